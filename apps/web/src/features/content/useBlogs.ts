import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { nextOffset } from '../../lib/paging';
import { contentKeys } from './contentKeys';

/** Posts per page of /blogs: three rows of three cards on a wide screen. */
export const BLOGS_PAGE_SIZE = 9;

/** GET /api/v1/blogs?limit=&offset= (no token): published posts, newest first, a page at a time. */
export function useBlogs() {
  return useInfiniteQuery({
    queryKey: contentKeys.blogs,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/blogs', {
        query: { limit: BLOGS_PAGE_SIZE, offset: pageParam },
        auth: false,
        signal,
      }),
    getNextPageParam: (last) => nextOffset(last.meta),
    select: (data) => data.pages.flatMap((page) => page.data ?? []),
  });
}
