import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterSocialChange } from '../../lib/social';
import { patchViewFlags } from './viewFlags';

/** POST /api/v1/unblock `{ profileId }` → `{ is_blocked }`. */
export function useUnblockProfile(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/v1/unblock', { body: { profileId } }),
    onSuccess: ({ is_blocked }) => {
      patchViewFlags(queryClient, profileId, { is_blocked });
      void refreshAfterSocialChange(queryClient, profileId, 'block');
    },
  });
}
