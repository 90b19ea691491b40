import { ManagingBand } from './ManagingBand';
import { useFollowActingProfile } from './useFollowActingProfile';

/** What every screen carries for family management (decision 33): the band, and the cache following the profile. */
export function FamilyShell() {
  useFollowActingProfile();
  return <ManagingBand />;
}
