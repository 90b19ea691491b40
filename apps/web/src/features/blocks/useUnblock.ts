import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { refreshAfterSocialChange } from '../../lib/social';

/** POST /api/v1/unblock/ `{ profileId }` → `{ is_blocked }`. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => http.post<{ is_blocked: boolean }>('/api/v1/unblock/', { profileId }),
    onSuccess: (_result, profileId) => refreshAfterSocialChange(queryClient, profileId, 'block'),
  });
}
