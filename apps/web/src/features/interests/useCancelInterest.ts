import type { Interest } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterSocialChange } from '../../lib/social';

/** DELETE /api/v1/interests/{id}: the sender cancels a pending interest (answered ones: 409). */
export function useCancelInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interest: Interest) => api.delete('/api/v1/interests/{id}', { path: { id: interest.id } }),
    onSettled: (_result, _error, interest) =>
      refreshAfterSocialChange(queryClient, interest.profile.id, 'interest'),
  });
}
