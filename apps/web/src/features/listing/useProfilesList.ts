import type { ProfileCard } from '@jodi/contract';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { earlyInitialData } from '../../api/early/initialData';
import { type Envelope, request } from '../../api/http';
import { queryKeys } from '../../lib/queryKeys';
import { useIsSignedIn } from '../../session';
import {
  buildListQuery,
  type ListingFilters,
  type ListingMode,
  nextOffset,
  profilesListPath,
} from './listingQuery';

/** GET /api/v1/profiles{query}, page by page ('Load more'); visitors call it without a token. */
export function useProfilesList(mode: ListingMode, filters: ListingFilters) {
  const signedIn = useIsSignedIn();
  const filterKey = buildListQuery({ mode, filters, offset: 0 });
  return useInfiniteQuery({
    queryKey: [...queryKeys.profiles, mode, filterKey, signedIn],
    queryFn: ({ pageParam, signal }) =>
      request<ProfileCard[]>('GET', profilesListPath({ mode, filters, offset: pageParam }), {
        signal,
        auth: signedIn,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
    ...earlyInitialData<ProfileCard[], InfiniteData<Envelope<ProfileCard[]>, number>>(
      profilesListPath({ mode, filters, offset: 0 }),
      { auth: signedIn },
      (first) => ({ pages: [first], pageParams: [0] }),
    ),
  });
}
