import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshOwnProfile } from '../../lib/profileCompletion';
import { queryKeys } from '../../lib/queryKeys';

/** DELETE /api/v1/pics/{id}: answers the remaining photos. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/v1/pics/{id}', { path: { id } }),
    onSuccess: (photos) => {
      queryClient.setQueryData(queryKeys.photos, photos);
      void refreshOwnProfile(queryClient);
    },
  });
}
