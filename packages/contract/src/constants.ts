/** Business constants of spec section 9. */
export const NOTICE_MS = 3000;
export const INVALID_LINK_NOTICE_MS = 5000;
export const PLAN_UPGRADE_TOAST_MS = 3000;
export const AD_CLOSE_COUNTDOWN_S = 10;
export const PASSWORD_MIN_LENGTH = 6;
export const GUN_MILAN_MAX = 36;
export const CONTACTS_SCORE_BONUS = 20;
/**
 * What the profile score (0-100) is made of, summing to 100: the server computes it
 * (apps/api profiles/profile-score.ts) and the top bar's 'Profile Score' explains it with these.
 * Contacts give the spec's bonus (spec 9: 'Profile score bonus shown for contacts').
 */
export const PROFILE_SCORE_WEIGHTS = {
  personal: 40,
  photo: 10,
  video: 10,
  contacts: CONTACTS_SCORE_BONUS,
  identity: 10,
  job: 5,
  income: 5,
} as const;
export const WHATSAPP_COUNTRY_PREFIX = '91';
export const VIDEO_INTRO_FIXED_ID = 1;
export const CURRENCY = 'INR';

/** The header marking the client app, and the community's fixed identifier (spec 3, 9). */
export const APP_HEADER = 'x-app';
export const DEFAULT_APP_ID = 'jodi';

/** A/B text keys that may override avatar-menu labels (spec 2). */
export const NAV_TEXT_KEYS = ['NAV-EP', 'NAV-UP', 'NAV-DA', 'NAV-PP', 'NAV-DL', 'NAV-TC', 'NAV-LO'] as const;
export type NavTextKey = (typeof NAV_TEXT_KEYS)[number];
