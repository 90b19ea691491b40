import type { Interest } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { refreshAfterAcceptance } from '../../lib/social';
import { patchViewFlags } from './viewFlags';

/** PUT /api/v1/interests/{id} `{ status: 'accepted' }` (the receiver): the two become a match. */
export function useAcceptInterest(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interestId: string) =>
      http.put<Interest>(`/api/v1/interests/${encodeURIComponent(interestId)}`, { status: 'accepted' }),
    onSuccess: () => {
      patchViewFlags(queryClient, profileId, { i_am_interested: true, profile_interested: true });
      void refreshAfterAcceptance(queryClient, profileId);
    },
  });
}
