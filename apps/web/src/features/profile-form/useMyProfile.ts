import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import type { Profile } from '../../lib/profile';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/myprofile: the member's own profile (owner view). */
export function useMyProfile() {
  return useQuery({
    queryKey: queryKeys.myProfile,
    queryFn: ({ signal }) => http.get<Profile>('/api/v1/myprofile', { signal }),
    staleTime: 0,
  });
}
