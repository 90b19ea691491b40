import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { earlyInitialData } from '../../api/early/initialData';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/profiles/{id} (members): the profile plus completion and the interaction flags. */
export function useProfileView(id: string | null) {
  return useQuery({
    queryKey: queryKeys.profileView(id ?? ''),
    queryFn: ({ signal }) => apiRequest('GET', '/api/v1/profiles/{id}', { path: { id: id ?? '' }, signal }),
    enabled: id !== null,
    ...earlyInitialData('/api/v1/profiles/{id}', { path: { id: id ?? '' } }, (body) => body),
  });
}
