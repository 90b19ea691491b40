import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../lib/queryKeys';

export const ACCEPTED_REQUESTS_LIMIT = 50;

/** GET /api/v1/chatrequests?accepted=true: accepted chat requests in either direction (`profile` is the other person). */
export function useAcceptedChatRequests() {
  return useQuery({
    queryKey: queryKeys.acceptedChatRequests,
    queryFn: async ({ signal }) => {
      return api.get('/api/v1/chatrequests', {
        query: { accepted: 'true', limit: ACCEPTED_REQUESTS_LIMIT },
        signal,
      });
    },
    staleTime: 0,
  });
}
