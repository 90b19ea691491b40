import type { NavTextKey } from '@jodi/contract';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';

/** One avatar-menu item: a link (`to`) or, for the biodata download and sign-out everywhere, an action. */
export interface AvatarMenuEntry {
  id: string;
  label: string;
  /** A/B text key whose server value replaces the label (spec 2). */
  abKey?: NavTextKey;
  to?: string;
  staffOnly?: boolean;
}

/** Spec 2: the Profile submenu, in the spec's order. */
export const PROFILE_ENTRIES: readonly AvatarMenuEntry[] = [
  { id: 'edit-profile', label: t.avatarMenu.editProfile, abKey: 'NAV-EP', to: PATHS.info },
  { id: 'photos', label: t.avatarMenu.photos, abKey: 'NAV-UP', to: PATHS.uploadPics },
  { id: 'preferences', label: t.avatarMenu.preferences, to: PATHS.preferences },
  { id: 'id-verification', label: t.avatarMenu.idVerification, to: PATHS.uploadDoc },
  { id: 'job-verification', label: t.avatarMenu.jobVerification, to: PATHS.uploadJobDoc },
  { id: 'income-verification', label: t.avatarMenu.incomeVerification, to: PATHS.uploadIncomeDoc },
  { id: 'video-intro', label: t.avatarMenu.videoIntro, to: PATHS.uploadIntro },
  { id: 'contacts', label: t.avatarMenu.contacts, to: PATHS.addContacts },
  { id: 'delete-account', label: t.avatarMenu.deleteAccount, abKey: 'NAV-DA', to: PATHS.deleteAccount },
];

export const DOWNLOAD_BIODATA_ID = 'download-biodata';
/** Ends every session of the account on the server, then logs this tab out. */
export const SIGN_OUT_EVERYWHERE_ID = 'sign-out-everywhere';

/**
 * Spec 2: the items after the Profile submenu, led by Interests (issue 21: the member's sent, received
 * and matched interests); staff also see Call Logs, Review documents, Reports and the content screens
 * (blog posts, ads, advert leads, site texts).
 */
export const MAIN_ENTRIES: readonly AvatarMenuEntry[] = [
  { id: 'interests', label: t.avatarMenu.interests, to: PATHS.interests },
  { id: 'visitors', label: t.avatarMenu.visitors, to: PATHS.visitors },
  { id: 'buy-plan', label: t.avatarMenu.buyPlan, abKey: 'NAV-PP', to: PATHS.subscription },
  { id: DOWNLOAD_BIODATA_ID, label: t.avatarMenu.downloadBiodata, abKey: 'NAV-DL' },
  { id: 'terms', label: t.avatarMenu.terms, abKey: 'NAV-TC', to: PATHS.terms },
  { id: 'set-password', label: t.avatarMenu.setPassword, to: PATHS.setPassword },
  { id: 'privacy', label: t.avatarMenu.privacy, to: PATHS.privacy },
  { id: 'notification-settings', label: t.avatarMenu.notificationSettings, to: PATHS.notificationSettings },
  { id: 'call-logs', label: t.avatarMenu.callLogs, to: PATHS.callLogs, staffOnly: true },
  {
    id: 'review-documents',
    label: t.avatarMenu.reviewDocuments,
    to: PATHS.adminVerification,
    staffOnly: true,
  },
  { id: 'reports', label: t.avatarMenu.reports, to: PATHS.adminReports, staffOnly: true },
  { id: 'blog-posts', label: t.avatarMenu.blogPosts, to: PATHS.adminBlogs, staffOnly: true },
  { id: 'ads', label: t.avatarMenu.ads, to: PATHS.adminAds, staffOnly: true },
  { id: 'ad-leads', label: t.avatarMenu.adLeads, to: PATHS.adminLeads, staffOnly: true },
  { id: 'site-texts', label: t.avatarMenu.siteTexts, to: PATHS.adminTexts, staffOnly: true },
  { id: SIGN_OUT_EVERYWHERE_ID, label: t.avatarMenu.signOutEverywhere },
  { id: 'logout', label: t.avatarMenu.logout, abKey: 'NAV-LO', to: PATHS.logout },
];

export function entryLabel(entry: AvatarMenuEntry, texts: Partial<Record<NavTextKey, string>>): string {
  return (entry.abKey && texts[entry.abKey]) || entry.label;
}
