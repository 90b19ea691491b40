import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';

export const CONNECTIONS_PAGE_SIZE = 20;

/** Under the threads' key, so whatever refreshes the chat list (a message, an acceptance) refreshes these too. */
export const chatConnectionsKey = [...queryKeys.chatThreads, 'connections'] as const;

/**
 * GET /api/v1/chat/connections: matches and accepted chat requests (either way) with no
 * message yet, newest acceptance first ('Load more').
 */
export function useChatConnections() {
  return useInfiniteQuery({
    queryKey: chatConnectionsKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/chat/connections', {
        query: { limit: CONNECTIONS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
    staleTime: 0,
  });
}
