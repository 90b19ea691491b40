import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Data } from '../api/schema';
import { useIsSignedIn } from '../session';
import { queryKeys } from './queryKeys';

/** GET /api/v1/profile_completion: what the own profile lacks, and its score. */
export type ProfileCompletion = Data<'/api/v1/profile_completion'>;

/** The signed-in member's completion and profile score; nothing for visitors. */
export function useProfileCompletion() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: queryKeys.profileCompletion,
    queryFn: () => api.get('/api/v1/profile_completion'),
    enabled: signedIn,
    retry: false,
  });
}

/**
 * After the member changed their profile, photos, video or contacts: refetch what depends on it
 * (the own profile, the score in the top bar, the session's name and picture).
 */
export function refreshOwnProfile(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.myProfile }),
    queryClient.invalidateQueries({ queryKey: queryKeys.profileCompletion }),
    queryClient.invalidateQueries({ queryKey: queryKeys.sessionUser }),
  ]).then(() => undefined);
}
