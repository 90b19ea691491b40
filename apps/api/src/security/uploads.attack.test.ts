import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../test/harness';
import { fakeMp4, filesUnder, jpeg, pngDeclaring } from '../../test/media-files';
import { type FilePart, filePart, multipart } from '../../test/multipart';
import { testMedia } from '../../test/videos';

/**
 * Attack: hostile files on every member upload route (photos, identity documents, video
 * introduction): HTML or SVG named like an image, a pixel flood, an oversize file, a path
 * traversal or control characters in the file name, far too many parts. Each is refused with a
 * 4xx and nothing reaches storage; a JPEG/HTML polyglot that is accepted never comes back with
 * its script, nor as something a browser would run.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const HTML = '<!doctype html><html><body><script>window.__xss=1</script></body></html>';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>window.__xss=1</script></svg>';

/** An upload route: where it is, the field it reads and the type a browser would declare. */
const routes = [
  {
    name: 'photos',
    url: '/api/v1/bulk/picb',
    field: 'pics',
    type: 'image/jpeg',
    file: 'photo.jpg',
    /** Which of `hostile` apply: identity documents are kept as sent and may be PDFs. */
    refuses: ['html', 'svg', 'flood', 'other-type'],
    /** How many files a request may store. */
    takes: 10,
  },
  {
    name: 'identity document',
    url: '/api/v1/verification/doc?docType=GovID',
    field: 'file',
    type: 'image/jpeg',
    file: 'id.jpg',
    refuses: ['html', 'svg', 'flood'],
    takes: 1,
  },
  {
    name: 'video introduction',
    url: '/api/v1/videointro',
    field: 'video',
    type: 'video/mp4',
    file: 'intro.mp4',
    refuses: ['html', 'svg', 'other-type', 'ftyp-html'],
    takes: 1,
  },
];
type UploadRoute = (typeof routes)[number];

const upload = (route: UploadRoute, who: SignedUp, parts: FilePart[]) =>
  t.app.inject({ method: 'POST', url: route.url, ...multipart(parts, who.auth) });

const stored = () => filesUnder(path.join(t.dataDir, 'media'));

/** Hostile files, each named and typed as the route expects. */
const hostile: { id: string; name: string; data: () => Promise<Buffer | string> }[] = [
  { id: 'html', name: 'HTML named like the expected file', data: async () => HTML },
  { id: 'svg', name: 'SVG with a script named like the expected file', data: async () => SVG },
  {
    id: 'flood',
    name: 'a pixel flood (tiny PNG declaring 30000 x 30000)',
    data: () => pngDeclaring(30_000, 30_000),
  },
  {
    id: 'other-type',
    name: 'a PDF named like the expected file',
    data: async () => Buffer.from('%PDF-1.4 junk'),
  },
  {
    id: 'ftyp-html',
    name: 'HTML behind the 12-byte ftyp header of an MP4',
    data: async () =>
      Buffer.concat([Buffer.from([0, 0, 0, 0x0c]), Buffer.from('ftypisom'), Buffer.from(HTML)]),
  },
];

describe('hostile files', () => {
  for (const route of routes) {
    it.each(hostile.filter((h) => route.refuses.includes(h.id)))(
      `${route.name}: refuses $name with 4xx and stores nothing`,
      async ({ data }) => {
        const member = await signUpMember(t.app);
        const before = stored();
        const res = await upload(route, member, [
          filePart(await data(), route.file, route.type, route.field),
        ]);
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(stored()).toEqual(before);
      },
    );

    it(`${route.name}: refuses a file over its size limit with 413 and stores nothing`, async () => {
      const member = await signUpMember(t.app);
      const before = stored();
      const limit = route.name === 'video introduction' ? (t.config.videoMaxBytes ?? 100 * MB) : 10 * MB;
      const big = Buffer.alloc(limit + 1, 0x20);
      (route.name === 'video introduction' ? fakeMp4(64) : await jpeg()).copy(big);
      const res = await upload(route, member, [filePart(big, route.file, route.type, route.field)]);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(stored()).toEqual(before);
    });

    it(`${route.name}: 40 parts in one request store no more than the route takes`, async () => {
      const member = await signUpMember(t.app);
      const before = stored().length;
      const one = route.name === 'video introduction' ? testMedia('mp4') : await jpeg(20, 20);
      const parts = Array.from({ length: 40 }, (_, i) =>
        filePart(one, `${i}-${route.file}`, route.type, route.field),
      );
      const res = await upload(route, member, parts);
      if (route.takes > 1) expect([400, 413], res.body).toContain(res.statusCode);
      else expect(res.statusCode, res.body).toBeLessThan(500);
      // Photos are stored in three sizes, a video with its poster.
      const perFile = { photos: 3, 'video introduction': 2 }[route.name] ?? 1;
      expect(stored().length - before).toBeLessThanOrEqual(route.takes > 1 ? 0 : perFile);
    });
  }
});

describe('hostile file names', () => {
  const names = [
    { label: 'a path traversal', name: '../../../../../../tmp/jodi-owned.jpg' },
    { label: 'a Windows path traversal', name: '..\\..\\..\\windows\\win.ini.jpg' },
    { label: 'CR/LF and a header', name: 'a\r\nContent-Type: text/html\r\n\r\n<script>.jpg' },
    { label: 'a NUL byte', name: 'photo\u0000.html.jpg' },
    { label: 'a 5000-character name', name: `${'a'.repeat(5000)}.jpg` },
  ];

  it.each(names)('never uses a client file name with $label in storage', async ({ name }) => {
    const member = await signUpMember(t.app);
    const before = new Set(stored());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk/picb',
      ...multipart(
        [{ name: 'pics', filename: name, contentType: 'image/jpeg', data: await jpeg() }],
        member.auth,
      ),
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    const added = stored().filter((f) => !before.has(f));
    for (const file of added) {
      // Keys are made by the server: public/p/<profile>/photos/<uuid>-<size>.jpg (or its .avif and .webp copies).
      expect(file).toMatch(
        /^public\/p\/[0-9a-f-]{36}\/photos\/[0-9a-f-]{36}-(thumb|medium|large|blur)\.(jpg|avif|webp)$/,
      );
    }
    expect(filesUnder('/tmp').some((f) => f.endsWith('jodi-owned.jpg'))).toBe(false);
  });
});

describe('polyglots', () => {
  it('a JPEG carrying HTML is re-encoded: no size served back holds the script', async () => {
    const member = await signUpMember(t.app);
    const polyglot = Buffer.concat([await jpeg(), Buffer.from(HTML)]);
    const res = await upload(routes[0]!, member, [filePart(polyglot, 'photo.jpg', 'image/jpeg', 'pics')]);
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().data[0] as { url: string; thumb: string; large: string };
    for (const url of [photo.url, photo.thumb, photo.large]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes('<script')).toBe(false);
    }
  });

  it('a JPEG carrying HTML kept as an identity document is served as a JPEG, never sniffed as HTML', async () => {
    const member = await signUpMember(t.app);
    const polyglot = Buffer.concat([await jpeg(), Buffer.from(HTML)]);
    const res = await upload(routes[1]!, member, [filePart(polyglot, 'id.html', 'text/html', 'file')]);
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/v1/verification/docs/${res.json().data.id}/file`,
      headers: member.auth,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
