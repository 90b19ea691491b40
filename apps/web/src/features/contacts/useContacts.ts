import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/contacts: the member's own contacts. */
export function useContacts() {
  return useQuery({
    queryKey: queryKeys.contacts,
    queryFn: ({ signal }) => api.get('/api/v1/contacts', { signal }),
    staleTime: 0,
  });
}
