import type { Photo } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/pics: the member's photos, primary first. */
export function usePhotos() {
  return useQuery({
    queryKey: queryKeys.photos,
    queryFn: ({ signal }) => http.get<Photo[]>('/api/v1/pics', { signal }),
  });
}
