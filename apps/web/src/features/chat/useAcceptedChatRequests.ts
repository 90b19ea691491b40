import type { ChatRequest } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/http';
import { queryKeys } from '../../lib/queryKeys';

export const ACCEPTED_REQUESTS_LIMIT = 50;

/** GET /api/v1/chatrequests?accepted=true: accepted chat requests in either direction (`profile` is the other person). */
export function useAcceptedChatRequests() {
  return useQuery({
    queryKey: queryKeys.acceptedChatRequests,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ accepted: 'true', limit: String(ACCEPTED_REQUESTS_LIMIT) });
      const page = await request<ChatRequest[]>('GET', `/api/v1/chatrequests?${query.toString()}`, {
        signal,
      });
      return page.data;
    },
    staleTime: 0,
  });
}
