import type { ManagedProfile } from '@jodi/contract';
import { t } from '../../i18n';

/** A managed profile's name as the switcher and the band say it; a profile without one is named so. */
export function managedProfileName(profile: Pick<ManagedProfile, 'name'> | null | undefined): string {
  return profile?.name?.trim() || t.familyBar.unnamed;
}
