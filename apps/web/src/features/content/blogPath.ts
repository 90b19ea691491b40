import { PATHS } from '../../lib/paths';

/** The web path of a blog post: /blog/{id}. */
export function blogPath(id: string): string {
  return PATHS.blog.replace(':id', encodeURIComponent(id));
}
