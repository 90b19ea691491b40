import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { staffKeys } from './staffKeys';
import { numberedPage } from './staffPaging';

/**
 * GET /api/v1/admin/profiles?q=&page=1: the first page of profiles, of every user group, whose name
 * matches `search`.
 */
export function useGroupProfiles(search: string, enabled: boolean) {
  const q = search.trim();
  return useQuery({
    queryKey: staffKeys.groupProfiles(q),
    queryFn: async ({ signal }) =>
      numberedPage(
        await apiRequest('GET', '/api/v1/admin/profiles', { query: { page: 1, q: q || undefined }, signal }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
