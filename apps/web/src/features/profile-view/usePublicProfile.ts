import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import type { Profile } from '../../lib/profile';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/view/profiles/{pid} (visitors, no token): the limited public profile. */
export function usePublicProfile(pid: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.publicProfile(pid),
    queryFn: ({ signal }) =>
      http.get<Profile>(`/api/v1/view/profiles/${encodeURIComponent(pid)}`, { auth: false, signal }),
    enabled,
  });
}
