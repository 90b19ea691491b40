/** Business constants of spec section 9. */
export const NOTICE_MS = 3000;
export const INVALID_LINK_NOTICE_MS = 5000;
export const PLAN_UPGRADE_TOAST_MS = 3000;
export const AD_CLOSE_COUNTDOWN_S = 10;
export const PASSWORD_MIN_LENGTH = 6;
export const GUN_MILAN_MAX = 36;
export const CONTACTS_SCORE_BONUS = 20;
export const WHATSAPP_COUNTRY_PREFIX = '91';
export const VIDEO_INTRO_FIXED_ID = 1;
export const CURRENCY = 'INR';

/** The header marking the client app, and the community's fixed identifier (spec 3, 9). */
export const APP_HEADER = 'x-app';
export const DEFAULT_APP_ID = 'jodi';

/** A/B text keys that may override avatar-menu labels (spec 2). */
export const NAV_TEXT_KEYS = ['NAV-EP', 'NAV-UP', 'NAV-DA', 'NAV-PP', 'NAV-DL', 'NAV-TC', 'NAV-LO'] as const;
export type NavTextKey = (typeof NAV_TEXT_KEYS)[number];
