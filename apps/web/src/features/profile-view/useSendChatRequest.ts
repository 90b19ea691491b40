import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterSocialChange } from '../../lib/social';
import { patchViewFlags } from './viewFlags';

/** POST /api/v1/chatrequests `{ to, accepted: false, declined: false }`: 201; 409 when already sent. */
export function useSendChatRequest(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/api/v1/chatrequests', { body: { to: profileId, accepted: false, declined: false } }),
    onSuccess: () => {
      patchViewFlags(queryClient, profileId, { is_chat_requested: true });
      void refreshAfterSocialChange(queryClient, profileId, 'chatRequest');
    },
    onError: () => void refreshAfterSocialChange(queryClient, profileId, 'chatRequest'),
  });
}
