import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterSocialChange } from '../../lib/social';
import { patchViewFlags } from './viewFlags';

/** POST /api/v1/bookmarks `{ bookmark: { to } }`: 201 new, 200 when already saved. */
export function useSaveProfile(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/v1/bookmarks', { body: { bookmark: { to: profileId } } }),
    onSuccess: () => {
      patchViewFlags(queryClient, profileId, { is_bookmarked: true });
      void refreshAfterSocialChange(queryClient, profileId, 'bookmark');
    },
  });
}
