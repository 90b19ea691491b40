import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshOwnProfile } from '../../lib/profileCompletion';
import { queryKeys } from '../../lib/queryKeys';

/** PUT /api/v1/set/profile/pic `{ id }`: answers the photos with the new primary first. */
export function useSetPrimaryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put('/api/v1/set/profile/pic', { body: { id } }),
    onSuccess: (photos) => {
      queryClient.setQueryData(queryKeys.photos, photos);
      void refreshOwnProfile(queryClient);
    },
  });
}
