import type { Trail } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { staffKeys } from './staffKeys';

/** GET /api/v1/trails?pid=: a profile's notes and events, newest first. */
export function useTrail(pid: string) {
  return useQuery({
    queryKey: staffKeys.trail(pid),
    queryFn: ({ signal }) => http.get<Trail[]>(`/api/v1/trails?pid=${encodeURIComponent(pid)}`, { signal }),
  });
}
