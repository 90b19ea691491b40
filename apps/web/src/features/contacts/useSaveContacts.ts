import type { Contact } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshOwnProfile } from '../../lib/profileCompletion';
import { queryKeys } from '../../lib/queryKeys';

/** POST /api/v1/contacts `{ contacts }`: replaces the whole list. */
export function useSaveContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { contacts: Contact[] }) => api.post('/api/v1/contacts', { body }),
    onSuccess: (contacts) => {
      queryClient.setQueryData(queryKeys.contacts, contacts);
      void refreshOwnProfile(queryClient);
    },
  });
}
