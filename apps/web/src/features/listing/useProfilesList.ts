import type { ProfileCard } from '@jodi/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../api/http';
import { queryKeys } from '../../lib/queryKeys';
import { useIsSignedIn } from '../../session';
import { buildListQuery, type ListingFilters, type ListingMode, nextOffset } from './listingQuery';

/** GET /api/v1/profiles{query}, page by page ('Load more'); visitors call it without a token. */
export function useProfilesList(mode: ListingMode, filters: ListingFilters) {
  const signedIn = useIsSignedIn();
  const filterKey = buildListQuery({ mode, filters, offset: 0 });
  return useInfiniteQuery({
    queryKey: [...queryKeys.profiles, mode, filterKey, signedIn],
    queryFn: ({ pageParam, signal }) =>
      request<ProfileCard[]>(
        'GET',
        `/api/v1/profiles${buildListQuery({ mode, filters, offset: pageParam })}`,
        {
          signal,
          auth: signedIn,
        },
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
  });
}
