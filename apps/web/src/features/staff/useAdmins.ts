import type { Admin } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { staffKeys } from './staffKeys';

/** GET /api/v1/admins: the staff accounts a call log can be assigned to. */
export function useAdmins() {
  return useQuery({
    queryKey: staffKeys.admins,
    queryFn: ({ signal }) => api.get('/api/v1/admins', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** How an admin reads in a dropdown or the table: the name, else the e-mail. */
export function adminLabel(admin: Admin): string {
  return admin.name?.trim() || admin.email;
}
