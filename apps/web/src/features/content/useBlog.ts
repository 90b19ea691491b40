import type { Blog } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/ApiError';
import { http } from '../../api/http';
import { contentKeys } from './contentKeys';

/** GET /api/v1/blog/{id} (no token): one published post; a 404 is not tried again. */
export function useBlog(id: string) {
  return useQuery({
    queryKey: contentKeys.blog(id),
    queryFn: ({ signal }) =>
      http.get<Blog>(`/api/v1/blog/${encodeURIComponent(id)}`, { auth: false, signal }),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}
