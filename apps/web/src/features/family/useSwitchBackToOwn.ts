import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../session';
import { switchActingProfile } from './switchActingProfile';

/** Goes back to acting for the account's own profile, and shows its matches. */
export function useSwitchBackToOwn() {
  const navigate = useNavigate();
  const { userId } = useSession();
  return () => {
    if (!userId) return;
    switchActingProfile(userId, null);
    navigate(PATHS.matches);
  };
}
