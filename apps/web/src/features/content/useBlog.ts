import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/ApiError';
import { api } from '../../api/client';
import { contentKeys } from './contentKeys';

/** GET /api/v1/blog/{id} (no token): one published post; a 404 is not tried again. */
export function useBlog(id: string) {
  return useQuery({
    queryKey: contentKeys.blog(id),
    queryFn: ({ signal }) => api.get('/api/v1/blog/{id}', { path: { id }, auth: false, signal }),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}
