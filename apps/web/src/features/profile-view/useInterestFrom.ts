import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../lib/queryKeys';

/** The API's largest page: enough to find one sender among the member's pending interests. */
const RECEIVED_LIMIT = 100;

/**
 * GET /api/v1/interests?type=received: the pending interest this profile sent the member, if any,
 * so the profile view can offer to accept it. Null when there is none (or it is no longer pending).
 */
export function useInterestFrom(profileId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.interestFrom(profileId),
    queryFn: async ({ signal }) => {
      const received = await api.get('/api/v1/interests', {
        query: { type: 'received', limit: RECEIVED_LIMIT, offset: 0 },
        signal,
      });
      return (
        received.find((interest) => interest.from === profileId && interest.status === 'pending') ?? null
      );
    },
    enabled,
    retry: false,
  });
}
