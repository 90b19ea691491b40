import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { refreshAfterSocialChange } from '../../lib/social';
import { patchViewFlags } from './viewFlags';

/** DELETE /api/v1/bookmarks/{id}: the API takes the bookmarked profile's id as well as the bookmark's. */
export function useRemoveBookmark(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/v1/bookmarks/{id}', { path: { id: profileId } }),
    onSuccess: () => {
      patchViewFlags(queryClient, profileId, { is_bookmarked: false });
      void refreshAfterSocialChange(queryClient, profileId, 'bookmark');
    },
  });
}
