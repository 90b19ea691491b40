import { MAX_CONTACTS, PASSWORD_MIN_LENGTH, type PlanFeature } from '@jodi/contract';
import { icu } from '@jodi/i18n';

/** Who a guided-start label speaks of: who creates the profile (`managedBy`) and for whom (`gender`). */
type Whose = { managedBy: string; gender: string };

/**
 * Whose detail a guided-start label asks for: "Your", "Your daughter’s", "The groom’s"... (a parent
 * for a daughter, a relative for a groom). Each label below is a whole sentence with this choice in
 * it, so a translation can word every one as its language needs (a possessive may agree with the detail).
 */
const WHOSE =
  '{managedBy, select,' +
  ' self {Your}' +
  ' parent {{gender, select, female {Your daughter’s} male {Your son’s} other {Your child’s}}}' +
  ' sibling {{gender, select, female {Your sister’s} male {Your brother’s} other {Your sibling’s}}}' +
  ' relative {{gender, select, female {The bride’s} male {The groom’s} other {Their}}}' +
  ' friend {{gender, select, female {The bride’s} male {The groom’s} other {Their}}}' +
  ' other {Your}}';

export const account = {
  auth: {
    email: 'Email',
    password: 'Password',
    showPassword: 'Show or hide the password',
    loginTitle: 'Login',
    loginSubmit: 'Login',
    signupTitle: 'Create your account',
    signupSubmit: 'Sign up',
    forgotPassword: 'Forgot password?',
    noAccount: 'New here?',
    createAccount: 'Create an account',
    haveAccount: 'Already a member?',
    goToLogin: 'Log in here',
  },
  password: {
    mismatch: 'New passwords do not match.',
    tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    oldPassword: 'Old Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    setTitle: 'Set Password(Optional)',
    setIntro: 'Add a password to sign in with your e-mail and password.',
    changeIntro: 'Change the password you sign in with. Other devices will need to sign in again.',
    setSubmit: 'Set Password',
    changeSubmit: 'Change Password',
  },
  resetPassword: {
    title: 'Reset password',
    requestIntro: 'Enter the e-mail of your account and we will send you a link to reset the password.',
    requestSubmit: 'Send reset link',
    requestSent: 'If an account exists for that e-mail, we have sent a link to reset the password.',
    newIntro: 'Choose a new password for your account.',
    newSubmit: 'Save new password',
    backToLogin: 'Back to login',
  },
  /** Verification documents: the member's upload screens and the staff review screen. */
  verification: {
    choose: 'Choose a file',
    uploadAgain: 'Upload again',
    fileHint: 'PDF, JPEG or PNG, up to 10 MB',
    uploading: 'Uploading…',
    uploaded: 'Document uploaded',
    uploadFailed: 'Upload failed',
    tooLarge: 'The file is too large. It can be at most 10 MB.',
    wrongType: 'Choose a PDF, JPEG or PNG file.',
    serverTooLarge: 'The document is too large. It can be at most 10 MB.',
    serverWrongType: 'This file type is not accepted. Choose a PDF, JPEG or PNG file.',
    statusTitle: 'What you sent',
    none: 'You have not sent a document yet.',
    pending: 'Pending review',
    approved: 'Verified',
    /** A rejected document without a reason from staff; with one, `rejectedBecause`. */
    rejected: 'Rejected',
    rejectedBecause: icu<{ reason: string }>('Rejected: {reason}'),
    sentOn: icu<{ date: string }>('Sent on {date}'),
    viewFile: 'View my document',
    openFailed: 'The document could not be opened. Please try again.',
    docTypes: {
      GovID: 'Identity',
      JobID: 'Job',
      SalaryID: 'Income',
      PropertyID: 'Property',
    } as Record<string, string>,
  },
  biodata: {
    download: 'Download biodata',
    success: 'Download successful',
    notVerified: 'This profile is not verified',
    failed: 'The biodata could not be downloaded. Please try again.',
  },
  profileForm: {
    steps: {
      basic: 'Basic details',
      work: 'Work & Education',
      family: 'Family',
      astrology: 'Astrology',
      lifestyle: 'Lifestyle & Preferences',
    },
    stepOf: icu<{ step: number; total: number }>('Step {step, number} of {total, number}'),
    stepsLabel: 'Profile form steps',
    heightCm: 'Height (cm)',
    /** `height` in feet and inches: 5′6″. */
    heightHint: icu<{ height: string }>('About {height}'),
    heightHintEmpty: 'In centimetres, e.g. 168 for 5′6″',
    birthnameHint:
      'The name given at birth (naamkaran); its first syllable gives the nakshatra for Gun Milan.',
    birthTimeHint: 'As on the birth certificate, 24-hour',
    birthPlaceHint: 'Type to search a city',
    birthPlaceNothing: 'No city matches',
    /** A place's latitude and longitude (2 decimals) and its time zone: 18.52, 73.86 · Asia/Kolkata. */
    birthPlaceCoordinates: icu<{ lat: string; lon: string; tz: string }>('{lat}, {lon} · {tz}'),
    previous: 'Previous step',
    saveAndNext: 'Save and continue',
    saveLast: 'Save',
    saved: 'Profile saved',
    saveFailed: 'Profile save failed',
    /** `gender` is the profile's: male for a groom, female for a bride. */
    tooYoung: icu<{ gender: 'male' | 'female'; min: number }>(
      '{gender, select, male {A groom} other {A bride}} must be at least {min, number} years old.',
    ),
    dateFormat: 'Enter the date as YYYY-MM-DD.',
    futureBirthdate: 'The birthdate cannot be in the future.',
    tooOld: 'Enter a real birthdate: the age must be at most 100.',
    heightRange: icu<{ min: number; max: number }>(
      'Enter a height between {min, number} and {max, number} cm.',
    ),
    siblingsRange: 'Enter a number between 0 and 20.',
    birthTimeFormat: 'Use HH:MM, 24-hour',
  },
  photos: {
    choose: 'Choose photos',
    dropHint: 'or drop JPEG, PNG or WebP photos here (up to 10 MB each)',
    uploading: 'Uploading photos…',
    uploaded: icu<{ count: number }>('{count, plural, one {Photo uploaded} other {# photos uploaded}}'),
    uploadFailed: 'Photos not uploaded',
    /** `name` is the file's name. */
    tooLarge: icu<{ name: string }>('{name} is larger than 10 MB.'),
    wrongType: icu<{ name: string }>('{name} is not a JPEG, PNG or WebP photo.'),
    /** `left`: how many more photos fit (0 when none). */
    tooMany: icu<{ max: number; left: number }>(
      '{left, plural, =0 {You already have {max, number} photos. Remove one to add another.} other {You can have at most {max, number} photos. You can add # more.}}',
    ),
    serverTooLarge: 'The upload is too large. Each photo can be at most 10 MB.',
    serverWrongType: 'Only JPEG, PNG or WebP photos are accepted.',
    count: icu<{ count: number; max: number }>('{count, number} of {max, number} photos'),
    empty: 'No photos yet. Add a few clear, recent photos of yourself.',
    primary: 'Primary photo',
    setPrimary: 'Set as primary',
    remove: 'Remove',
    photo: icu<{ n: number }>('Photo {n, number}'),
    listLabel: 'Your photos',
    removed: 'Photo removed',
    primarySet: 'Primary photo updated',
  },
  video: {
    current: 'Your video introduction',
    none: 'No video introduction yet. A short video helps families know you.',
    delete: 'Delete video',
    deleted: 'Video deleted',
    choose: 'Choose video',
    hint: 'MP4, WebM or QuickTime, up to 100 MB.',
    preview: 'Preview of the chosen video',
    upload: 'Upload video',
    cancel: 'Cancel',
    uploaded: 'Video uploaded',
    uploadFailed: 'Video not uploaded',
    tooLarge: 'The video is larger than 100 MB.',
    wrongType: 'Choose an MP4, WebM or QuickTime video.',
    serverTooLarge: 'The upload is too large. A video can be at most 100 MB.',
    serverWrongType: 'Only MP4, WebM or QuickTime videos are accepted.',
    /** A file's size in megabytes, with one decimal: 12.3 MB. */
    size: icu<{ mb: number }>('{mb, number, ::.0} MB'),
  },
  contacts: {
    intro: 'People families can call about this profile. Name, relation and phone are required.',
    contact: icu<{ n: number }>('Contact {n, number}'),
    name: 'Name',
    relation: 'Relation',
    relationHint: 'e.g. Father, Mother, Brother',
    phone: 'Phone',
    phoneHint: '10-digit mobile, or +country code and number',
    occupation: 'Occupation',
    currentCity: 'Current city',
    address: 'Address',
    addMore: 'Add More',
    remove: 'Remove',
    removeLabel: icu<{ n: number }>('Remove contact {n, number}'),
    save: 'Save Contacts',
    saved: 'Contacts updated',
    saveFailed: 'Error contacts not updated',
    nameRequired: 'Name is required',
    relationRequired: 'Relation is required',
    phoneRequired: 'Phone is required',
    phoneInvalid: 'Enter a valid phone number',
    max: `At most ${MAX_CONTACTS} contacts.`,
  },
  /** Plans, checkout and payments (spec 6, 7, 8, 9); spec texts word for word. */
  plans: {
    periodLabel: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    perMonth: '/ month',
    perYear: '/ year',
    free: 'Free',
    /** `price` is written out with its currency: ₹4,999. */
    orYearly: icu<{ price: string }>('or {price} / year'),
    orMonthly: icu<{ price: string }>('or {price} / month'),
    save: icu<{ percent: number }>('Save {percent, number}%'),
    joinNow: 'Join now',
    /** `plan` is the plan's name (Belief, Trust...). */
    choose: icu<{ plan: string }>('Choose {plan}'),
    currentPlan: 'Current plan',
    expires: icu<{ date: string }>('Valid until {date}'),
    freeForever: 'Free, no payment needed',
    plansLabel: 'Plans',
    featuresLabel: icu<{ plan: string }>('What {plan} includes'),
    included: 'Included',
    notIncluded: 'Not included',
    intro: 'Pick the plan that suits your family. Every plan includes search, chat and quick Gun Milan.',
    features: {
      search: 'Search profiles',
      chat: 'Chat',
      quick_gunmilan: 'Quick Gunmilan',
      parent_management: 'Parent / relative management',
      boost: 'Profile boost',
      contact_finder: 'Contact finder',
      ai_help: 'AI help',
      events: 'Community events',
      contact_details: 'Contact details of verified profiles',
      identity_verified_matches: 'Identity verified matches',
      job_income_verified_matches: 'Job and income verified matches',
      profile_visitors: 'See who viewed your profile',
    } satisfies Record<PlanFeature, string> as Record<string, string>,
    paymentsTitle: 'Your payments',
    paymentsFailed: 'Your payments could not be loaded.',
    colDate: 'Date',
    colPlan: 'Plan',
    colPeriod: 'Period',
    colAmount: 'Amount',
    colPaymentId: 'Payment ID',
    periodName: icu<{ period: 'monthly' | 'yearly' }>('{period, select, monthly {Monthly} other {Yearly}}'),
    // Spec 8, word for word.
    paymentSuccessful: 'Payment was successful',
    signInToContinue: 'Please sign in to continue',
    paymentCancelled: 'Payment process was cancelled',
    somethingWentWrong: 'Something went wrong. Please try again later',
    invalidLink: 'Invalid link',
    expiredLink: 'Expired or invalid link',
    linkNeedsSignIn: 'Membership links take live payments only. Please sign in to choose a plan.',
    memberIntro: icu<{ email: string }>('Choose a plan for the account {email}.'),
    memberInvalidText:
      'This page opens from the link we sent you by e-mail or WhatsApp. Open that link again, or sign in and buy a plan from Buy Plan.',
    goToLogin: 'Go to login',
    checkingLink: 'Checking your link…',
    memberUnknownText: icu<{ email: string }>(
      'The link for {email} does not lead to an account that can buy a plan: it may be old or mistyped. Open the newest link we sent you, or sign in and choose a plan from Buy Plan.',
    ),
    planActiveTitle: 'Your plan is active',
    planActiveText: 'Please sign in again so your new plan takes effect.',
    signInNow: 'Sign in now',
    signInIn: icu<{ seconds: number }>('Taking you to sign in in {seconds, plural, other {# s}}'),
    upgradePrompt: 'Upgrade plan to see identity, job & income verifications',
  },
  /** The sandbox checkout dialog (no real provider). */
  checkout: {
    title: 'Sandbox checkout',
    noMoney: 'This is a test checkout: no real money moves and no card is charged.',
    plan: 'Plan',
    period: 'Period',
    amount: 'Amount',
    /** `amount` is written out with its currency: ₹4,999. */
    pay: icu<{ amount: string }>('Pay {amount}'),
    cancel: 'Cancel',
  },
  /** /delete/account: spec 2's two ways, and spec 8's notice word for word. */
  deleteAccount: {
    intro:
      'You can delete your Jodi account in either of two ways. Deleting removes your profile, photos, video, contacts, interests and chats for good.',
    menuTitle: 'Delete My Account',
    /** `label` is the menu item's text; `''` writes one quote mark next to a placeholder (ICU). */
    menuSteps: icu<{ label: string }>(
      "Signed in, open the account menu (your photo at the top right), choose Profile, then ''{label}''.",
    ),
    menuMember: 'You are signed in, so you can also delete your account right here.',
    menuVisitor: 'Log in first, then delete your account here or from the menu.',
    menuButton: 'Delete My Account',
    logInToDelete: 'Log in to delete',
    mailTitle: 'E-mail us',
    mailText: icu<{ email: string }>(
      "Write to our support address {email} with the subject 'Account Deletion Request', from the e-mail address of your account. We delete the account and confirm by e-mail.",
    ),
    mailSubject: 'Account Deletion Request',
    mailButton: 'Write the e-mail',
    mailUnavailable: 'The support address could not be loaded. Please try again later.',
    confirmTitle: 'Delete your account?',
    confirmText:
      'Your profile, photos, video, contacts, interests and chats are deleted at once. This cannot be undone.',
    confirm: 'Delete for good',
    cancel: 'Cancel',
    deletedTitle: 'Account Deleted',
    deletedText:
      'Your account has been successfully deleted. You may create a new account at any time to resume access to our services.',
    failed: 'Your account could not be deleted. Please try again.',
    passwordLabel: 'Your password',
    passwordHint: 'To make sure it is really you, enter the password you log in with.',
  },
  /** The ad dialog (spec 3 "Ad", 4: 'delayed' ads can be closed after a countdown). */
  ads: {
    sponsored: 'Sponsored',
    close: 'Close ad',
    closeIn: icu<{ seconds: number }>('You can close this in {seconds, plural, other {# s}}'),
    price: 'Price',
    advertiser: 'Offered by',
    contact: 'Contact',
    advertise: 'Advertise with us',
  },
  /** The advert leads form (/advertise). */
  leads: {
    intro: 'Reach the families of our community. Tell us about your business and our team will get in touch.',
    reachUs: 'Or reach our advertising team directly:',
    name: 'Your name',
    business: 'Business',
    email: 'Email',
    phone: 'Phone',
    message: 'What would you like to advertise?',
    optional: 'Optional',
    submit: 'Send',
    sent: 'Thank you! We will contact you soon.',
    sentTitle: 'Request sent',
    sentText: 'Our advertising team will get in touch at the e-mail or phone you gave.',
    sendAnother: 'Send another request',
    nameRequired: 'Name is required',
    emailRequired: 'Enter a valid e-mail',
    phoneRequired: 'Enter a valid phone number',
  },
  /** /settings/privacy (issue 20): download a copy of everything the member gave Jodi. */
  myData: {
    title: 'Download my data',
    intro: 'You can download a copy of everything you have given Jodi, in one file (a zip file). It holds:',
    holds: [
      'your profile and your preferences',
      'your photos and the documents you uploaded',
      'the messages you wrote',
      'the interests you sent and received',
      'your payments',
    ],
    othersByNumber: 'Other members appear in it only by their profile number, never by name.',
    linkHours: icu<{ hours: number }>('The download link works for {hours, plural, other {# hours}}.'),
    prepare: 'Prepare my download',
    preparing: 'Preparing your download. This takes a few seconds; you can stay on this page.',
    ready: 'Your download is ready.',
    download: 'Download (zip)',
    /** `when` is a date and time written out: 12 Mar 2026, 10:30 am. */
    expires: icu<{ when: string }>('The link works until {when}.'),
    failed: 'Your download could not be prepared this time. Nothing was changed. Please try again.',
    tryAgain: 'Try again',
    loadFailed: 'We could not check your download.',
  },
  /** /settings/privacy (issue 20): who sees the member's photos and contacts, and pausing the profile. */
  privacy: {
    title: 'Who can see me',
    photosLegend: 'Photos',
    photos: {
      everyone: {
        label: 'Everyone, including visitors',
        hint: 'Anyone who opens your profile sees your photos, signed in or not.',
      },
      members: {
        label: 'Members who are signed in',
        hint: 'Visitors who are not signed in see a blurred photo.',
      },
      accepted: {
        label: 'Only members I have accepted',
        hint: 'After you accept their interest or chat request. Others see a blurred photo.',
      },
    } as Record<string, { label: string; hint: string }>,
    contactsLegend: 'Contact details',
    contacts: {
      plan: {
        label: 'As my plan rules allow',
        hint: 'Members whose plan shows contact details can see yours.',
      },
      accepted: {
        label: 'Only after I accept their interest or chat request',
        hint: 'Even members whose plan shows contact details wait until you accept.',
      },
    } as Record<string, { label: string; hint: string }>,
    save: 'Save',
    saved: 'Your privacy choices are saved.',
    loadFailed: 'Your privacy choices could not be loaded.',
    pauseTitle: 'Pause my profile',
    pauseExplain:
      'Your profile will not appear in searches, listings or matches. Chats with members you have accepted go on.',
    pauseFor: 'For how long',
    pauseLengths: {
      '7': '1 week',
      '14': '2 weeks',
      '30': '1 month',
      '91': '3 months',
      '182': '6 months',
      '365': '1 year',
    } as Record<string, string>,
    pause: 'Pause my profile',
    pausedUntil: icu<{ date: string }>('Your profile is paused until {date}'),
    resume: 'Turn my profile back on',
    paused: icu<{ date: string }>('Your profile is paused until {date}.'),
    resumed: 'Your profile is back on. Families can find you again.',
    /** On /profiles and /matches while the member's own profile is paused. */
    pausedBanner: icu<{ date: string }>('Your profile is paused until {date}. Others cannot find you.'),
    pausedBannerLink: 'Privacy settings',
    /** Under a blurred photo (cards and the profile view), by the profile's gender. */
    photosAfterAccept: icu<{ gender: string }>(
      '{gender, select, female {Photos visible after she accepts your interest} male {Photos visible after he accepts your interest} other {Photos visible after they accept your interest}}',
    ),
    signInToSeePhotos: 'Sign in to see photos',
    photosAfterYouAccept: 'Photos visible once you accept',
    /** The profile view's contacts when the member shows them only to those they accepted. */
    contactsAfterAccept: icu<{ gender: string }>(
      '{gender, select, female {She shares contact details after she accepts your interest.} male {He shares contact details after he accepts your interest.} other {This member shares contact details after they accept your interest.}}',
    ),
  },
  guidedStart: {
    title: 'Let\u2019s create the profile',
    stepOf: icu<{ step: number; count: number }>('Step {step, number} of {count, number}'),
    meter: icu<{ done: number; of: number }>('Profile ready: {done, number} of {of, number} needed details'),
    meterDone: 'Your profile can be shown to families',
    steps: {
      who: 'Who is creating this profile?',
      basics: 'The basics',
      photo: 'Add a photo',
      preferences: 'Partner preferences',
    },
    managedByLegend: 'I am creating this profile as',
    managedBy: {
      self: 'Myself — it is my profile',
      parent: 'A parent — for my son or daughter',
      sibling: 'A brother or sister',
      relative: 'A relative',
      friend: 'A friend',
    } as Record<string, string>,
    genderLegend: 'The profile is for',
    gender: { female: 'A bride', male: 'A groom' } as Record<string, string>,
    chooseOne: 'Please choose one.',
    /** The basics' labels, worded for who creates the profile and for whom (WHOSE above). */
    fields: {
      name: icu<Whose>(`${WHOSE} first name`),
      birthdate: icu<Whose>(`${WHOSE} birth date`),
      current_city: icu<Whose>(`${WHOSE} city`),
      maritial_status: icu<Whose>(`${WHOSE} marital status`),
      height: icu<Whose>(`${WHOSE} height in cm (optional)`),
    },
    required: 'Please fill this in.',
    photoIntro: icu<Whose>(
      `${WHOSE} photo helps families decide. Profiles without a photo are not shown to others.`,
    ),
    photoAdded: 'Photo added. You can add more later from the menu.',
    preferencesIntro: 'What kind of partner are you looking for? You can change this at any time.',
    next: 'Save and continue',
    back: 'Back',
    skip: 'Skip',
    photoLater: 'Add a photo later',
    finish: 'See my matches',
  },
};
