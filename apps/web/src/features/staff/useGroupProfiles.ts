import type { GroupProfile } from '@jodi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffKeys } from './staffKeys';
import { fetchNumberedPage } from './staffPaging';

/**
 * GET /api/v1/admin/profiles?q=&page=1: the first page of profiles, of every user group, whose name
 * matches `search`.
 */
export function useGroupProfiles(search: string, enabled: boolean) {
  const params = new URLSearchParams({ page: '1' });
  const q = search.trim();
  if (q) params.set('q', q);
  return useQuery({
    queryKey: staffKeys.groupProfiles(q),
    queryFn: ({ signal }) => fetchNumberedPage<GroupProfile>(`/api/v1/admin/profiles?${params}`, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
