import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { useSession } from '../../session';

/** /logout: forget the session and every cached answer, then show the login. */
export function LogoutPage() {
  usePageMeta(t.pages.logout.title, t.pages.logout.description);
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    queryClient.clear();
    navigate(PATHS.login, { replace: true });
  }, [logout, queryClient, navigate]);
  return <CenteredLoader />;
}
