/**
 * Typecheck only: never imported, never run (`tsc -b` reads it as part of the API project). Each
 * throw below is one the error helpers must refuse, marked `@ts-expect-error`; were a helper ever
 * to accept one, the directive would go unused and `tsc -b` (in `npm test`) would fail. A message
 * is named by its code (i18n/error-messages), never written at the throw site.
 */
import { AppError, appError, badRequest, conflict, forbidden, notFound, unauthorized } from './errors';
import { errorMessage } from './i18n/error-messages';

export function throwsTheHelpersRefuse(): AppError[] {
  return [
    // English text where the message's name goes.
    // @ts-expect-error
    notFound('Profile not found.'),

    // A code with English text beside it, as before messages were named.
    // @ts-expect-error
    conflict('INTEREST_ALREADY_ANSWERED', 'This interest has already been answered.'),

    // Free text as a field issue's message.
    // @ts-expect-error
    badRequest('OLD_PASSWORD_REQUIRED', [{ path: 'body.user.old_password', message: 'Required' }]),

    // A text made into an error directly.
    // @ts-expect-error
    new AppError('Something went wrong.'),

    // A code of another status (INTEREST_ALREADY_SENT is a 424).
    // @ts-expect-error
    forbidden('INTEREST_ALREADY_SENT'),

    // A code whose particulars are variants, thrown without naming which.
    // @ts-expect-error
    unauthorized('UNAUTHENTICATED'),

    // A variant the catalogue does not have.
    // @ts-expect-error
    badRequest('PHOTO_LIMIT_REACHED.tooMany', { max: 10 }),

    // A message with values, thrown without them.
    // @ts-expect-error
    badRequest('PHOTO_LIMIT_REACHED.addMore'),

    // Values the message does not take.
    // @ts-expect-error
    appError('PAYLOAD_TOO_LARGE.photo', { megabytes: 10 }),

    // Values for a message without placeholders.
    // @ts-expect-error
    notFound('PROFILE_NOT_FOUND', { id: 'x' }),

    // A message made from text.
    // @ts-expect-error
    new AppError(errorMessage('Interest already sent')),
  ];
}
