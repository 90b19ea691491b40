import { type ErrorCode, type ErrorCodeOf, type ErrorStatus, errorStatusOf } from '@jodi/contract';
import { type ErrorMessage, errorMessage, type MessageId, type ValuesOf } from './i18n/error-messages';

/** A field at fault and why (`details` of a 400), its message from the catalogue like the error's. */
export interface FieldIssue {
  path: string;
  message: ErrorMessage;
}

/**
 * The one error type services throw; the error handler turns it into the contract's envelope. Its
 * message is named, never written (i18n/error-messages): the code it belongs to names the cause
 * (packages/contract/src/errors.ts) and brings its status with it. `message` is the English text.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(
    readonly errorMessage: ErrorMessage,
    readonly details?: readonly FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(errorMessage.text);
    this.name = 'AppError';
    this.code = errorMessage.code;
    this.status = errorStatusOf(this.code);
  }
}

/** The messages of the codes that come with one status. */
type MessageIdOf<S extends ErrorStatus> = Extract<MessageId, ErrorCodeOf<S> | `${ErrorCodeOf<S>}.${string}`>;

/** What follows a message's name where it is thrown: its values when it has any, then field issues. */
export type ErrorArgs<M extends MessageId> = [ValuesOf<M>] extends [never]
  ? [details?: readonly FieldIssue[]]
  : [values: ValuesOf<M>, details?: readonly FieldIssue[]];

/**
 * An error by its message's name: `appError('INTEREST_ALREADY_SENT')`,
 * `appError('PAYLOAD_TOO_LARGE.photo', { mb: 10 })`. Field issues come last (an array; values never are).
 */
export function appError<M extends MessageId>(id: M, ...args: ErrorArgs<M>): AppError {
  const [first, second] = args as unknown as [
    object | readonly FieldIssue[] | undefined,
    (readonly FieldIssue[])?,
  ];
  const named = errorMessage as (id: MessageId, values?: object) => ErrorMessage;
  return Array.isArray(first) || first === undefined
    ? new AppError(named(id), first as readonly FieldIssue[] | undefined)
    : new AppError(named(id, first), second);
}

// One helper per status, so a call site reads as what it answers and the compiler checks that the
// message's code belongs to that status.
export const badRequest = <M extends MessageIdOf<400>>(id: M, ...args: ErrorArgs<M>) => appError(id, ...args);
export const unauthorized = <M extends MessageIdOf<401>>(id: M, ...args: ErrorArgs<M>) =>
  appError(id, ...args);
export const forbidden = <M extends MessageIdOf<403>>(id: M, ...args: ErrorArgs<M>) => appError(id, ...args);
export const notFound = <M extends MessageIdOf<404>>(id: M, ...args: ErrorArgs<M>) => appError(id, ...args);
export const conflict = <M extends MessageIdOf<409>>(id: M, ...args: ErrorArgs<M>) => appError(id, ...args);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(errorMessage('RATE_LIMITED'), undefined, { 'retry-after': String(retryAfterSeconds) });
