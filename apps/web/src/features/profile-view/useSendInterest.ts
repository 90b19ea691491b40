import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterSocialChange } from '../../lib/social';
import { patchViewFlags } from './viewFlags';

/**
 * POST /api/v1/interests `{ to }`: 201 sent; 200 with `matched: true` when their interest in the
 * member was pending (it is accepted: a match); 424 when already sent.
 */
export function useSendInterest(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/v1/interests', { body: { to: profileId } }),
    onSuccess: (interest) => {
      patchViewFlags(queryClient, profileId, {
        i_am_interested: true,
        ...(interest.matched ? { profile_interested: true } : {}),
      });
      void refreshAfterSocialChange(queryClient, profileId, 'interest');
    },
    onError: () => void refreshAfterSocialChange(queryClient, profileId, 'interest'),
  });
}
