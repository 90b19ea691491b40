import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../lib/paths';
import { useIsSignedIn } from '../session';

/**
 * Login and sign-up make no sense when signed in: members who open them go to the profiles. Only
 * on arrival: a sign-in or sign-up made here chooses its own next screen (sign-up's guided start).
 */
export function VisitorOnly() {
  const signedIn = useIsSignedIn();
  const [signedInOnArrival] = useState(signedIn);
  return signedInOnArrival ? <Navigate to={PATHS.profiles} replace /> : <Outlet />;
}
