import type { Interest } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterWithdrawal } from '../../lib/social';

/** POST /api/v1/interests/{id}/withdraw: either member of a match withdraws it (decision 28). */
export function useWithdrawInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interest: Interest) =>
      api.post('/api/v1/interests/{id}/withdraw', { path: { id: interest.id } }),
    onSettled: (_result, _error, interest) => refreshAfterWithdrawal(queryClient, interest.profile.id),
  });
}
