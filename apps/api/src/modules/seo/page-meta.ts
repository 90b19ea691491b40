import { PUBLIC_PAGES, pageTitle, SITE_DESCRIPTION } from '@jodi/contract';
import type { Database } from '../../db/database';
import { publicMediaUrl } from '../../lib/media-url';
import type { SeoRepository } from './seo.repository';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
  type: 'website' | 'article';
  image?: string;
  /** Members' screens: nothing there for search engines. */
  noIndex?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BY_PATH = new Map<string, { title: string; description: string }>(
  Object.values(PUBLIC_PAGES).map((page) => [page.path, page]),
);

/** Search engines and link previews get the public pages; members' screens are marked noindex. */
export class PageMetaService {
  constructor(private readonly deps: { db: Database; repo: SeoRepository; publicUrl: string }) {}

  async forPath(pathname: string): Promise<PageMeta> {
    const url = `${this.deps.publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
    const image = `${this.deps.publicUrl}/icons/icon-512.png`;
    const page = BY_PATH.get(pathname.replace(/(.)\/+$/, '$1'));
    if (page)
      return { title: pageTitle(page.title), description: page.description, url, type: 'website', image };
    const post = await this.blogPost(pathname);
    if (post) {
      const cover = publicMediaUrl(post.imageKey);
      return {
        title: pageTitle(post.title),
        description: post.summary,
        url,
        type: 'article',
        image: cover ? `${this.deps.publicUrl}${cover}` : image,
      };
    }
    return {
      title: pageTitle(''),
      description: SITE_DESCRIPTION,
      url,
      type: 'website',
      image,
      noIndex: true,
    };
  }

  private async blogPost(pathname: string) {
    const id = /^\/blog\/([^/]+)\/?$/.exec(pathname)?.[1];
    if (!id || !UUID.test(id)) return null;
    return this.deps.repo.publishedPost(this.deps.db, id);
  }
}
