import type { ChatRequest } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { refreshAfterSocialChange } from '../../lib/social';
import { patchViewFlags } from './viewFlags';

/** POST /api/v1/chatrequests `{ to, accepted: false, declined: false }`: 201; 409 when already sent. */
export function useSendChatRequest(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.post<ChatRequest>('/api/v1/chatrequests', { to: profileId, accepted: false, declined: false }),
    onSuccess: () => {
      patchViewFlags(queryClient, profileId, { is_chat_requested: true });
      void refreshAfterSocialChange(queryClient, profileId, 'chatRequest');
    },
    onError: () => void refreshAfterSocialChange(queryClient, profileId, 'chatRequest'),
  });
}
