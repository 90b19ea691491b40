import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/http';
import type { Profile, ProfileViewResponse } from '../../lib/profile';
import { queryKeys } from '../../lib/queryKeys';

export interface ChatPartner {
  name: string | null;
  lastName: string | null;
  photo: string | null;
}

/**
 * The conversation partner's name and photo for the header: GET /api/v1/profiles/{id}, under the
 * profile view's own key (the same answer), so opening their profile from here shows at once.
 */
export function useChatPartner(profileId: string) {
  return useQuery({
    queryKey: queryKeys.profileView(profileId),
    queryFn: async ({ signal }) =>
      (await request<Profile>('GET', `/api/v1/profiles/${encodeURIComponent(profileId)}`, {
        signal,
      })) as unknown as ProfileViewResponse,
    select: ({ data }): ChatPartner => ({
      name: data.name,
      lastName: typeof data.lastName === 'string' ? data.lastName : null,
      photo: data.primary_profile_pic ?? data.pics[0]?.url ?? null,
    }),
  });
}
