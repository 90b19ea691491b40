import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';

export const INVITES_PAGE_SIZE = 20;

/** GET /api/v1/invites: pending chat requests the member received, from offset 0 (spec 9). */
export function useChatInvites() {
  return useInfiniteQuery({
    queryKey: queryKeys.chatInvites,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/invites', {
        query: { limit: INVITES_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
    staleTime: 0,
  });
}
