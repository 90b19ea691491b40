import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';

/**
 * DELETE /api/v1/delete/profile with the password when one is given (the server also accepts a
 * sign-in within the last 15 minutes), then spec 8's 'Account Deleted' notice and /logout. A
 * refusal rejects with the server's message, which the dialog shows.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password?: string) =>
      api.delete('/api/v1/delete/profile', password ? { body: { password } } : undefined),
    onSuccess: () => {
      notify.success(t.deleteAccount.deletedText, { title: t.deleteAccount.deletedTitle });
      navigate(PATHS.logout, { replace: true });
    },
  });
}
