import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { useSession } from '../../session';
import { authApi } from './auth.api';

/** How long logout waits for the server before forgetting the token anyway. */
const SIGN_OUT_WAIT_MS = 3000;

/**
 * /logout: ends the session on the server, then forgets it and every cached answer here and shows
 * the login. Without network, or when the server refuses, the local keys are cleared all the same.
 */
export function LogoutPage() {
  usePageMeta(t.pages.logout.title, t.pages.logout.description);
  const { token, logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Once per visit: the logout below clears `token`, which must not start a second round.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => {
      logout();
      queryClient.clear();
      navigate(PATHS.login, { replace: true });
    };
    if (!token) {
      finish();
      return;
    }
    authApi.signOut(AbortSignal.timeout(SIGN_OUT_WAIT_MS)).then(finish, finish);
  }, [token, logout, queryClient, navigate]);
  return <CenteredLoader />;
}
