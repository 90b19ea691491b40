import { ERROR_CODES } from '@jodi/contract';
import { ApiMessage } from './i18n/api-messages';

type KnownStatus = keyof typeof ERROR_CODES;

/**
 * An error's message: a fixed English text of the API's catalogue (i18n/api-messages/en.ts), or a
 * catalogue message with values (`apiMessage(key, values)`). The error handler answers either in
 * the request's language.
 */
export type ErrorText = string | ApiMessage;

/** The one error type services throw; the error handler turns it into the contract's envelope. */
export class AppError extends Error {
  /** The message with its values, when it was thrown as one; `message` is its English text. */
  readonly apiMessage: ApiMessage | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    message: ErrorText,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(String(message));
    this.name = 'AppError';
    this.apiMessage = message instanceof ApiMessage ? message : undefined;
  }

  static of(status: KnownStatus, message: ErrorText, details?: unknown): AppError {
    return new AppError(status, ERROR_CODES[status], message, details);
  }
}

export const badRequest = (message: ErrorText, details?: unknown) => AppError.of(400, message, details);
export const unauthorized = (message: ErrorText = 'Sign in to continue.') => AppError.of(401, message);
export const forbidden = (message: ErrorText = 'You are not allowed to do this.') =>
  AppError.of(403, message);
export const notFound = (message: ErrorText = 'Not found.') => AppError.of(404, message);
export const conflict = (message: ErrorText) => AppError.of(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES[429], 'Too many attempts. Please try again later.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
