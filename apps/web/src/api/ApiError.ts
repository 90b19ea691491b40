import type { ErrorCode } from '@jodi/contract';

/**
 * What an ApiError's `code` may be: one of the contract's codes (each names one cause and comes with
 * one status), NETWORK_ERROR when the server could not be reached, or HTTP_{status} for an answer
 * without the error envelope (a proxy's page, say).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | `HTTP_${number}`;

/** One field problem of a 400 answer: `details: [{ path, message }]`. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Any failed call, normalised from the envelope `{ error: { code, message, details } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
    /** Seconds from a 429's Retry-After header. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** The field issues of a validation answer, with paths such as `user.password` cut to `password`. */
  fieldIssues(): FieldIssue[] {
    if (!Array.isArray(this.details)) return [];
    return this.details.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { path, message } = item as { path?: unknown; message?: unknown };
      const segments = Array.isArray(path)
        ? path.map(String)
        : typeof path === 'string'
          ? path.split('.')
          : [];
      const field = segments.at(-1);
      return field && typeof message === 'string' ? [{ path: field, message }] : [];
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The call failed for one of these causes: screens branch on the code, never on the message or status. */
export const hasCode = (error: unknown, ...codes: readonly ApiErrorCode[]): error is ApiError =>
  isApiError(error) && codes.includes(error.code);

/** The 401s that mean the session is over (a wrong password at sign-in is a 401 too, but sends no token). */
export const SESSION_ENDED_CODES = ['UNAUTHENTICATED', 'TOKEN_MALFORMED', 'SESSION_EXPIRED'] as const;
