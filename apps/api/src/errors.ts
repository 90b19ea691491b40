import { ERROR_CODES } from '@jodi/contract';

type KnownStatus = keyof typeof ERROR_CODES;

/** The one error type services throw; the error handler turns it into the contract's envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static of(status: KnownStatus, message: string, details?: unknown): AppError {
    return new AppError(status, ERROR_CODES[status], message, details);
  }
}

export const badRequest = (message: string, details?: unknown) => AppError.of(400, message, details);
export const unauthorized = (message = 'Sign in to continue.') => AppError.of(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => AppError.of(403, message);
export const notFound = (message = 'Not found.') => AppError.of(404, message);
export const conflict = (message: string) => AppError.of(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES[429], 'Too many attempts. Please try again later.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
