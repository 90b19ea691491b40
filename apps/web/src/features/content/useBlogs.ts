import type { BlogSummary } from '@jodi/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../api/http';
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
      request<BlogSummary[]>('GET', `/api/v1/blogs?limit=${BLOGS_PAGE_SIZE}&offset=${pageParam}`, {
        auth: false,
        signal,
      }),
    getNextPageParam: (last) => nextOffset(last.meta),
    select: (data) => data.pages.flatMap((page) => page.data ?? []),
  });
}
