import type { Interest, InterestType } from '@jodi/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../api/http';
import { nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';

export const INTERESTS_PAGE_SIZE = 24;

/** GET /api/v1/interests?type=sent|received|matched, page by page ('Load more'). */
export function useInterests(type: InterestType) {
  return useInfiniteQuery({
    queryKey: queryKeys.interestList(type),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        type,
        limit: String(INTERESTS_PAGE_SIZE),
        offset: String(pageParam),
      });
      return request<Interest[]>('GET', `/api/v1/interests?${query.toString()}`, { signal });
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
  });
}
