import { useQuery } from '@tanstack/react-query';
import { earlyInitialData } from '../../api/early/initialData';
import { request } from '../../api/http';
import type { Profile, ProfileViewResponse } from '../../lib/profile';
import { queryKeys } from '../../lib/queryKeys';
import { memberProfileApiPath } from './profileRequests';

/** GET /api/v1/profiles/{id} (members): the profile plus completion and the interaction flags. */
export function useProfileView(id: string | null) {
  return useQuery({
    queryKey: queryKeys.profileView(id ?? ''),
    queryFn: async ({ signal }) =>
      (await request<Profile>('GET', memberProfileApiPath(id ?? ''), {
        signal,
      })) as unknown as ProfileViewResponse,
    enabled: id !== null,
    ...earlyInitialData<Profile, ProfileViewResponse>(
      memberProfileApiPath(id ?? ''),
      {},
      (envelope) => envelope as unknown as ProfileViewResponse,
    ),
  });
}
