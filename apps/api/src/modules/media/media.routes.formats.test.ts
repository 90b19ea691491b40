import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { jpeg } from '../../../test/media-files';
import { filePart, multipart } from '../../../test/multipart';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { copyKeyOf } from './photo-copy-keys';

/**
 * The media route answers a photo's signed JPEG URL with its AVIF or WebP copy as the request's
 * Accept prefers (decision 23), through a real upload; everything the route refused before it
 * still refuses, whatever the Accept.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_14 = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
const ACCEPTS = [CHROME, SAFARI_14, 'image/jpeg', '*/*', undefined];

const fetchAs = (url: string, accept?: string, range?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(accept ? { accept } : {}), ...(range ? { range } : {}) },
  });
const keyOf = (url: string) => `public/${url.split('?')[0]!.replace(/^\/media\//, '')}`;
const stored = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await t.app.ctx.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** The format of the bytes themselves (sharp calls AVIF by its container, HEIF, with AV1 inside). */
async function formatOf(bytes: Buffer): Promise<string> {
  const meta = await sharp(bytes).metadata();
  return meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
}

/** A bride with one uploaded photo; its URLs as she gets them (signed for her). */
async function brideWithPhoto(): Promise<{
  bride: CreatedProfile;
  medium: string;
  thumb: string;
  id: string;
}> {
  const bride = await createProfile(t.app, { gender: 'female', photo: false });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bulk/picb',
    ...multipart([filePart(await jpeg(900, 1200))], bride.auth),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [photo] = res.json().data;
  return { bride, medium: photo.url, thumb: photo.thumb, id: photo.id };
}

describe('a photo in the format the browser prefers', () => {
  it('answers AVIF, WebP or JPEG at the same signed URL, by Accept, with Vary: Accept', async () => {
    const { medium } = await brideWithPhoto();
    const cases: [string | undefined, string, string][] = [
      [CHROME, 'image/avif', 'avif'],
      [SAFARI_14, 'image/webp', 'webp'],
      ['image/avif;q=0, image/webp', 'image/webp', 'webp'],
      ['image/jpeg', 'image/jpeg', 'jpeg'],
      ['*/*', 'image/jpeg', 'jpeg'],
      [undefined, 'image/jpeg', 'jpeg'],
    ];
    const lengths: Record<string, number> = {};
    for (const [accept, type, format] of cases) {
      const res = await fetchAs(medium, accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(await formatOf(res.rawPayload)).toBe(format);
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect((await sharp(res.rawPayload).metadata()).height).toBe(750);
      lengths[format] = res.rawPayload.length;
    }
    expect(lengths.avif).toBeLessThan(lengths.jpeg!);
    expect(lengths.webp).toBeLessThan(lengths.jpeg!);
  });

  it('serves byte ranges of the copy it chose', async () => {
    const { medium } = await brideWithPhoto();
    const avif = await stored(copyKeyOf(keyOf(medium), 'avif'));
    const res = await fetchAs(medium, CHROME, 'bytes=0-99');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['content-range']).toBe(`bytes 0-99/${avif.length}`);
    expect(res.rawPayload.equals(avif.subarray(0, 100))).toBe(true);
    const past = await fetchAs(medium, CHROME, `bytes=${avif.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
    expect(past.headers['content-range']).toBe(`bytes */${avif.length}`);
  });

  it("gives the public blurred copy in the browser's format too", async () => {
    const { thumb } = await brideWithPhoto();
    const blur = `${thumb.split('?')[0]!.replace(/-thumb\.jpg$/, '-blur.jpg')}`;
    const res = await fetchAs(blur, CHROME);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(await formatOf(res.rawPayload)).toBe('avif');
  });

  it('falls back to the JPEG for a photo stored before the copies', async () => {
    // createProfile stores its photo as the photos module did before the modern formats (decision 23): JPEGs only.
    const bride = await createProfile(t.app, { gender: 'female' });
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/pics', headers: bride.auth });
    const [photo] = own.json().data;
    expect(await t.app.ctx.storage.stat(copyKeyOf(keyOf(photo.url), 'avif'))).toBeNull();
    for (const accept of ACCEPTS) {
      const res = await fetchAs(photo.url, accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers.vary).toBe('Accept');
      expect(await formatOf(res.rawPayload)).toBe('jpeg');
    }
  });

  it('takes the next format when the preferred copy is missing', async () => {
    const { medium } = await brideWithPhoto();
    await t.app.ctx.storage.delete(copyKeyOf(keyOf(medium), 'avif'));
    const res = await fetchAs(medium, CHROME);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await formatOf(res.rawPayload)).toBe('webp');
  });
});

describe('refusals stay as they were, whatever the Accept', () => {
  it('answers 404 for an unsigned, tampered or revoked URL, and for a copy asked by its own path', async () => {
    const { bride, medium } = await brideWithPhoto();
    const groom = await createProfile(t.app, { gender: 'male' });
    // What the groom's answer carries for her (members see photos by default): signed for him.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/profiles/${bride.profileId}`,
      headers: groom.auth,
    });
    const hisUrl: string = view.json().data.primary_profile_pic;
    expect(hisUrl).toMatch(/\?v=[0-9a-f-]{36}&e=\d+&s=/);
    expect((await fetchAs(hisUrl, CHROME)).headers['content-type']).toBe('image/avif');

    const [path, query] = medium.split('?') as [string, string];
    const refused = [
      path,
      `${path}?${query.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAA')}`,
      `${path.replace(/\.jpg$/, '.avif')}?${query}`,
      `${path.replace(/\.jpg$/, '.webp')}?${query}`,
      path.replace(/\.jpg$/, '.webp'),
    ];
    for (const url of refused) {
      for (const accept of ACCEPTS) {
        const res = await fetchAs(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json().error.code).toBe('FILE_NOT_FOUND');
      }
    }

    // She keeps her photos for accepted members: his URL stops opening, in every format.
    const privacy = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/privacy',
      headers: bride.auth,
      payload: { photos: 'accepted', contacts: 'plan', paused_until: null },
    });
    expect(privacy.statusCode).toBe(200);
    for (const accept of ACCEPTS) {
      const res = await fetchAs(hisUrl, accept);
      expect(res.statusCode, String(accept)).toBe(404);
      expect(res.json().error.code).toBe('FILE_NOT_FOUND');
    }
  });
});
