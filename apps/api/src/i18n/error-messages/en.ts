import type { ErrorCode } from '@jodi/contract';
import { icu } from '@jodi/i18n';
import type { ErrorMessage } from './index';

/**
 * Codes whose message may be Fastify's own wording (a body it could not parse, a content type no
 * route takes), answered as Fastify wrote it in every language. `MALFORMED_REQUEST` is never
 * anything else, so it has no entry below; `UNSUPPORTED_MEDIA_TYPE` is also ours (an upload's type).
 */
export const CARRIES_OWN_TEXT = [
  'MALFORMED_REQUEST',
  'UNSUPPORTED_MEDIA_TYPE',
] as const satisfies readonly ErrorCode[];
export type OwnTextCode = (typeof CARRIES_OWN_TEXT)[number];

/** One message, or (for a code the contract marks `varies`) one message per particular, by name. */
type Entry = string | { readonly [variant: string]: string };

/**
 * Every message the API answers with, in English, by error code (packages/contract/src/errors.ts):
 * a code names one cause, so it has one message, thrown by its code alone (`notFound('PROFILE_NOT_FOUND')`).
 * A code whose particulars change the text (which upload limit, which field) has one message per
 * particular, thrown as `CODE.variant` (`badRequest('PHOTO_LIMIT_REACHED.addMore', { max, more })`).
 * A message with values is an `icu<…>()`; the throw site passes exactly those values. The spec's
 * notices are here word for word (error-messages.test.ts holds them).
 *
 * `VALIDATION_FAILED`'s messages are also what a field issue in `details` says: a service's own
 * (`{ path, message: errorMessage('VALIDATION_FAILED.required') }`) and the custom messages of the
 * zod schemas (contract and API), which zod hands over as text (see `schemaText`).
 */
