import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { refreshAfterSocialChange } from '../../lib/social';
import { patchViewFlags } from './viewFlags';

/** POST /api/v1/unblock/ `{ profileId }` → `{ is_blocked }`. */
export function useUnblockProfile(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<{ is_blocked: boolean }>('/api/v1/unblock/', { profileId }),
    onSuccess: ({ is_blocked }) => {
      patchViewFlags(queryClient, profileId, { is_blocked });
      void refreshAfterSocialChange(queryClient, profileId, 'block');
    },
  });
}
