import type { ChatRequest } from '@jodi/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { ApiBody } from '../../api/schema';
import { queryKeys } from '../../lib/queryKeys';
import { refreshAfterAcceptance, refreshAfterSocialChange } from '../../lib/social';

export type ChatRequestAnswer = 'accepted' | 'declined';

/**
 * PUT /api/v1/chatrequests/{id} with `{ accepted: true, declined: false }` or
 * `{ accepted: false, declined: true }` (spec 4). An accepted request stays on screen, marked
 * accepted with a way to start the chat; a declined one leaves the list.
 */
export function useAnswerChatRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, answer }: { request: ChatRequest; answer: ChatRequestAnswer }) =>
      api.put('/api/v1/chatrequests/{id}', {
        path: { id: request.id },
        body: { accepted: answer === 'accepted', declined: answer === 'declined' },
      }),
    onSuccess: (_answered, { request, answer }) => {
      if (answer === 'accepted') {
        queryClient.setQueryData<InfiniteData<ApiBody<'/api/v1/invites'>>>(queryKeys.chatInvites, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  data: page.data.map((r) => (r.id === request.id ? { ...r, accepted: true } : r)),
                })),
              }
            : data,
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: queryKeys.chatInvites });
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.chatInvites }),
    onSettled: (_result, error, { request, answer }) =>
      !error && answer === 'accepted'
        ? refreshAfterAcceptance(queryClient, request.profile.id)
        : refreshAfterSocialChange(queryClient, request.profile.id, 'chatRequest'),
  });
}
