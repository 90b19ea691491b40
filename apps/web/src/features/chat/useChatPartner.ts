import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
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
    queryFn: ({ signal }) => apiRequest('GET', '/api/v1/profiles/{id}', { path: { id: profileId }, signal }),
    select: ({ data }): ChatPartner => ({
      name: data.name,
      lastName: typeof data.lastName === 'string' ? data.lastName : null,
      photo: data.primary_profile_pic ?? data.pics[0]?.url ?? null,
    }),
  });
}
