import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { blogPosts } from '../../db/schema';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Jodi – Community Matrimony</title>
    <meta name="description" content="The site." />
    <meta property="og:title" content="Jodi – Community Matrimony" />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webDist: string;
let published: string;
let draft: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://jodi.example' });
  const rows = await t.database.db
    .insert(blogPosts)
    .values([
      {
        title: 'Gun Milan: what "36 points" <really> mean',
        summary: 'The eight aspects, in plain words.',
        markdown: '# x',
        contentHtml: '<p>x</p>',
        status: 'published',
        publishedAt: new Date('2026-10-01T00:00:00Z'),
        updatedAt: new Date('2026-10-05T00:00:00Z'),
      },
      { title: 'Not yet', summary: 'Draft', markdown: '# y', contentHtml: '<p>y</p>', status: 'draft' },
    ])
    .returning({ id: blogPosts.id });
  published = rows[0]!.id;
  draft = rows[1]!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};

describe('pages as search engines and link previews see them', () => {
  it('gives each public page its title, description, Open Graph tags and canonical address', async () => {
    const html = await page('/featured');
    expect(html).toContain('<title>Features – Jodi</title>');
    expect(html).toContain('<meta name="description" content="What Jodi offers to the community." />');
    expect(html).toContain('<meta property="og:title" content="Features – Jodi" />');
    expect(html).toContain('<meta property="og:url" content="https://jodi.example/featured" />');
    expect(html).toContain('<link rel="canonical" href="https://jodi.example/featured" />');
    expect(html).not.toContain('noindex');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(await page('/')).toContain('<title>Jodi – Community Matrimony</title>');
  });

  it('describes a published blog post by its own title and summary, escaped', async () => {
    const html = await page(`/blog/${published}`);
    expect(html).toContain('<title>Gun Milan: what &quot;36 points&quot; &lt;really&gt; mean – Jodi</title>');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="description" content="The eight aspects, in plain words." />');
    expect(html).not.toContain('<really>');
  });

  it("tells search engines to skip members' screens, drafts and unknown posts", async () => {
    for (const url of ['/profiles', '/chats', `/blog/${draft}`, '/blog/not-a-uuid', '/profile/abc']) {
      const html = await page(url);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('Not yet');
    }
  });
});

/** A GET sent byte for byte over a socket (inject and fetch would percent-encode the path). */
async function rawGet(port: number, target: string): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('the path in the page', () => {
  const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

  it('never reads $ patterns from the URL: one doctype, the usual scripts, the path escaped', async () => {
    const normal = await page('/zz');
    const scripts = count(normal, /<script\b/gi);
    expect(scripts).toBeGreaterThan(0);
    const port = await t.app.listen({ port: 0, host: '127.0.0.1' }).then((url) => Number(new URL(url).port));
    const exact = await rawGet(port, '/zz$`');
    expect(exact).toMatch(/^HTTP\/1\.1 200/);
    const variants = ['/zz$`', "/zz$'", '/zz$&', '/zz$1', '/zz$$', '/zz$<x>', '/blog/$&"<x>'];
    for (const target of variants) {
      const html = target === '/zz$`' ? exact : await page(target);
      expect(count(html, /<!doctype/gi), target).toBe(1);
      expect(count(html, /<script\b/gi), target).toBe(scripts);
      expect(count(html, /<title>/g), target).toBe(1);
      expect(count(html, /<link rel="canonical"/g), target).toBe(1);
      expect(html, target).not.toContain('<x>');
    }
    expect(exact).toContain('<link rel="canonical" href="https://jodi.example/zz$`" />');
    expect(await page("/zz$'")).toContain('<meta property="og:url" content="https://jodi.example/zz$\'" />');
    expect(await page('/zz$&')).toContain('<link rel="canonical" href="https://jodi.example/zz$&amp;" />');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it("allows the public pages, keeps crawlers off the API and members' screens, and names the sitemap", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /profile/');
    expect(res.body).toContain('Sitemap: https://jodi.example/sitemap.xml');
  });

  it('lists the public pages and the published posts, never drafts or profiles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/featured', '/blogs', '/terms-and-conditions', '/delete/account']) {
      expect(res.body).toContain(`<loc>https://jodi.example${path}</loc>`);
    }
    expect(res.body).toContain(
      `<url><loc>https://jodi.example/blog/${published}</loc><lastmod>2026-10-05</lastmod></url>`,
    );
    expect(res.body).not.toContain(draft);
    expect(res.body).not.toContain('/profile/');
  });
});

describe('members never go into a search index', () => {
  it("marks the API's answers and members' photos noindex, and leaves the public pages alone", async () => {
    const member = await createProfile(t.app);
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/myprofile', headers: member.auth });
    expect(mine.headers['x-robots-tag']).toBe('noindex, nofollow, noimageindex');
    const photoUrl: string = mine.json().data.pics[0].url;
    expect(photoUrl).toMatch(/^\/media\/p\//);
    const photo = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['x-robots-tag']).toBe('noindex, nofollow, noimageindex');
    for (const url of ['/', '/features', '/robots.txt']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});
