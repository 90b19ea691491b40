import type { NavTextKey } from '@jodi/contract';
import { activeLanguage, type Catalogue, t } from '../../i18n';
import { PATHS } from '../../lib/paths';

/** One avatar-menu item: a link (`to`) or, for the biodata download and sign-out everywhere, an action. */
export interface AvatarMenuEntry {
  id: string;
  /** The entry's text in the catalogue (read as the menu renders: the language can change). */
  label: keyof Catalogue['avatarMenu'];
  /** A/B text key whose server value replaces the label (spec 2). */
  abKey?: NavTextKey;
  to?: string;
  staffOnly?: boolean;
  /** The account owner's own (decision 33): hidden while the device acts for a profile it manages. */
  ownerOnly?: boolean;
  /** The signed-in account's own (password, deletion): offered while acting when it has no profile of its own. */
  accountOwn?: boolean;
}

/** Spec 2: the Profile submenu, in the spec's order. */
export const PROFILE_ENTRIES: readonly AvatarMenuEntry[] = [
  { id: 'edit-profile', label: 'editProfile', abKey: 'NAV-EP', to: PATHS.info },
  { id: 'photos', label: 'photos', abKey: 'NAV-UP', to: PATHS.uploadPics },
  { id: 'preferences', label: 'preferences', to: PATHS.preferences },
  { id: 'id-verification', label: 'idVerification', to: PATHS.uploadDoc },
  { id: 'job-verification', label: 'jobVerification', to: PATHS.uploadJobDoc },
  { id: 'income-verification', label: 'incomeVerification', to: PATHS.uploadIncomeDoc },
  { id: 'video-intro', label: 'videoIntro', to: PATHS.uploadIntro },
  { id: 'contacts', label: 'contacts', to: PATHS.addContacts },
  {
    id: 'delete-account',
    label: 'deleteAccount',
    abKey: 'NAV-DA',
    to: PATHS.deleteAccount,
    ownerOnly: true,
    accountOwn: true,
  },
];

export const DOWNLOAD_BIODATA_ID = 'download-biodata';
/** Ends every session of the account on the server, then logs this tab out. */
export const SIGN_OUT_EVERYWHERE_ID = 'sign-out-everywhere';

/**
 * Spec 2: the items after the Profile submenu, led by Interests (the member's sent, received
 * and matched interests); staff also see Call Logs, Review documents, Reports and the content screens
 * (blog posts, ads, advert leads, site texts).
 */
export const MAIN_ENTRIES: readonly AvatarMenuEntry[] = [
  { id: 'interests', label: 'interests', to: PATHS.interests },
  { id: 'visitors', label: 'visitors', to: PATHS.visitors },
  { id: 'events', label: 'events', to: PATHS.events },
  { id: 'buy-plan', label: 'buyPlan', abKey: 'NAV-PP', to: PATHS.subscription, ownerOnly: true },
  { id: DOWNLOAD_BIODATA_ID, label: 'downloadBiodata', abKey: 'NAV-DL' },
  { id: 'terms', label: 'terms', abKey: 'NAV-TC', to: PATHS.terms },
  { id: 'set-password', label: 'setPassword', to: PATHS.setPassword, ownerOnly: true, accountOwn: true },
  { id: 'privacy', label: 'privacy', to: PATHS.privacy, ownerOnly: true },
  { id: 'family', label: 'family', to: PATHS.family, ownerOnly: true },
  { id: 'notification-settings', label: 'notificationSettings', to: PATHS.notificationSettings },
  { id: 'staff-desk', label: 'staffDesk', to: PATHS.staffDesk, staffOnly: true },
  { id: 'events-desk', label: 'eventsDesk', to: PATHS.adminEvents, staffOnly: true },
  { id: 'call-logs', label: 'callLogs', to: PATHS.callLogs, staffOnly: true },
  {
    id: 'review-documents',
    label: 'reviewDocuments',
    to: PATHS.adminVerification,
    staffOnly: true,
  },
  { id: 'reports', label: 'reports', to: PATHS.adminReports, staffOnly: true },
  { id: 'blog-posts', label: 'blogPosts', to: PATHS.adminBlogs, staffOnly: true },
  { id: 'ads', label: 'ads', to: PATHS.adminAds, staffOnly: true },
  { id: 'ad-leads', label: 'adLeads', to: PATHS.adminLeads, staffOnly: true },
  { id: 'site-texts', label: 'siteTexts', to: PATHS.adminTexts, staffOnly: true },
  { id: SIGN_OUT_EVERYWHERE_ID, label: 'signOutEverywhere' },
  { id: 'logout', label: 'logout', abKey: 'NAV-LO', to: PATHS.logout },
];

export function entryLabel(entry: AvatarMenuEntry, texts: Partial<Record<NavTextKey, string>>): string {
  // Staff write the A/B texts in English: in Marathi and Hindi the menu keeps its own words.
  const abText = activeLanguage() === 'en' && entry.abKey ? texts[entry.abKey] : undefined;
  return abText || t.avatarMenu[entry.label];
}
