import { useQuery } from '@tanstack/react-query';
import { hasCode } from '../../api/ApiError';
import { api } from '../../api/client';
import { contentKeys } from './contentKeys';

/** GET /api/v1/blog/{id} (no token): one published post; a 404 is not tried again. */
export function useBlog(id: string) {
  return useQuery({
    queryKey: contentKeys.blog(id),
    queryFn: ({ signal }) => api.get('/api/v1/blog/{id}', { path: { id }, auth: false, signal }),
    retry: (failures, error) => !hasCode(error, 'BLOG_POST_NOT_FOUND') && failures < 1,
  });
}
