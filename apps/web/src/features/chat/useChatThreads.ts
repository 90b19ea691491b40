import type { ChatThread } from '@jodi/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../api/http';
import { nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';

export const THREADS_PAGE_SIZE = 20;

/** GET /api/v1/chat/threads?limit&offset: one row per partner, newest conversation first ('Load more'). */
export function useChatThreads() {
  return useInfiniteQuery({
    queryKey: queryKeys.chatThreads,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(THREADS_PAGE_SIZE), offset: String(pageParam) });
      return request<ChatThread[]>('GET', `/api/v1/chat/threads?${query.toString()}`, { signal });
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
    staleTime: 0,
  });
}
