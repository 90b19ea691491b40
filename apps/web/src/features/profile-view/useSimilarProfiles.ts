import type { Gender } from '@jodi/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/gender?gender=&pid= (members): up to six profiles like this one. */
export function useSimilarProfiles(gender: Gender | null, id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.similarProfiles(gender ?? '', id),
    // Without a gender there is nothing to ask (the API needs one).
    queryFn:
      gender === null
        ? skipToken
        : ({ signal }) => api.get('/api/v1/gender', { query: { gender, pid: id }, signal }),
    enabled,
    retry: false,
  });
}
