import { isTokenFresh } from './token';
import { useSession } from './useSession';

/** True for a member whose token is still fresh right now (guards use it before the route check runs). */
export function useIsSignedIn(): boolean {
  const { token } = useSession();
  return isTokenFresh(token);
}
