/**
 * Every error code the API answers in `{ error: { code, message, details } }`, each naming one
 * cause, with the one HTTP status it comes with (the spec's statuses: 402, 423, 424, …). Clients
 * branch on the code, never on the message, which is in the reader's language. Each route lists the
 * codes it may answer in the OpenAPI document (/api/docs).
 *
 * `varies: true` marks a code whose message names the particulars (which field, which file types):
 * the API keeps one message per particular, each with its own name (`CODE.variant`); every other
 * code has one message (apps/api/src/i18n/error-messages).
 */
export const ERROR_CATALOGUE = {
  // 400: the request itself is wrong.
  VALIDATION_FAILED: {
    status: 400,
    varies: true,
    cause: 'A field is missing or not valid; `details` lists each field and why.',
  },
  MALFORMED_REQUEST: {
    status: 400,
    varies: true,
    cause: 'The body is not valid JSON, or the request is malformed.',
  },
  UNKNOWN_APP: { status: 400, cause: 'The X-App header names an app this server does not serve.' },
  UPLOAD_MALFORMED: {
    status: 400,
    varies: true,
    cause: 'The multipart upload is broken, interrupted, or has a field that is not allowed.',
  },
  FILE_REQUIRED: { status: 400, varies: true, cause: 'The upload holds no file.' },
  PHOTO_LIMIT_REACHED: {
    status: 400,
    varies: true,
    cause: 'The profile would have more photos than allowed.',
  },
  OWN_PROFILE_NOT_ALLOWED: {
    status: 400,
    varies: true,
    cause: 'The action cannot target the caller’s own profile.',
  },
  OLD_PASSWORD_REQUIRED: { status: 400, cause: 'A new password was sent without the old one.' },
  OLD_PASSWORD_INCORRECT: { status: 400, cause: 'The old password sent with a new one is not correct.' },
  PASSWORD_REQUIRED: { status: 400, cause: 'Deleting the account needs the password.' },
  PASSWORD_INCORRECT: { status: 400, cause: 'The password sent to delete the account is not correct.' },
  RESET_LINK_INVALID: { status: 400, cause: 'The password reset link is not valid or has expired.' },
  UNSUBSCRIBE_LINK_INVALID: { status: 400, cause: 'The unsubscribe link is not valid or has expired.' },
  PAYMENT_NOT_VERIFIED: {
    status: 400,
    cause: 'The payment’s signature, amount or currency does not match its order.',
  },
  WEBHOOK_INVALID: {
    status: 400,
    varies: true,
    cause: 'The payment provider’s webhook is not signed or not an event.',
  },
  ORDER_ALREADY_PAID: { status: 400, cause: 'The sandbox order is already paid.' },
  STAFF_NOT_SUSPENDABLE: { status: 400, cause: 'Staff accounts cannot be suspended.' },
  GOOGLE_TOKEN_REJECTED: { status: 400, cause: 'Google did not accept the permission to read contacts.' },
  FAMILY_SELF: { status: 400, cause: 'The owner invited their own address to manage their profile.' },
  INVITE_OWN_PROFILE: { status: 400, cause: 'The owner opened their own profile’s family invitation.' },
  // 401: who is calling is not known.
  UNAUTHENTICATED: {
    status: 401,
    varies: true,
    cause: 'The call needs a signed-in member and no token was sent.',
  },
  TOKEN_MALFORMED: { status: 401, cause: 'The Authorization header is not a bearer token.' },
  SESSION_EXPIRED: { status: 401, cause: 'The token has expired, or its session or account has ended.' },
  WRONG_CREDENTIALS: { status: 401, cause: 'Wrong e-mail or password (one answer for both).' },
  // 402
  PLAN_UPGRADE_REQUIRED: { status: 402, cause: 'The caller’s plan does not include this feature.' },
  // 403: known, but not allowed.
  STAFF_ONLY: { status: 403, cause: 'A member called a staff call.' },
  ACCOUNT_SUSPENDED: { status: 403, cause: 'The account is suspended.' },
  RECENT_SIGN_IN_REQUIRED: {
    status: 403,
    cause: 'Deleting an account without a password needs a fresh sign-in.',
  },
  SANDBOX_NEEDS_SIGN_IN: {
    status: 403,
    cause: 'Membership links take live payments only; this site runs the sandbox.',
  },
  NOT_YOUR_PROFILE: { status: 403, cause: 'The caller tried to change another member’s profile.' },
  INTEREST_RECEIVER_ONLY: { status: 403, cause: 'Only the receiver can answer an interest.' },
  INTEREST_SENDER_ONLY: { status: 403, cause: 'Only the sender can cancel an interest.' },
  CHAT_REQUEST_RECEIVER_ONLY: { status: 403, cause: 'Only the receiver can answer a chat request.' },
  CHAT_REQUEST_SENDER_ONLY: { status: 403, cause: 'Only the sender can cancel a chat request.' },
  CHAT_NOT_ALLOWED: {
    status: 403,
    cause: 'The two members may not message each other (no accepted request or match).',
  },
  BIODATA_LINK_INVALID: { status: 403, cause: 'The biodata download link is not valid or has expired.' },
  AUDIO_LINK_INVALID: { status: 403, cause: 'The call recording link is not valid or has expired.' },
  NOT_MANAGER: {
    status: 403,
    cause:
      'The X-Profile header names a profile the caller’s account does not manage (or no profile at all).',
  },
  RELATIVE_NOT_ALLOWED: {
    status: 403,
    cause:
      'A relative acting for a profile (X-Profile) tried what only its owner may: account settings, deletion, data download, privacy, family or payments.',
  },
  EVENT_ATTENDEES_HIDDEN: {
    status: 403,
    cause: 'Only members registered for the event and staff see who else is coming.',
  },
  // 404: no such thing, or one the caller may not know exists.
  ROUTE_NOT_FOUND: { status: 404, varies: true, cause: 'No call at this method and path.' },
  FILE_NOT_FOUND: { status: 404, cause: 'No such stored file, or its link has expired.' },
  PROFILE_REQUIRED: { status: 404, cause: 'The caller has not created a profile yet.' },
  PROFILE_NOT_FOUND: { status: 404, cause: 'No such profile, or one hidden from the caller.' },
  DOCUMENT_NOT_FOUND: { status: 404, cause: 'No such verification document of the caller’s.' },
  INTEREST_NOT_FOUND: { status: 404, cause: 'No such interest between the caller and another member.' },
  CHAT_REQUEST_NOT_FOUND: {
    status: 404,
    cause: 'No such chat request between the caller and another member.',
  },
  BOOKMARK_NOT_FOUND: { status: 404, cause: 'The profile is not saved.' },
  BLOG_POST_NOT_FOUND: { status: 404, cause: 'No such blog post.' },
  CALL_LOG_NOT_FOUND: { status: 404, cause: 'No such call log.' },
  RECORDING_NOT_FOUND: { status: 404, cause: 'The call log has no recording.' },
  REPORT_NOT_FOUND: { status: 404, cause: 'No such report.' },
  ORDER_NOT_FOUND: { status: 404, cause: 'No such order of the caller’s.' },
  MEMBER_LINK_INVALID: { status: 404, cause: 'The membership link names no member.' },
  VIDEO_NOT_FOUND: { status: 404, cause: 'No such video introduction.' },
  PHOTO_NOT_FOUND: { status: 404, cause: 'No such photo of the caller’s.' },
  ARCHIVE_NOT_READY: { status: 404, cause: 'No data download is ready.' },
  AD_NOT_FOUND: { status: 404, cause: 'No such ad.' },
  INVITE_INVALID: {
    status: 404,
    cause: 'The family invitation link is unknown, already used, cancelled or expired.',
  },
  INVITE_NOT_FOUND: { status: 404, cause: 'No such open family invitation of the caller’s profile.' },
  FAMILY_MEMBER_NOT_FOUND: { status: 404, cause: 'That account does not manage the caller’s profile.' },
  EVENT_NOT_FOUND: { status: 404, cause: 'No such community event.' },
  // 409: the state does not allow it.
  EMAIL_ALREADY_REGISTERED: { status: 409, cause: 'An account with this e-mail already exists.' },
  CHAT_REQUEST_ALREADY_SENT: {
    status: 409,
    cause: 'The caller already sent this profile a chat request (pending or answered).',
  },
  INTEREST_ALREADY_ANSWERED: { status: 409, cause: 'The interest was already accepted or declined.' },
  CHAT_REQUEST_ALREADY_ANSWERED: { status: 409, cause: 'The chat request was already accepted or declined.' },
  INTEREST_NOT_PENDING: { status: 409, cause: 'Only a pending interest can be cancelled.' },
  CHAT_REQUEST_NOT_PENDING: { status: 409, cause: 'Only a pending chat request can be cancelled.' },
  INTEREST_NOT_ACCEPTED: { status: 409, cause: 'Only an accepted interest (a match) can be withdrawn.' },
  CHAT_REQUEST_NOT_ACCEPTED: { status: 409, cause: 'Only an accepted chat request can be withdrawn.' },
  DOCUMENT_ALREADY_REVIEWED: {
    status: 409,
    cause: 'The verification document was already approved or rejected.',
  },
  REPORT_ALREADY_HANDLED: { status: 409, cause: 'The report was already handled.' },
  ALREADY_REPORTED: { status: 409, cause: 'The caller already reported this profile.' },
  AD_INACTIVE: { status: 409, cause: 'An inactive ad cannot be pushed.' },
  ALREADY_MANAGER: { status: 409, cause: 'That account already manages this profile.' },
  BOOST_RUNNING: { status: 409, cause: 'The caller’s profile boost is already running.' },
  NO_BOOSTS_LEFT: { status: 409, cause: 'No profile boost is left in the plan’s current month.' },
  BOOST_PROFILE_NOT_SHOWN: {
    status: 409,
    cause:
      'The caller’s profile is paused, hidden, held for review or not complete enough to be listed, so a boost would show it to nobody.',
  },
  EVENT_FULL: { status: 409, cause: 'The event has no seat left.' },
  EVENT_OVER: { status: 409, cause: 'The event has already begun or ended.' },
  EVENT_CANCELLED: { status: 409, cause: 'The event was cancelled.' },
  PUSH_ENDPOINT_TAKEN: {
    status: 409,
    cause: 'The push endpoint is another account’s, with other keys: it is not moved to the caller.',
  },
  // Uploads and downloads.
  PAYLOAD_TOO_LARGE: { status: 413, varies: true, cause: 'The upload or body is larger than allowed.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    varies: true,
    cause: 'The upload’s type is not one this call accepts.',
  },
  RANGE_NOT_SATISFIABLE: { status: 416, cause: 'The requested byte range is outside the file.' },
  // The spec's own.
  PROFILE_NOT_VERIFIED: {
    status: 423,
    cause: 'The target profile is not verified (contacts, another’s biodata).',
  },
  INTEREST_ALREADY_SENT: {
    status: 424,
    cause: 'An interest to that profile was already sent, or the two are matched.',
  },
  RATE_LIMITED: { status: 429, cause: 'Too many attempts; `Retry-After` says when to try again.' },
  DAILY_LIMIT_REACHED: {
    status: 429,
    varies: true,
    cause:
      'The plan’s daily limit of interests or chat requests is reached; `Retry-After` says when one more may be sent.',
  },
  // 5xx: the server or a service it depends on.
  INTERNAL: { status: 500, cause: 'Something failed on the server.' },
  WHATSAPP_SEND_FAILED: { status: 502, cause: 'WhatsApp did not take the invite.' },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 502, cause: 'The payment provider did not answer.' },
  CONTACT_FINDER_UNAVAILABLE: { status: 502, cause: 'Google’s contacts service did not answer.' },
  CONTACT_FINDER_NOT_SET_UP: {
    status: 503,
    cause: 'The contact finder has no Google credentials on this server.',
  },
} as const satisfies Record<string, { status: number; cause: string; varies?: true }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export type ErrorStatus = (typeof ERROR_CATALOGUE)[ErrorCode]['status'];
/** The codes that come with one status: `ErrorCodeOf<404>`. */
export type ErrorCodeOf<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof ERROR_CATALOGUE)[C]['status'] extends S ? C : never;
}[ErrorCode];

export const errorStatusOf = (code: ErrorCode): ErrorStatus => ERROR_CATALOGUE[code].status;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);

export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; details?: unknown };
}
