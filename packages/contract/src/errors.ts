/** Error codes used in the `{ error: { code, message, details } }` envelope. */
export const ERROR_CODES = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  402: 'PLAN_UPGRADE_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  423: 'PROFILE_NOT_VERIFIED',
  424: 'INTEREST_ALREADY_SENT',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
} as const;

export interface ErrorEnvelope {
  error: { code: string; message: string; details?: unknown };
}
