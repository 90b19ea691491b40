import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterSocialChange } from '../../lib/social';

/** POST /api/v1/unblock `{ profileId }` → `{ is_blocked }`. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => api.post('/api/v1/unblock', { body: { profileId } }),
    onSuccess: (_result, profileId) => refreshAfterSocialChange(queryClient, profileId, 'block'),
  });
}
