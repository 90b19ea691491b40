import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';

export const BLOCKS_PAGE_SIZE = 24;

/** GET /api/v1/blocks: the profiles the member blocked, newest first, page by page. */
export function useBlocks() {
  return useInfiniteQuery({
    queryKey: queryKeys.blocks,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/blocks', { query: { limit: BLOCKS_PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
  });
}