export const errorMessagesEn = {
  // 400: the request itself is wrong.
  VALIDATION_FAILED: {
    fields: 'Some fields are not valid.',
    textWithNul: 'Text cannot contain NUL characters.',
    fieldTooLong: 'A field is too long.',
    conversationPage: "The page of a conversation is '{profile}*{n}' with a whole number n.",
    // A field issue's own words.
    required: 'Required',
    notCorrect: 'Not correct',
    tooLong: 'Too long',
    notAFileField: 'Not a file field',
    notAnImage: 'Not a JPEG, PNG or WebP image',
    notValidId: 'Not a valid id',
    // The account.
    enterValidEmail: 'Enter a valid e-mail address.',
    passwordTooShort: 'Password must be at least 6 characters.',
    passwordTooLong: 'Password must be at most 256 characters.',
    chooseLanguage: 'Choose English, Marathi or Hindi.',
    chooseChartStyle: 'Choose the north or south chart style.',
    passwordLanguageOrChartStyle: 'Send a new password, a language or a chart style.',
    // Profiles.
    birthdateInFuture: 'The birthdate cannot be in the future.',
    birthdateTooOld: icu<{ max: number }>('Enter a real birthdate: the age must be at most {max, number}.'),
    tooYoungToMarry: icu<{ gender: 'male' | 'female'; min: number }>(
      '{gender, select, male {A groom} other {A bride}} must be at least {min, number} years old.',
    ),
    reservedName: 'This name is reserved for Jodi staff. Please use your own name.',
    hiddenCharacters: 'Remove the hidden or direction-changing characters: type the text plainly.',
    mixedScripts:
      'Write this in one script: Latin letters mixed with look-alike Greek or Cyrillic letters are not allowed.',
    nameRequired: 'Name is required',
    relationRequired: 'Relation is required',
    phoneRequired: 'Phone is required',
    phoneNotValid: 'Enter a valid phone number',
    birthTimeFormat: 'Use HH:MM, 24-hour',
    birthTimeZone: 'An IANA time zone such as Asia/Kolkata',
    maxAgeBelowMin: 'max_age must not be below min_age',
    maxHeightBelowMin: 'max_height must not be below min_height',
    // Matchmaking.
    enterCity: 'Enter a city name',
    ageMaxBelowMin: 'age_max must not be below age_min',
    heightMaxBelowMin: 'height_max must not be below height_min',
    // Chat requests, reports, chat.
    acceptedAndDeclined: 'A chat request cannot be both accepted and declined',
    acceptedOrDeclined: 'Set accepted or declined to true',
    tellWhatIsWrong: 'Tell us what is wrong',
    writeMessageFirst: 'Write a message first.',
    messageTooLong: icu<{ max: number }>('A message can have at most {max, number, ::group-off} characters.'),
    // Privacy, notifications, pushes.
    pauseInFuture: 'Choose a time in the future to pause until.',
    pauseAtMost: icu<{ days: number }>('A profile can be paused for at most {days, number} days at a time.'),
    dateTimeFormat: 'Give a date and time, e.g. 2027-01-31T18:00:00Z',
    chooseTimeZone: 'Choose a time zone from the list.',
    timeFormat: 'Give a time as HH:MM, e.g. 22:00',
    quietHoursSame: 'Quiet hours need a different start and end',
    pushNotUrl: 'The push endpoint is not a URL.',
    pushWithCredentials: 'A push endpoint carries no user name or password.',
    pushNotHttps: 'A push endpoint must be an https URL.',
    pushPort: 'A push endpoint uses the standard https port.',
    pushServiceUnsupported: 'This browser’s push service is not supported.',
    pushKeyNotP256: 'Not a P-256 public key.',
    pushSecretNot16Bytes: 'Not a 16-byte secret.',
    // Plans and payments.
    choosePlan: 'Choose one of the plans.',
    planPrice: 'Must be a plan price in rupees (499, 4999, 699 or 5499)',
    paymentMismatch: 'Does not match the payment',
    orderMismatch: 'Does not match the order',
    // Blog, site texts, ads, leads, events.
    blogFieldRequired: icu<{ field: 'title' | 'summary' | 'content' }>(
      '{field, select, title {Title} summary {Summary} other {Content}} is required',
    ),
    blogFieldTooLong: icu<{ field: 'title' | 'summary' | 'content'; max: number }>(
      '{field, select, title {Title} summary {Summary} other {Content}} can be at most {max, number, ::group-off} characters',
    ),
    atMostCharacters: icu<{ max: number }>('At most {max, number, ::group-off} characters'),
    atMost500Characters: 'At most 500 characters',
    adTitleRequired: 'Title is required',
    adPrice: icu<{ max: number }>('A whole number of rupees up to {max, number, ::group-off}'),
    leadEmail: 'Enter a valid e-mail',
    eventEndsAfterStart: 'The event must end after it starts.',
    // Staff desk.
    giveReason: 'Give a reason',
    writeNote: 'Write a note',
    usergroupFormat: 'Lower-case letters, digits, _ and -, at most 40',
    unknownAppName: 'Unknown app_name.',
    oneOf: icu<{ choices: string }>('One of: {choices}'),
    noSuchProfile: 'No such profile.',
    noSuchProfileField: 'No such profile',
    onlyStaffAssigned: 'Calls can only be assigned to staff.',
    notAStaffAccount: 'Not a staff account',
    extraDataJson: 'Send extra_data as a JSON object',
    mobileNumber: 'Enter a 10-digit mobile number',
  },
  UNKNOWN_APP: icu<{ app: string }>('Unknown app "{app}".'),
  UPLOAD_MALFORMED: {
    filesOnlyAs: icu<{ fields: string }>('Files are accepted only as {fields}.'),
    fieldNotAllowed: 'The upload has a field that is not allowed.',
    interrupted: 'The upload was interrupted.',
    notMultipart: 'The upload is not valid multipart/form-data.',
  },
  FILE_REQUIRED: {
    file: 'Choose a file to upload.',
    photo: 'Choose at least one photo to upload.',
  },
  PHOTO_LIMIT_REACHED: {
    atMost: icu<{ max: number }>('A profile can have at most {max, number} photos.'),
    removeOne: icu<{ max: number }>(
      'A profile can have at most {max, number} photos. Remove one to add another.',
    ),
    addMore: icu<{ max: number; more: number }>(
      'A profile can have at most {max, number} photos; you can add {more, number} more.',
    ),
  },
  OWN_PROFILE_NOT_ALLOWED: {
    interest: 'You cannot send an interest to your own profile.',
    chatRequest: 'You cannot send a chat request to your own profile.',
    bookmark: 'You cannot bookmark your own profile.',
    block: 'You cannot block your own profile.',
    report: 'You cannot report your own profile.',
    chat: 'You cannot chat with your own profile.',
    skip: 'You cannot skip your own profile.',
  },
  OLD_PASSWORD_REQUIRED: 'Enter your old password.',
  OLD_PASSWORD_INCORRECT: 'The old password is not correct.',
  PASSWORD_REQUIRED: 'Enter your password to delete your account.',
  PASSWORD_INCORRECT: 'The password is not correct.',
  RESET_LINK_INVALID: 'This reset link is invalid or has expired.',
  UNSUBSCRIBE_LINK_INVALID:
    'This unsubscribe link is not valid or has expired. Change your e-mails in the app’s notification settings.',
  PAYMENT_NOT_VERIFIED: 'Payment could not be verified.',
  WEBHOOK_INVALID: {
    signature: 'The webhook signature is not valid.',
    notJson: 'The webhook body is not JSON.',
    notEvent: 'The webhook body is not an event.',
  },
  ORDER_ALREADY_PAID: 'This order is already paid.',
  STAFF_NOT_SUSPENDABLE: 'Staff accounts cannot be suspended.',
  GOOGLE_TOKEN_REJECTED:
    'Google did not accept the permission to read your contacts. Please allow it and try again.',
  FAMILY_SELF: 'You cannot invite yourself: invite a relative’s e-mail address.',
  INVITE_OWN_PROFILE:
    'This invitation is for your own profile: ask your relative to open it with their account.',

  // 401: who is calling is not known.
  UNAUTHENTICATED: {
    signIn: 'Sign in to continue.',
    savedProfiles: 'Sign in to see your saved profiles.',
  },
  TOKEN_MALFORMED: 'The sign-in token is malformed.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  WRONG_CREDENTIALS: 'Wrong e-mail or password.',

  // 402
  PLAN_UPGRADE_REQUIRED: 'Plan upgrade required to use this feature',

  // 403: known, but not allowed.
  STAFF_ONLY: 'This is for staff only.',
  ACCOUNT_SUSPENDED: 'This account is suspended. Please contact support.',
  RECENT_SIGN_IN_REQUIRED: 'For your safety, please log out and log in again, then delete your account.',
  SANDBOX_NEEDS_SIGN_IN:
    'Membership links take live payments only, and this site runs the payment sandbox. Please sign in to choose a plan.',
  NOT_YOUR_PROFILE: 'You can only change your own profile.',
  INTEREST_RECEIVER_ONLY: 'Only the receiver can answer an interest.',
  INTEREST_SENDER_ONLY: 'Only the sender can cancel an interest.',
  CHAT_REQUEST_RECEIVER_ONLY: 'Only the receiver can answer a chat request.',
  CHAT_REQUEST_SENDER_ONLY: 'Only the sender can cancel a chat request.',
  CHAT_NOT_ALLOWED: 'You can chat once your chat request is accepted.',
  BIODATA_LINK_INVALID: 'This download link is invalid or has expired. Please download again.',
  AUDIO_LINK_INVALID: 'This audio link is invalid or has expired. Reload the call logs.',
  NOT_MANAGER: 'You do not manage this profile. Switch back to your own profile.',
  RELATIVE_NOT_ALLOWED: 'Only the profile’s owner can do this, from their own account.',
  EVENT_ATTENDEES_HIDDEN: 'Register for the event to see who else is coming.',

  // 404: no such thing, or one the caller may not know exists.
  ROUTE_NOT_FOUND: {
    noRoute: icu<{ method: string; path: string }>('No route {method} {path}'),
    notServed: 'Not found.',
  },
  FILE_NOT_FOUND: 'Not found.',
  PROFILE_REQUIRED: 'Create your profile first.',
  PROFILE_NOT_FOUND: 'Profile not found.',
  DOCUMENT_NOT_FOUND: 'No such document.',
  INTEREST_NOT_FOUND: 'Interest not found.',
  CHAT_REQUEST_NOT_FOUND: 'Chat request not found.',
  BOOKMARK_NOT_FOUND: 'Bookmark not found.',
  BLOG_POST_NOT_FOUND: 'No such blog post.',
  CALL_LOG_NOT_FOUND: 'No such call log.',
  RECORDING_NOT_FOUND: 'This call log has no recording.',
  REPORT_NOT_FOUND: 'No such report.',
  ORDER_NOT_FOUND: 'Order not found.',
  MEMBER_LINK_INVALID: 'Expired or invalid link',
  VIDEO_NOT_FOUND: 'No such video introduction.',
  PHOTO_NOT_FOUND: 'No such photo.',
  ARCHIVE_NOT_READY: 'This download link has expired or is not valid. Ask for your data again.',
  AD_NOT_FOUND: 'No such ad.',
  INVITE_INVALID: 'This invitation link is not valid any more: it was used, cancelled or has expired.',
  INVITE_NOT_FOUND: 'No such open invitation.',
  FAMILY_MEMBER_NOT_FOUND: 'This person does not manage your profile.',
  EVENT_NOT_FOUND: 'No such event.',

  // 409: the state does not allow it.
  EMAIL_ALREADY_REGISTERED: 'An account with this e-mail already exists.',
  CHAT_REQUEST_ALREADY_SENT: 'Chat request already sent',
  INTEREST_ALREADY_ANSWERED: 'This interest has already been answered.',
  CHAT_REQUEST_ALREADY_ANSWERED: 'This chat request has already been answered.',
  INTEREST_NOT_PENDING: 'Only a pending interest can be cancelled.',
  CHAT_REQUEST_NOT_PENDING: 'Only a pending chat request can be cancelled.',
  INTEREST_NOT_ACCEPTED: 'Only an accepted interest (a match) can be withdrawn.',
  CHAT_REQUEST_NOT_ACCEPTED: 'Only an accepted chat request can be withdrawn.',
  DOCUMENT_ALREADY_REVIEWED: icu<{ status: 'approved' | 'rejected' }>(
    '{status, select, approved {This document was already approved.} other {This document was already rejected.}}',
  ),
  REPORT_ALREADY_HANDLED: icu<{ status: 'dismissed' | 'actioned' }>(
    '{status, select, dismissed {This report was already dismissed.} other {This report was already actioned.}}',
  ),
  ALREADY_REPORTED: 'You have already reported this profile.',
  AD_INACTIVE: 'Make the ad active or delayed before pushing it.',
  ALREADY_MANAGER: 'This account already manages the profile.',
  BOOST_RUNNING: 'Your profile boost is already running.',
  NO_BOOSTS_LEFT: 'You have used this month’s profile boosts.',
  BOOST_PROFILE_NOT_SHOWN:
    'Your profile is paused, hidden or not complete, so a boost would show it to nobody.',
  EVENT_FULL: 'This event is full: no seats are left.',
  EVENT_OVER: 'This event has already begun or ended.',
  EVENT_CANCELLED: 'This event was cancelled.',
  PUSH_ENDPOINT_TAKEN:
    'This browser’s push subscription could not be saved. Please turn notifications on again.',

  // Uploads and downloads.
  PAYLOAD_TOO_LARGE: {
    upload: 'The upload is too large.',
    tooManyFiles: 'The upload has too many files.',
    tooManyParts: 'The upload has too many parts.',
    image: icu<{ mb: number }>('The image is too large. It can be at most {mb, number} MB.'),
    photo: icu<{ mb: number }>('The upload is too large. Each photo can be at most {mb, number} MB.'),
    video: icu<{ mb: number }>('The upload is too large. A video can be at most {mb, number} MB.'),
    document: icu<{ mb: number }>('The document is too large. It can be at most {mb, number} MB.'),
    recording: icu<{ mb: number }>('The recording is too large. It can be at most {mb, number} MB.'),
  },
  UNSUPPORTED_MEDIA_TYPE: {
    multipart: 'Send the upload as multipart/form-data.',
    photos: 'Only JPEG, PNG or WebP photos are accepted.',
    video: 'Upload a video file (MP4, WebM or MOV).',
    documents: 'Only PDF, JPEG or PNG documents are accepted.',
    audio: 'Only audio files can be uploaded',
    photoRefused: icu<{ number: number; reason: ErrorMessage<'UNSUPPORTED_MEDIA_TYPE'> }>(
      'Photo {number, number} was refused: {reason}',
    ),
    // Why an image was refused once decoded (`ImageRejectedError`).
    imageNotDecoded: 'The image could not be decoded.',
    fileNotAnImage: 'The file is not a readable image.',
    imageHasNoSize: 'The image has no size.',
    imageType: icu<{ format: string }>('Images of type "{format}" are not accepted; use JPEG, PNG or WebP.'),
    imageTooManyPixels: icu<{ width: number; height: number; megapixels: number }>(
      'The image is too large ({width}x{height}); at most {megapixels, number} megapixels.',
    ),
  },
  RANGE_NOT_SATISFIABLE: 'The requested range is not satisfiable.',

  // The spec's own.
  PROFILE_NOT_VERIFIED: 'This profile is not verified',
  INTEREST_ALREADY_SENT: 'Interest already sent',
  RATE_LIMITED: 'Too many attempts. Please try again later.',
  DAILY_LIMIT_REACHED: {
    interest: icu<{ limit: number }>(
      'You have sent {limit, number} interests in the last 24 hours, the most your plan allows. You can send more once 24 hours have passed since the earliest of them.',
    ),
    chatRequest: icu<{ limit: number }>(
      'You have sent {limit, number} chat requests in the last 24 hours, the most your plan allows. You can send more once 24 hours have passed since the earliest of them.',
    ),
  },

  // 5xx: the server or a service it depends on.
  INTERNAL: 'Something went wrong. Please try again later',
  WHATSAPP_SEND_FAILED: 'Could not send the invite',
  PAYMENT_PROVIDER_UNAVAILABLE: 'Something went wrong. Please try again later',
  CONTACT_FINDER_UNAVAILABLE: 'The contact finder is not available right now. Please try again later.',
  CONTACT_FINDER_NOT_SET_UP: 'The contact finder is not set up.',
} satisfies Record<Exclude<ErrorCode, 'MALFORMED_REQUEST'>, Entry>;
