import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeys } from '../../lib/queryKeys';

export interface VideoIntro {
  url: string;
  mime: string;
  size: number;
  /** A JPEG of one of its frames; null for a video stored before posters were made. */
  poster_url: string | null;
}

/** GET /api/v1/videointro: the member's video introduction, or null. */
export function useVideoIntro() {
  return useQuery({
    queryKey: queryKeys.videoIntro,
    queryFn: async ({ signal }) =>
      (await http.get<VideoIntro | null>('/api/v1/videointro', { signal })) ?? null,
  });
}
