import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { refreshAfterSocialChange } from '../../lib/social';
import { patchViewFlags } from './viewFlags';

/** DELETE /api/v1/bookmarks/{id}: the API takes the bookmarked profile's id as well as the bookmark's. */
export function useRemoveBookmark(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.delete<{ id: string; deleted: true }>(`/api/v1/bookmarks/${encodeURIComponent(profileId)}`),
    onSuccess: () => {
      patchViewFlags(queryClient, profileId, { is_bookmarked: false });
      void refreshAfterSocialChange(queryClient, profileId, 'bookmark');
    },
  });
}
