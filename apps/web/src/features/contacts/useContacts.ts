import type { Contact } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/contacts: the member's own contacts. */
export function useContacts() {
  return useQuery({
    queryKey: queryKeys.contacts,
    queryFn: ({ signal }) => http.get<Contact[]>('/api/v1/contacts', { signal }),
    staleTime: 0,
  });
}
