import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { staffKeys } from './staffKeys';

/** GET /api/v1/admin/desk: what waits for staff today (counts only). */
export function useStaffDesk() {
  return useQuery({
    queryKey: staffKeys.desk,
    queryFn: ({ signal }) => api.get('/api/v1/admin/desk', { signal }),
    staleTime: 30_000,
  });
}
