import type { ProfileInput } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import type { Profile } from '../../lib/profile';
import { refreshOwnProfile } from '../../lib/profileCompletion';
import { queryKeys } from '../../lib/queryKeys';

/** PUT /api/v1/profiles/{id}/ with `{ id, profile }`: a partial update of the own profile. */
export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileInput) =>
      http.put<Profile>(`/api/v1/profiles/${encodeURIComponent(id)}/`, { id, profile }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.myProfile, updated);
      void refreshOwnProfile(queryClient);
    },
  });
}
