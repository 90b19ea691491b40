import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../api/client';
import { nextOffset } from '../../../lib/paging';
import { contentKeys } from '../contentKeys';

const PAGE_SIZE = 50;

/** Staff: GET /api/v1/admin/blogs, drafts too, newest first, page by page. */
export function useStaffBlogs() {
  return useInfiniteQuery({
    queryKey: contentKeys.adminBlogs,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/admin/blogs', { query: { limit: PAGE_SIZE, offset: pageParam }, signal }),
    getNextPageParam: (last) => nextOffset(last.meta),
    select: (data) => data.pages.flatMap((page) => page.data ?? []),
  });
}

/** Staff: GET /api/v1/admin/blogs/{id}, the whole post with its Markdown, for editing. */
export function useStaffBlog(id: string | null) {
  return useQuery({
    queryKey: [...contentKeys.adminBlogs, 'post', id],
    queryFn:
      id === null ? skipToken : ({ signal }) => api.get('/api/v1/admin/blogs/{id}', { path: { id }, signal }),
  });
}

/** Both the staff list and the public blog show posts: a change refreshes both. */
function useRefreshBlogs() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.adminBlogs });
    void queryClient.invalidateQueries({ queryKey: contentKeys.blogs });
  };
}

/** Staff: POST /api/v1/admin/blogs (new) or PUT /api/v1/admin/blogs/{id}, multipart with the cover `image`. */
export function useSaveBlog() {
  const refresh = useRefreshBlogs();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: FormData }) =>
      id
        ? api.put('/api/v1/admin/blogs/{id}', { path: { id }, body: form })
        : api.post('/api/v1/admin/blogs', { body: form }),
    onSuccess: refresh,
  });
}

/** Staff: DELETE /api/v1/admin/blogs/{id}. */
export function useDeleteBlog() {
  const refresh = useRefreshBlogs();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/v1/admin/blogs/{id}', { path: { id } }),
    onSuccess: refresh,
  });
}
