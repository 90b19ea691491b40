import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '../lib/paths';
import { useIsSignedIn, useSession } from '../session';

/** Screens for signed-in members: visitors go to /login. `staff` screens also need the admin flag. */
export function RequireMember({ staff = false }: { staff?: boolean }) {
  const signedIn = useIsSignedIn();
  const { isAdmin } = useSession();
  const location = useLocation();
  if (!signedIn) return <Navigate to={PATHS.login} replace state={{ from: location.pathname }} />;
  if (staff && !isAdmin) return <Navigate to={PATHS.profiles} replace />;
  return <Outlet />;
}
