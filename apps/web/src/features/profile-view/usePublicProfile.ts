import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { earlyInitialData } from '../../api/early/initialData';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/view/profiles/{pid} (visitors, no token): the limited public profile. */
export function usePublicProfile(pid: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.publicProfile(pid),
    queryFn: ({ signal }) => api.get('/api/v1/view/profiles/{x}', { path: { x: pid }, auth: false, signal }),
    enabled,
    ...earlyInitialData('/api/v1/view/profiles/{x}', { path: { x: pid }, auth: false }, (body) => body.data),
  });
}
