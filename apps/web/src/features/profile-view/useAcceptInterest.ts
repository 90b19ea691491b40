import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterAcceptance } from '../../lib/social';
import { patchViewFlags } from './viewFlags';

/** PUT /api/v1/interests/{id} `{ status: 'accepted' }` (the receiver): the two become a match. */
export function useAcceptInterest(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interestId: string) =>
      api.put('/api/v1/interests/{id}', { path: { id: interestId }, body: { status: 'accepted' } }),
    onSuccess: () => {
      patchViewFlags(queryClient, profileId, { i_am_interested: true, profile_interested: true });
      void refreshAfterAcceptance(queryClient, profileId);
    },
  });
}
