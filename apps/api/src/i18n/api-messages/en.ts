import { icu } from '@jodi/i18n';
import type { ApiMessage } from './index';

/**
 * Every text the API answers with in an error's `message` or a field issue, in English, exactly as
 * the code writes it (the spec's texts word for word). The error handler finds a thrown text here
 * and answers in the request's language. A message with values is thrown as
 * `apiMessage('key', { … })` (or, in a zod schema, `fixedText('key', { … })`), never as a text built
 * in code. The test in this folder reads the source: each thrown text must be here, and each entry
 * here must be thrown somewhere.
 */
export const apiMessagesEn = {
  // Any request
  signInToContinue: 'Sign in to continue.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  fieldsNotValid: 'Some fields are not valid.',
  somethingWentWrong: 'Something went wrong. Please try again later',
  textWithNul: 'Text cannot contain NUL characters.',
  rangeNotSatisfiable: 'The requested range is not satisfiable.',
  notValidId: 'Not a valid id',
  required: 'Required',
  notCorrect: 'Not correct',
  tooLong: 'Too long',
  unknownApp: icu<{ app: string }>('Unknown app "{app}".'),

  // Uploads
  uploadTooLarge: 'The upload is too large.',
  uploadTooManyFiles: 'The upload has too many files.',
  uploadTooManyParts: 'The upload has too many parts.',
  uploadFieldNotAllowed: 'The upload has a field that is not allowed.',
  uploadInterrupted: 'The upload was interrupted.',
  uploadNotMultipart: 'The upload is not valid multipart/form-data.',
  sendAsMultipart: 'Send the upload as multipart/form-data.',
  chooseFile: 'Choose a file to upload.',
  fieldTooLong: 'A field is too long.',
  notAFileField: 'Not a file field',
  filesOnlyAs: icu<{ fields: string }>('Files are accepted only as {fields}.'),
  onlyPhotos: 'Only JPEG, PNG or WebP photos are accepted.',
  notAnImage: 'Not a JPEG, PNG or WebP image',
  imageNotDecoded: 'The image could not be decoded.',
  fileNotAnImage: 'The file is not a readable image.',
  imageHasNoSize: 'The image has no size.',
  imageTypeNotAccepted: icu<{ format: string }>(
    'Images of type "{format}" are not accepted; use JPEG, PNG or WebP.',
  ),
  imageTooManyPixels: icu<{ width: number; height: number; megapixels: number }>(
    'The image is too large ({width}x{height}); at most {megapixels, number} megapixels.',
  ),
  imageTooLarge: icu<{ mb: number }>('The image is too large. It can be at most {mb, number} MB.'),
  uploadVideoFile: 'Upload a video file (MP4, WebM or MOV).',
  videoTooLarge: icu<{ mb: number }>('The upload is too large. A video can be at most {mb, number} MB.'),
  onlyDocuments: 'Only PDF, JPEG or PNG documents are accepted.',
  documentTooLarge: icu<{ mb: number }>('The document is too large. It can be at most {mb, number} MB.'),
  onlyAudio: 'Only audio files can be uploaded',
  recordingTooLarge: icu<{ mb: number }>('The recording is too large. It can be at most {mb, number} MB.'),

  // Signing in and the account
  tokenMalformed: 'The sign-in token is malformed.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  staffOnly: 'This is for staff only.',
  planUpgradeRequired: 'Plan upgrade required to use this feature',
  accountExists: 'An account with this e-mail already exists.',
  wrongCredentials: 'Wrong e-mail or password.',
  accountSuspended: 'This account is suspended. Please contact support.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  enterOldPassword: 'Enter your old password.',
  oldPasswordWrong: 'The old password is not correct.',
  passwordWrong: 'The password is not correct.',
  passwordToDelete: 'Enter your password to delete your account.',
  signInAgainToDelete: 'For your safety, please log out and log in again, then delete your account.',
  enterValidEmail: 'Enter a valid e-mail address.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordTooLong: 'Password must be at most 256 characters.',
  chooseLanguage: 'Choose English, Marathi or Hindi.',
  passwordOrLanguage: 'Send a new password or a language.',

  // Profiles
  createProfileFirst: 'Create your profile first.',
  profileNotFound: 'Profile not found.',
  onlyOwnProfile: 'You can only change your own profile.',
  signInForSaved: 'Sign in to see your saved profiles.',
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

  // Matchmaking
  enterCity: 'Enter a city name',
  ageMaxBelowMin: 'age_max must not be below age_min',
  heightMaxBelowMin: 'height_max must not be below height_min',
  cannotSkipOwn: 'You cannot skip your own profile.',

  // Interests, chat requests, bookmarks, blocks, reports
  cannotDoToOwn: 'You cannot do this to your own profile.',
  interestAlreadySent: 'Interest already sent',
  interestNotFound: 'Interest not found.',
  cannotInterestOwn: 'You cannot send an interest to your own profile.',
  onlyReceiverAnswersInterest: 'Only the receiver can answer an interest.',
  interestAlreadyAnswered: 'This interest has already been answered.',
  onlySenderCancelsInterest: 'Only the sender can cancel an interest.',
  onlyPendingInterest: 'Only a pending interest can be cancelled.',
  chatRequestAlreadySent: 'Chat request already sent',
  chatRequestNotFound: 'Chat request not found.',
  cannotChatRequestOwn: 'You cannot send a chat request to your own profile.',
  onlyReceiverAnswersChatRequest: 'Only the receiver can answer a chat request.',
  chatRequestAlreadyAnswered: 'This chat request has already been answered.',
  onlySenderCancelsChatRequest: 'Only the sender can cancel a chat request.',
  onlyPendingChatRequest: 'Only a pending chat request can be cancelled.',
  interestNotAccepted: 'Only an accepted interest (a match) can be withdrawn.',
  chatRequestNotAccepted: 'Only an accepted chat request can be withdrawn.',
  dailyInterestLimit: icu<{ limit: number }>(
    'You have sent {limit, number} interests in the last 24 hours, the most your plan allows. You can send more once 24 hours have passed since the earliest of them.',
  ),
  dailyChatRequestLimit: icu<{ limit: number }>(
    'You have sent {limit, number} chat requests in the last 24 hours, the most your plan allows. You can send more once 24 hours have passed since the earliest of them.',
  ),
  acceptedAndDeclined: 'A chat request cannot be both accepted and declined',
  acceptedOrDeclined: 'Set accepted or declined to true',
  cannotBookmarkOwn: 'You cannot bookmark your own profile.',
  bookmarkNotFound: 'Bookmark not found.',
  cannotBlockOwn: 'You cannot block your own profile.',
  cannotReportOwn: 'You cannot report your own profile.',
  alreadyReported: 'You have already reported this profile.',
  tellWhatIsWrong: 'Tell us what is wrong',

  // Chat
  cannotChatOwn: 'You cannot chat with your own profile.',
  chatAfterAccepted: 'You can chat once your chat request is accepted.',
  writeMessageFirst: 'Write a message first.',
  messageTooLong: icu<{ max: number }>('A message can have at most {max, number, ::group-off} characters.'),
  conversationPage: icu<Record<string, never>>(
    "The page of a conversation is '{profile}*{n}' with a whole number n.",
  ),

  // Photos, video, documents, biodata, data download
  choosePhoto: 'Choose at least one photo to upload.',
  noSuchPhoto: 'No such photo.',
  photosAtMost: icu<{ max: number }>('A profile can have at most {max, number} photos.'),
  photosAtMostRemoveOne: icu<{ max: number }>(
    'A profile can have at most {max, number} photos. Remove one to add another.',
  ),
  photosAtMostAddMore: icu<{ max: number; more: number }>(
    'A profile can have at most {max, number} photos; you can add {more, number} more.',
  ),
  photoRefused: icu<{ number: number; reason: string | ApiMessage }>(
    'Photo {number, number} was refused: {reason}',
  ),
  photoTooLarge: icu<{ mb: number }>('The upload is too large. Each photo can be at most {mb, number} MB.'),
  noSuchVideo: 'No such video introduction.',
  noSuchDocument: 'No such document.',
  profileNotVerified: 'This profile is not verified',
  biodataLinkInvalid: 'This download link is invalid or has expired. Please download again.',
  dataLinkInvalid: 'This download link has expired or is not valid. Ask for your data again.',

  // Privacy, notifications, pushes
  pauseInFuture: 'Choose a time in the future to pause until.',
  pauseAtMost: icu<{ days: number }>('A profile can be paused for at most {days, number} days at a time.'),
  dateTimeFormat: 'Give a date and time, e.g. 2027-01-31T18:00:00Z',
  chooseTimeZone: 'Choose a time zone from the list.',
  timeFormat: 'Give a time as HH:MM, e.g. 22:00',
  quietHoursSame: 'Quiet hours need a different start and end',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid or has expired. Change your e-mails in the app’s notification settings.',
  pushNotUrl: 'The push endpoint is not a URL.',
  pushWithCredentials: 'A push endpoint carries no user name or password.',
  pushNotHttps: 'A push endpoint must be an https URL.',
  pushPort: 'A push endpoint uses the standard https port.',
  pushServiceUnsupported: 'This browser’s push service is not supported.',
  pushKeyNotP256: 'Not a P-256 public key.',
  pushSecretNot16Bytes: 'Not a 16-byte secret.',
  pushEndpointTaken:
    'This browser’s push subscription could not be saved. Please turn notifications on again.',

  // Contact finder
  contactFinderNotSetUp: 'The contact finder is not set up.',
  googleRefused: 'Google did not accept the permission to read your contacts. Please allow it and try again.',
  contactFinderUnavailable: 'The contact finder is not available right now. Please try again later.',

  // Plans and payments
  invalidLink: 'Expired or invalid link',
  sandboxNeedsSignIn:
    'Membership links take live payments only, and this site runs the payment sandbox. Please sign in to choose a plan.',
  choosePlan: 'Choose one of the plans.',
  planPrice: 'Must be a plan price in rupees (499, 4999, 699 or 5499)',
  orderNotFound: 'Order not found.',
  orderAlreadyPaid: 'This order is already paid.',
  paymentNotVerified: 'Payment could not be verified.',
  paymentMismatch: 'Does not match the payment',
  orderMismatch: 'Does not match the order',
  webhookSignature: 'The webhook signature is not valid.',
  webhookNotJson: 'The webhook body is not JSON.',
  webhookNotEvent: 'The webhook body is not an event.',

  // Blog, site texts, ads, leads
  noSuchBlogPost: 'No such blog post.',
  blogFieldRequired: icu<{ field: 'title' | 'summary' | 'content' }>(
    '{field, select, title {Title} summary {Summary} other {Content}} is required',
  ),
  blogFieldTooLong: icu<{ field: 'title' | 'summary' | 'content'; max: number }>(
    '{field, select, title {Title} summary {Summary} other {Content}} can be at most {max, number, ::group-off} characters',
  ),
  atMostCharacters: icu<{ max: number }>('At most {max, number, ::group-off} characters'),
  atMost500Characters: 'At most 500 characters',
  noSuchAd: 'No such ad.',
  adActiveFirst: 'Make the ad active or delayed before pushing it.',
  adTitleRequired: 'Title is required',
  adPrice: icu<{ max: number }>('A whole number of rupees up to {max, number, ::group-off}'),
  leadEmail: 'Enter a valid e-mail',

  // Community events
  noSuchEvent: 'No such event.',
  eventFull: 'This event is full: no seats are left.',
  eventOver: 'This event has already begun or ended.',
  eventCancelled: 'This event was cancelled.',
  eventAttendeesHidden: 'Register for the event to see who else is coming.',
  eventEndsAfterStart: 'The event must end after it starts.',

  // Profile boost
  boostRunning: 'Your profile boost is already running.',
  noBoostsLeft: 'You have used this month’s profile boosts.',
  boostProfileNotShown: 'Your profile is paused, hidden or not complete, so a boost would show it to nobody.',

  // Family management (issue 36)
  notManager: 'You do not manage this profile. Switch back to your own profile.',
  relativeNotAllowed: 'Only the profile’s owner can do this, from their own account.',
  familyInviteSelf: 'You cannot invite yourself: invite a relative’s e-mail address.',
  familyAcceptOwn:
    'This invitation is for your own profile: ask your relative to open it with their account.',
  familyInviteInvalid: 'This invitation link is not valid any more: it was used, cancelled or has expired.',
  familyInviteNotFound: 'No such open invitation.',
  familyMemberNotFound: 'This person does not manage your profile.',
  alreadyManager: 'This account already manages the profile.',

  // Staff desk
  staffCannotBeSuspended: 'Staff accounts cannot be suspended.',
  noSuchReport: 'No such report.',
  reportAlreadyHandled: icu<{ status: 'dismissed' | 'actioned' }>(
    '{status, select, dismissed {This report was already dismissed.} other {This report was already actioned.}}',
  ),
  documentAlreadyReviewed: icu<{ status: 'approved' | 'rejected' }>(
    '{status, select, approved {This document was already approved.} other {This document was already rejected.}}',
  ),
  giveReason: 'Give a reason',
  writeNote: 'Write a note',
  usergroupFormat: 'Lower-case letters, digits, _ and -, at most 40',
  noSuchCallLog: 'No such call log.',
  callLogNoRecording: 'This call log has no recording.',
  audioLinkInvalid: 'This audio link is invalid or has expired. Reload the call logs.',
  unknownAppName: 'Unknown app_name.',
  oneOf: icu<{ choices: string }>('One of: {choices}'),
  noSuchProfile: 'No such profile.',
  noSuchProfileField: 'No such profile',
  onlyStaffAssigned: 'Calls can only be assigned to staff.',
  notAStaffAccount: 'Not a staff account',
  extraDataJson: 'Send extra_data as a JSON object',
  mobileNumber: 'Enter a 10-digit mobile number',
  inviteNotSent: 'Could not send the invite',
};
