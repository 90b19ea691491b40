import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';

export const THREADS_PAGE_SIZE = 20;

/** GET /api/v1/chat/threads?limit&offset: one row per partner, newest conversation first ('Load more'). */
export function useChatThreads() {
  return useInfiniteQuery({
    queryKey: queryKeys.chatThreads,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/chat/threads', {
        query: { limit: THREADS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
    staleTime: 0,
  });
}
