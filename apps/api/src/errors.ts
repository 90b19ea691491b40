import { type ErrorCode, type ErrorCodeOf, errorStatusOf } from '@jodi/contract';
import { ApiMessage } from './i18n/api-messages';

/**
 * An error's message: a fixed English text of the API's catalogue (i18n/api-messages/en.ts), or a
 * catalogue message with values (`apiMessage(key, values)`). The error handler answers either in
 * the request's language.
 */
export type ErrorText = string | ApiMessage;

/**
 * The one error type services throw; the error handler turns it into the contract's envelope. The
 * code names the cause (packages/contract/src/errors.ts) and brings its status with it.
 */
export class AppError extends Error {
  readonly status: number;
  /** The message with its values, when it was thrown as one; `message` is its English text. */
  readonly apiMessage: ApiMessage | undefined;

  constructor(
    readonly code: ErrorCode,
    message: ErrorText,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(String(message));
    this.name = 'AppError';
    this.status = errorStatusOf(code);
    this.apiMessage = message instanceof ApiMessage ? message : undefined;
  }
}

// One helper per status, so a call site reads as what it answers and the compiler checks that the
// code belongs to that status.
export const badRequest = (code: ErrorCodeOf<400>, message: ErrorText, details?: unknown) =>
  new AppError(code, message, details);
export const unauthorized = (code: ErrorCodeOf<401>, message: ErrorText = 'Sign in to continue.') =>
  new AppError(code, message);
export const forbidden = (code: ErrorCodeOf<403>, message: ErrorText) => new AppError(code, message);
export const notFound = (code: ErrorCodeOf<404>, message: ErrorText = 'Not found.') =>
  new AppError(code, message);
export const conflict = (code: ErrorCodeOf<409>, message: ErrorText) => new AppError(code, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
