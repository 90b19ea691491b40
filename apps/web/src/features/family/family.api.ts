import type { FamilyInviteInput } from '@jodi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { familyQueryKeys } from './familyQueryKeys';

/** Who manages the member's own profile, and the invitations still open (GET /api/v1/family). */
export function useFamily() {
  return useQuery({
    queryKey: familyQueryKeys.family,
    queryFn: ({ signal }) => api.get('/api/v1/family', { signal }),
  });
}

/** Every change to the family is shown at once: the list is read again. */
function useFamilyChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyQueryKeys.family }),
  });
}

/** The owner invites a relative by e-mail (POST /api/v1/family/invites). */
export const useInviteRelative = () =>
  useFamilyChange((body: FamilyInviteInput) => api.post('/api/v1/family/invites', { body }));

/** The owner cancels an invitation not yet accepted (DELETE /api/v1/family/invites/{id}). */
export const useCancelInvite = () =>
  useFamilyChange((id: string) => api.delete('/api/v1/family/invites/{id}', { path: { id } }));

/** The owner removes a relative, at once (DELETE /api/v1/family/{user_id}). */
export const useRemoveRelative = () =>
  useFamilyChange((userId: string) => api.delete('/api/v1/family/{user_id}', { path: { user_id: userId } }));

/** The signed-in account accepts an invitation (POST /api/v1/family/invites/{token}/accept). */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string | undefined) =>
      api.post('/api/v1/family/invites/{token}/accept', { path: { token }, body: name ? { name } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryKeys.managedProfiles }),
  });
}
