import { PUBLIC_PAGES } from '@jodi/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import type { SeoRepository } from './seo.repository';

/** Pages for search engines; members' screens, staff screens and the API are not. */
const INDEXED_PAGES = [
  PUBLIC_PAGES.home,
  PUBLIC_PAGES.featured,
  PUBLIC_PAGES.blogs,
  PUBLIC_PAGES.subscription,
  PUBLIC_PAGES.terms,
  PUBLIC_PAGES.deleteAccount,
];

const DISALLOWED = [
  '/api/',
  '/media/',
  '/profile/',
  '/profiles',
  '/saved/',
  '/filtered/',
  '/chat',
  '/info',
  '/upload/',
  '/interests',
  '/calllogs',
  '/admin/',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`)];
  return `${lines.join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

export function sitemapXml(publicUrl: string, posts: { id: string; updatedAt: Date }[]): string {
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''
    }</url>`;
  const urls = [
    ...INDEXED_PAGES.map((page) => entry(page.path)),
    ...posts.map((post) => entry(`/blog/${post.id}`, post.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt and sitemap.xml (spec 1: the pages are set up for search engines). */
export const seoRoutes: FastifyPluginAsync<{ db: Database; repo: SeoRepository; publicUrl: string }> = async (
  app,
  { db, repo, publicUrl },
) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(publicUrl, await repo.publishedPosts(db))),
  );
};
