import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { authApi } from './auth.api';

/**
 * "Sign out of all devices": the server ends every session of the account and closes its open
 * sockets, then this tab logs out. When the call fails nothing is ended, so the member stays signed
 * in here and is told to try again.
 */
export function useSignOutEverywhere() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => authApi.signOutEverywhere(),
    onSuccess: () => navigate(PATHS.logout, { replace: true }),
    onError: () => notify.error(t.avatarMenu.signOutEverywhereFailed),
  });
}
