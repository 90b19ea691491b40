import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Data } from '../../api/schema';
import { queryKeys } from '../../lib/queryKeys';

/** The member's video introduction: its URL, type, size and poster frame (null before posters were made). */
export type VideoIntro = NonNullable<Data<'/api/v1/videointro'>>;

/** GET /api/v1/videointro: the member's video introduction, or null. */
export function useVideoIntro() {
  return useQuery({
    queryKey: queryKeys.videoIntro,
    queryFn: async ({ signal }) => (await api.get('/api/v1/videointro', { signal })) ?? null,
  });
}
