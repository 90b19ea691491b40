import type { Interest } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterAcceptance, refreshAfterSocialChange } from '../../lib/social';

export type InterestAnswer = 'accepted' | 'declined';

/** PUT /api/v1/interests/{id} `{ status }`: the receiver accepts (a match) or declines. */
export function useAnswerInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interest, status }: { interest: Interest; status: InterestAnswer }) =>
      api.put('/api/v1/interests/{id}', { path: { id: interest.id }, body: { status } }),
    onSettled: (_result, error, { interest, status }) =>
      !error && status === 'accepted'
        ? refreshAfterAcceptance(queryClient, interest.profile.id)
        : refreshAfterSocialChange(queryClient, interest.profile.id, 'interest'),
  });
}
