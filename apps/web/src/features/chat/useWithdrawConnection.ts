import type { ChatConnection } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterWithdrawal } from '../../lib/social';

/**
 * Withdraws the acceptance behind a "Say hello" row (decision 28): through the match when there is one,
 * else the accepted chat request; either ends every acceptance between the two.
 */
export function useWithdrawConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (connection: ChatConnection): Promise<void> => {
      if (connection.interest_id) {
        await api.post('/api/v1/interests/{id}/withdraw', { path: { id: connection.interest_id } });
      } else {
        await api.post('/api/v1/chatrequests/{id}/withdraw', {
          path: { id: connection.chat_request_id ?? '' },
        });
      }
    },
    onSettled: (_result, _error, connection) => refreshAfterWithdrawal(queryClient, connection.profile_id),
  });
}
