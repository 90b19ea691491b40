import type { ManagedProfile } from '@jodi/contract';
import { useNavigate } from 'react-router';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../session';
import { managedProfileName } from './profileName';
import { switchActingProfile } from './switchActingProfile';

/** Switches the profile acted for, then shows its matches: what a relative comes to do. */
export function useSwitchProfile() {
  const navigate = useNavigate();
  const { userId } = useSession();
  return (profile: ManagedProfile) => {
    if (!userId) return;
    switchActingProfile(userId, profile);
    notify.success(t.familyBar.switched({ name: managedProfileName(profile) }));
    navigate(PATHS.matches);
  };
}
