import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { http } from '../../api/http';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';

/** DELETE /api/v1/delete/profile, then spec 8's 'Account Deleted' notice and /logout. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => http.delete<{ deleted: true }>('/api/v1/delete/profile'),
    onSuccess: () => {
      notify.success(t.deleteAccount.deletedText, { title: t.deleteAccount.deletedTitle });
      navigate(PATHS.logout, { replace: true });
    },
    onError: () => notify.error(t.deleteAccount.failed),
  });
}
