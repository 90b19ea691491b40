import type { ChatRequest } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterWithdrawal } from '../../lib/social';

/** POST /api/v1/chatrequests/{id}/withdraw: either member withdraws an accepted request (decision 28). */
export function useWithdrawChatRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChatRequest) =>
      api.post('/api/v1/chatrequests/{id}/withdraw', { path: { id: request.id } }),
    onSettled: (_result, _error, request) => refreshAfterWithdrawal(queryClient, request.profile.id),
  });
}
