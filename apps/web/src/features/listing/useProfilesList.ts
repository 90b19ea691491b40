import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { earlyInitialData } from '../../api/early/initialData';
import type { ApiBody } from '../../api/schema';
import { queryKeys } from '../../lib/queryKeys';
import { useIsSignedIn } from '../../session';
import { buildListQuery, type ListingFilters, type ListingMode, listQuery, nextOffset } from './listingQuery';

/** GET /api/v1/profiles{query}, page by page ('Load more'); visitors call it without a token. */
export function useProfilesList(mode: ListingMode, filters: ListingFilters) {
  const signedIn = useIsSignedIn();
  const filterKey = buildListQuery({ mode, filters, offset: 0 });
  return useInfiniteQuery({
    queryKey: [...queryKeys.profiles, mode, filterKey, signedIn],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/profiles', {
        query: listQuery({ mode, filters, offset: pageParam }),
        signal,
        auth: signedIn,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
    ...earlyInitialData(
      '/api/v1/profiles',
      { auth: signedIn, query: listQuery({ mode, filters, offset: 0 }) },
      (first): InfiniteData<ApiBody<'/api/v1/profiles'>, number> => ({ pages: [first], pageParams: [0] }),
    ),
  });
}
