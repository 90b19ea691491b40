import type { ProfileInput } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshOwnProfile } from '../../lib/profileCompletion';
import { queryKeys } from '../../lib/queryKeys';

/** PUT /api/v1/profiles/{id} with `{ id, profile }`: a partial update of the own profile. */
export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileInput) =>
      api.put('/api/v1/profiles/{id}', { path: { id }, body: { id, profile } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.myProfile, updated);
      void refreshOwnProfile(queryClient);
    },
  });
}
