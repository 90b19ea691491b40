import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../lib/paths';
import { useIsSignedIn } from '../session';

/** Login and sign-up make no sense when signed in: such members go to the profiles. */
export function VisitorOnly() {
  return useIsSignedIn() ? <Navigate to={PATHS.profiles} replace /> : <Outlet />;
}
