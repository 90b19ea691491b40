import { useLocation } from 'react-router';
import { PATHS } from '../lib/paths';
import { isTokenFresh } from './token';
import { useSession } from './useSession';

/**
 * True while calls that need the member's session may be made: the token is still fresh, and the
 * screen is not /logout, where the session is being ended (a call racing the sign-out would come
 * back 401). Visitors, an expired token and /logout make none.
 */
export function useMemberCallsAllowed(): boolean {
  const { token } = useSession();
  const { pathname } = useLocation();
  return isTokenFresh(token) && pathname !== PATHS.logout;
}
