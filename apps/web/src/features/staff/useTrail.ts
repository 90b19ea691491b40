import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { staffKeys } from './staffKeys';

/** GET /api/v1/trails?pid=: a profile's notes and events, newest first. */
export function useTrail(pid: string) {
  return useQuery({
    queryKey: staffKeys.trail(pid),
    queryFn: ({ signal }) => api.get('/api/v1/trails', { query: { pid }, signal }),
  });
}
