import type { InterestType } from '@jodi/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';

export const INTERESTS_PAGE_SIZE = 24;

/** GET /api/v1/interests?type=sent|received|matched, page by page ('Load more'). */
export function useInterests(type: InterestType) {
  return useInfiniteQuery({
    queryKey: queryKeys.interestList(type),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/interests', {
        query: { type, limit: INTERESTS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
  });
}
