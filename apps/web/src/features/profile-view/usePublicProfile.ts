import { useQuery } from '@tanstack/react-query';
import { earlyInitialData } from '../../api/early/initialData';
import { http } from '../../api/http';
import type { Profile } from '../../lib/profile';
import { queryKeys } from '../../lib/queryKeys';
import { publicProfileApiPath } from './profileRequests';

/** GET /api/v1/view/profiles/{pid} (visitors, no token): the limited public profile. */
export function usePublicProfile(pid: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.publicProfile(pid),
    queryFn: ({ signal }) => http.get<Profile>(publicProfileApiPath(pid), { auth: false, signal }),
    enabled,
    ...earlyInitialData<Profile, Profile>(
      publicProfileApiPath(pid),
      { auth: false },
      (envelope) => envelope.data,
    ),
  });
}
