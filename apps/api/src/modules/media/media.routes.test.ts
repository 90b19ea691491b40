import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';

describe('GET /media/*', () => {
  let t: TestApp;
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ctx.storage.put('public/p/abc/video/clip.webm', bytes);
    await t.app.ctx.storage.put('public/p/abc/photos/x-thumb.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await t.app.ctx.storage.put('private/p/abc/docs/id.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await t.app.ctx.storage.put('public/p/abc/notes.pdf', Buffer.from('%PDF-1.7'));
  });
  afterAll(() => t.close());

  const get = (url: string, range?: string) =>
    t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });

  it('serves the whole file with its type, nosniff and Accept-Ranges', async () => {
    const res = await get('/media/p/abc/video/clip.webm');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['content-length']).toBe('4096');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 206 with Content-Range and exactly the asked bytes', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      ['bytes=100-355', 100, 355],
      ['bytes=4000-', 4000, 4095],
      ['bytes=-96', 4000, 4095],
      ['bytes=4090-9999', 4090, 4095],
    ];
    for (const [range, start, end] of cases) {
      const res = await get('/media/p/abc/video/clip.webm', range);
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/4096`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await get('/media/p/abc/video/clip.webm', 'bytes=4096-');
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */4096');
    expect(res.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('sends the whole file for a range it does not take (several ranges)', async () => {
    const res = await get('/media/p/abc/video/clip.webm', 'bytes=0-1,10-11');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(4096);
  });

  it('never serves private keys, unknown types, traversal or missing files', async () => {
    for (const url of [
      '/media/../private/p/abc/docs/id.jpg',
      '/media/p/../../private/p/abc/docs/id.jpg',
      '/media/%2E%2E/private/p/abc/docs/id.jpg',
    ]) {
      // The URL is normalised before routing; whatever answers, it is not the private file.
      const res = await get(url);
      expect(res.headers['content-type'], url).not.toBe('image/jpeg');
    }
    for (const url of [
      '/media/..%2Fprivate/p/abc/docs/id.jpg',
      '/media/p/abc/notes.pdf',
      '/media/p/abc/photos/missing-thumb.jpg',
      '/media/p/abc/photos/x-thumb.jpg%00.html',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('FILE_NOT_FOUND');
    }
    expect((await get('/media/p/abc/photos/x-thumb.jpg')).statusCode).toBe(200);
  });
});
