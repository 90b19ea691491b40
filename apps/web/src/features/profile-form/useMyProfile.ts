import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/myprofile: the member's own profile (owner view). */
export function useMyProfile() {
  return useQuery({
    queryKey: queryKeys.myProfile,
    queryFn: ({ signal }) => api.get('/api/v1/myprofile', { signal }),
    staleTime: 0,
  });
}
