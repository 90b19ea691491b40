import type { Photo } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { refreshOwnProfile } from '../../lib/profileCompletion';
import { queryKeys } from '../../lib/queryKeys';

/** DELETE /api/v1/pics/{id}: answers the remaining photos. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<Photo[]>(`/api/v1/pics/${encodeURIComponent(id)}`),
    onSuccess: (photos) => {
      queryClient.setQueryData(queryKeys.photos, photos);
      void refreshOwnProfile(queryClient);
    },
  });
}
