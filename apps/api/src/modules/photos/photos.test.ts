import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../../test/harness';
import { fakeMp4, filesUnder, jpeg, jpegWithGps, png, pngDeclaring } from '../../../test/media-files';
import { filePart, multipart } from '../../../test/multipart';
import { testMedia } from '../../../test/videos';
import { photos, profiles, users } from '../../db/schema';
import { filesOfPhotoSize } from '../media/photo-copy-keys';
import { signedUrl } from '../privacy/media-lens.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type PhotoJson = {
  id: string;
  url: string;
  thumb: string;
  large: string;
  is_primary: boolean;
  blurred: boolean;
};

const upload = (member: SignedUp, parts: Parameters<typeof multipart>[0]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/bulk/picb', ...multipart(parts, member.auth) });

const list = async (member: SignedUp): Promise<PhotoJson[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/pics', headers: member.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** Four sizes (thumb, medium, large, blurred), each a JPEG with its AVIF and WebP copies. */
const FILES_PER_PHOTO = 12;

/** Files this member has in storage (local disk in these tests). */
const storedFiles = (member: SignedUp) =>
  filesUnder(path.join(t.dataDir, 'media', 'public', 'p', member.user.profile_id!));

const keyOf = (url: string) => `public/${url.split('?')[0]!.replace(/^\/media\//, '')}`;

describe('uploading photos', () => {
  it('stores two JPEGs in three sizes; the first becomes primary; lists them', async () => {
    const member = await signUpMember(t.app);
    const res = await upload(member, [filePart(await jpeg()), filePart(await png(), 'b.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 2, limit: 10, offset: 0 });
    expect(body.data).toHaveLength(2);
    const [first, second] = body.data as PhotoJson[];
    expect(first?.is_primary).toBe(true);
    expect(second?.is_primary).toBe(false);
    const pid = member.user.profile_id;
    for (const photo of body.data as PhotoJson[]) {
      // The member's own photos, signed for them (the media route needs no session).
      expect(photo.url).toMatch(signedUrl(`/media/p/${pid}/photos/${photo.id}-medium.jpg`, 'o'));
      expect(photo.thumb).toMatch(signedUrl(`/media/p/${pid}/photos/${photo.id}-thumb.jpg`, 'o'));
      expect(photo.large).toMatch(signedUrl(`/media/p/${pid}/photos/${photo.id}-large.jpg`, 'o'));
      expect(photo.blurred).toBe(false);
      for (const url of [photo.url, photo.thumb, photo.large]) {
        expect(await t.app.ctx.storage.stat(keyOf(url))).not.toBeNull();
      }
    }
    // Three sizes and the blurred copy of each, in JPEG, AVIF and WebP.
    expect(storedFiles(member)).toHaveLength(2 * FILES_PER_PHOTO);
    expect(await list(member)).toEqual(body.data);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, pid!));
    expect(profile?.primaryPhotoId).toBe(first?.id);
  });

  it('takes files under any field name and adds to existing photos without changing the primary', async () => {
    const member = await signUpMember(t.app);
    const one = (await upload(member, [filePart(await jpeg(), 'a.jpg', 'image/jpeg', 'files')])).json().data;
    const res = await upload(member, [filePart(await jpeg(60, 60, '#248'), 'b.jpg', 'image/jpeg', 'file[]')]);
    expect(res.statusCode).toBe(200);
    const photosNow = res.json().data as PhotoJson[];
    expect(photosNow.map((p) => p.id)).toEqual([one[0].id, expect.any(String)]);
    expect(photosNow.map((p) => p.is_primary)).toEqual([true, false]);
  });

  it('sets the primary photo and moves it first; deleting the primary promotes the next', async () => {
    const member = await signUpMember(t.app);
    const uploaded = (
      await upload(member, [
        filePart(await jpeg()),
        filePart(await jpeg(80, 80, '#484')),
        filePart(await jpeg()),
      ])
    ).json().data as PhotoJson[];
    const [a, b, c] = uploaded.map((p) => p.id);

    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/set/profile/pic',
      headers: member.auth,
      payload: { id: c },
    });
    expect(set.statusCode).toBe(200);
    expect((set.json().data as PhotoJson[]).map((p) => [p.id, p.is_primary])).toEqual([
      [c, true],
      [a, false],
      [b, false],
    ]);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/pics/${c}`, headers: member.auth });
    expect(del.statusCode).toBe(200);
    expect((del.json().data as PhotoJson[]).map((p) => [p.id, p.is_primary])).toEqual([
      [a, true],
      [b, false],
    ]);
    expect(del.json().meta.total).toBe(2);
    for (const size of ['thumb', 'medium', 'large', 'blur']) {
      for (const key of filesOfPhotoSize(`public/p/${member.user.profile_id}/photos/${c}-${size}.jpg`)) {
        expect(await t.app.ctx.storage.stat(key), key).toBeNull();
      }
    }
    expect(storedFiles(member)).toHaveLength(2 * FILES_PER_PHOTO);

    // Deleting a photo that is not primary keeps the primary.
    const delB = await t.app.inject({ method: 'DELETE', url: `/api/v1/pics/${b}/`, headers: member.auth });
    expect((delB.json().data as PhotoJson[]).map((p) => [p.id, p.is_primary])).toEqual([[a, true]]);

    const last = await t.app.inject({ method: 'DELETE', url: `/api/v1/pics/${a}`, headers: member.auth });
    expect(last.json()).toEqual({ data: [], meta: { total: 0, limit: 10, offset: 0 } });
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, member.user.profile_id!));
    expect(profile?.primaryPhotoId).toBeNull();
    expect(storedFiles(member)).toEqual([]);
  });

  it("does not let another member delete or set someone else's photo (404, nothing changes)", async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const [mine, second] = (await upload(owner, [filePart(await jpeg()), filePart(await jpeg())])).json()
      .data as PhotoJson[];
    await upload(other, [filePart(await jpeg())]);
    const otherBefore = await list(other);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/pics/${mine?.id}`,
      headers: other.auth,
    });
    expect(del.statusCode).toBe(404);
    expect(del.json().error.code).toBe('PHOTO_NOT_FOUND');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/set/profile/pic',
      headers: other.auth,
      payload: { id: second?.id },
    });
    expect(set.statusCode).toBe(404);
    expect(set.json().error.code).toBe('PHOTO_NOT_FOUND');

    expect((await list(owner)).map((p) => [p.id, p.is_primary])).toEqual([
      [mine?.id, true],
      [second?.id, false],
    ]);
    expect(storedFiles(owner)).toHaveLength(2 * FILES_PER_PHOTO);
    expect(await list(other)).toEqual(otherBefore);

    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/pics/${id}`, headers: owner.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PHOTO_NOT_FOUND');
    }
  });

  it('re-encodes: no size served back carries the EXIF or GPS of the upload', async () => {
    const member = await signUpMember(t.app);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(member, [filePart(original, 'IMG_0001.JPG')]);
    expect(res.statusCode).toBe(200);
    const [photo] = res.json().data as PhotoJson[];
    for (const url of [photo!.thumb, photo!.url, photo!.large]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });
});

describe('refused photo uploads store nothing', () => {
  it('refuses an HTML file named photo.jpg and declared image/jpeg with 415', async () => {
    const member = await signUpMember(t.app);
    const html = '<!doctype html><html><script>alert(1)</script></html>';
    const res = await upload(member, [filePart(html, 'photo.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG or WebP photos are accepted.',
    });
    expect(await list(member)).toEqual([]);
    expect(storedFiles(member)).toEqual([]);
  });

  it('refuses SVG with 415', async () => {
    const member = await signUpMember(t.app);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const res = await upload(member, [filePart(svg, 'photo.svg', 'image/svg+xml')]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(storedFiles(member)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const member = await signUpMember(t.app);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    const res = await upload(member, [filePart(await jpeg()), filePart(big, 'big.jpg')]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(res.json().error.message).toMatch(/^The upload is too large\./);
    expect(await list(member)).toEqual([]);
    expect(storedFiles(member)).toEqual([]);
  });

  it('is all or nothing: one bad file among good ones stores none of them', async () => {
    const member = await signUpMember(t.app);
    const res = await upload(member, [
      filePart(await jpeg()),
      filePart(await jpeg()),
      filePart(fakeMp4(1000), 'clip.jpg'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.details).toEqual([
      { path: 'files.2', message: 'Only JPEG, PNG or WebP photos are accepted.' },
    ]);
    expect(await list(member)).toEqual([]);
    expect(storedFiles(member)).toEqual([]);
  });

  it('refuses a pixel flood (a tiny PNG declaring 30000 x 30000) without decoding it', async () => {
    const member = await signUpMember(t.app);
    const bomb = await pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1000);
    const started = performance.now();
    const res = await upload(member, [filePart(bomb, 'flood.png', 'image/png')]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/too large \(30000x30000\)/);
    expect(storedFiles(member)).toEqual([]);
  });

  it('allows 10 photos per profile: the 11th answers 400 and stores nothing', async () => {
    const member = await signUpMember(t.app);
    const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => jpeg(40 + i, 50)));
    const first = await upload(
      member,
      ten.map((data) => filePart(data)),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().meta.total).toBe(10);
    const before = storedFiles(member).sort();
    expect(before).toHaveLength(10 * FILES_PER_PHOTO);

    const eleventh = await upload(member, [filePart(await jpeg())]);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error).toMatchObject({
      code: 'PHOTO_LIMIT_REACHED',
      message: 'A profile can have at most 10 photos. Remove one to add another.',
    });
    expect((await list(member)).length).toBe(10);
    expect(storedFiles(member).sort()).toEqual(before);
  });

  it('refuses 11 photos in one request with 400, storing none', async () => {
    const member = await signUpMember(t.app);
    const eleven = await Promise.all(Array.from({ length: 11 }, () => jpeg(30, 30)));
    const res = await upload(
      member,
      eleven.map((data) => filePart(data)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PHOTO_LIMIT_REACHED');
    expect(res.json().error.message).toMatch(/at most 10 photos/);
    expect(await list(member)).toEqual([]);
    expect(storedFiles(member)).toEqual([]);
  });

  it('refuses a request with 3 photos when 8 are stored', async () => {
    const member = await signUpMember(t.app);
    const eight = await Promise.all(Array.from({ length: 8 }, () => jpeg(30, 30)));
    expect(
      (
        await upload(
          member,
          eight.map((d) => filePart(d)),
        )
      ).statusCode,
    ).toBe(200);
    const three = await Promise.all(Array.from({ length: 3 }, () => jpeg(30, 30)));
    const res = await upload(
      member,
      three.map((d) => filePart(d)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'PHOTO_LIMIT_REACHED',
      message: 'A profile can have at most 10 photos; you can add 2 more.',
    });
    expect((await list(member)).length).toBe(8);
    expect(storedFiles(member)).toHaveLength(8 * FILES_PER_PHOTO);
  });

  it('keeps the limit when two uploads race: one is refused and its files are removed', async () => {
    const member = await signUpMember(t.app);
    const eight = await Promise.all(Array.from({ length: 8 }, () => jpeg(30, 30)));
    expect(
      (
        await upload(
          member,
          eight.map((d) => filePart(d)),
        )
      ).statusCode,
    ).toBe(200);
    const pair = () => Promise.all([jpeg(31, 31), jpeg(32, 32)]).then((b) => b.map((d) => filePart(d)));
    const [a, b] = await Promise.all([upload(member, await pair()), upload(member, await pair())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect((await list(member)).length).toBe(10);
    expect(storedFiles(member)).toHaveLength(10 * FILES_PER_PHOTO);
  });

  it('answers 400 for a form without files, 415 for a body that is not multipart, 401 without a token', async () => {
    const member = await signUpMember(t.app);
    const empty = await upload(member, [{ name: 'note', data: 'hello' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      code: 'FILE_REQUIRED',
      message: 'Choose at least one photo to upload.',
    });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk/picb',
      headers: member.auth,
      payload: { pics: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk/picb',
      headers: { ...member.auth, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error.code).toBe('UPLOAD_MALFORMED');

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk/picb',
      ...multipart([filePart(await jpeg())]),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pics' })).statusCode).toBe(401);
  });

  it('answers 404 PROFILE_REQUIRED to an account without a profile', async () => {
    const member = await signUpMember(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.id, member.user.profile_id!));
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      upload(member, [filePart(await jpeg())]),
      t.app.inject({ method: 'GET', url: '/api/v1/pics', headers: member.auth }),
      t.app.inject({ method: 'DELETE', url: `/api/v1/pics/${id}`, headers: member.auth }),
      t.app.inject({ method: 'PUT', url: '/api/v1/set/profile/pic', headers: member.auth, payload: { id } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'PROFILE_REQUIRED', message: 'Create your profile first.' });
    }
  });
});

describe('the default picture of a profile', () => {
  const defaultPic = async (pid: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/default/pic?pid=${encodeURIComponent(pid)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.url as string;
  };

  it('is the primary photo (medium; blurred for a visitor by default), else a placeholder by gender', async () => {
    const bride = await signUpMember(t.app);
    const groom = await signUpMember(t.app);
    const unknown = await signUpMember(t.app);
    const db = t.database.db;
    await db.update(profiles).set({ gender: 'female' }).where(eq(profiles.id, bride.user.profile_id!));
    await db.update(profiles).set({ gender: 'male' }).where(eq(profiles.id, groom.user.profile_id!));

    expect(await defaultPic(bride.user.profile_id!)).toBe('/img/placeholder-female.svg');
    expect(await defaultPic(groom.user.profile_id!)).toBe('/img/placeholder-male.svg');
    expect(await defaultPic(unknown.user.profile_id!)).toBe('/img/placeholder.svg');

    const [photo] = (await upload(bride, [filePart(await jpeg())])).json().data as PhotoJson[];
    const pid = bride.user.profile_id!;
    expect(await defaultPic(pid)).toBe(`/media/p/${pid}/photos/${photo!.id}-blur.jpg`);
    await db.update(profiles).set({ photoVisibility: 'everyone' }).where(eq(profiles.id, pid));
    expect(await defaultPic(pid)).toMatch(signedUrl(`/media/p/${pid}/photos/${photo!.id}-medium.jpg`, 'v'));
  });

  it('reveals nothing about unknown, hidden or suspended profiles', async () => {
    const hidden = await signUpMember(t.app);
    const suspended = await signUpMember(t.app);
    await upload(hidden, [filePart(await jpeg())]);
    await upload(suspended, [filePart(await jpeg())]);
    const db = t.database.db;
    await db
      .update(profiles)
      .set({ gender: 'female', hidden: true })
      .where(eq(profiles.id, hidden.user.profile_id!));
    await db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));

    for (const pid of [
      hidden.user.profile_id!,
      suspended.user.profile_id!,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      "1' or '1'='1",
    ]) {
      expect(await defaultPic(pid)).toBe('/img/placeholder.svg');
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/default/pic' });
    expect(none.json()).toEqual({ data: { url: '/img/placeholder.svg' } });
  });
});

describe('deleting the account', () => {
  it('removes every photo file (with its AVIF and WebP copies) and video file of the profile', async () => {
    const member = await signUpMember(t.app);
    const uploaded = (await upload(member, [filePart(await jpeg()), filePart(await jpeg())])).json()
      .data as PhotoJson[];
    const video = await t.app.inject({
      method: 'POST',
      url: '/api/v1/videointro',
      ...multipart([filePart(testMedia('mp4'), 'intro.mp4', 'video/mp4', 'video')], member.auth),
    });
    expect(video.statusCode).toBe(200);
    const keys = [...uploaded.flatMap((p) => [p.thumb, p.url, p.large]), video.json().data.url as string].map(
      keyOf,
    );
    expect(keys).toHaveLength(7);
    for (const key of keys) expect(await t.app.ctx.storage.stat(key)).not.toBeNull();
    const copies = storedFiles(member).filter((file) => /\.(?:avif|webp)$/.test(file));
    expect(copies).toHaveLength(2 * 4 * 2);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/delete/profile', headers: member.auth });
    expect(res.statusCode).toBe(200);
    for (const key of keys) expect(await t.app.ctx.storage.stat(key)).toBeNull();
    expect(storedFiles(member)).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(photos)
      .where(eq(photos.profileId, member.user.profile_id!));
    expect(rows).toEqual([]);
  });
});
