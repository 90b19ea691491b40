import type { NavTextKey } from '@jodi/contract';
import { t } from '../../../i18n';

/** The label each A/B key replaces (spec 2), shown to staff as the field's default. */
export const navTextDefaults = (): Record<NavTextKey, string> => ({
  'NAV-EP': t.avatarMenu.editProfile,
  'NAV-UP': t.avatarMenu.photos,
  'NAV-DA': t.avatarMenu.deleteAccount,
  'NAV-PP': t.avatarMenu.buyPlan,
  'NAV-DL': t.avatarMenu.downloadBiodata,
  'NAV-TC': t.avatarMenu.terms,
  'NAV-LO': t.avatarMenu.logout,
});
