import type { QueryClient } from '@tanstack/react-query';
import type { ProfileViewResponse } from '../../lib/profile';
import { queryKeys } from '../../lib/queryKeys';

export type ViewFlags = Pick<
  ProfileViewResponse,
  'is_bookmarked' | 'is_blocked' | 'is_chat_requested' | 'i_am_interested' | 'profile_interested'
>;

/**
 * Sets flags of the cached profile view at once after a call succeeded, so a button hides without
 * waiting for the refetch that follows (which then confirms what the server holds).
 */
export function patchViewFlags(queryClient: QueryClient, profileId: string, patch: Partial<ViewFlags>): void {
  queryClient.setQueryData<ProfileViewResponse>(queryKeys.profileView(profileId), (view) =>
    view ? { ...view, ...patch } : view,
  );
}
