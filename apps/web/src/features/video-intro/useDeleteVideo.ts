import { VIDEO_INTRO_FIXED_ID } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshOwnProfile } from '../../lib/profileCompletion';
import { queryKeys } from '../../lib/queryKeys';

/** DELETE /api/v1/videointro/1 (spec 9: the single video is deleted by the fixed id 1). */
export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/v1/videointro/{id}', { path: { id: String(VIDEO_INTRO_FIXED_ID) } }),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.videoIntro, null);
      void refreshOwnProfile(queryClient);
    },
  });
}
