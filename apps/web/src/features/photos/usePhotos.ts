import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/v1/pics: the member's photos, primary first. */
export function usePhotos() {
  return useQuery({
    queryKey: queryKeys.photos,
    queryFn: ({ signal }) => api.get('/api/v1/pics', { signal }),
  });
}
