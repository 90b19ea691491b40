import type { Gender, ProfileCard } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/gender/?gender=&pid= (members): up to six profiles like this one. */
export function useSimilarProfiles(gender: Gender | null, id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.similarProfiles(gender ?? '', id),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ gender: gender ?? '', pid: id });
      return http.get<ProfileCard[]>(`/api/v1/gender/?${query.toString()}`, { signal });
    },
    enabled: enabled && gender !== null,
    retry: false,
  });
}
