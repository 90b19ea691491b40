import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3';
import { buildTestApp, signUpMember, type TestApp } from '../../test/harness';
import { fakeMp4, jpeg } from '../../test/media-files';
import { filePart, multipart } from '../../test/multipart';
import { mp4OfSize } from '../../test/videos';
import { loadConfig } from '../config';
import { S3Storage } from './s3-storage';

const MB = 1024 * 1024;

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

const settings = () => ({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: 'us-east-1',
  accessKeyId: 'test',
  secretAccessKey: 'test-secret',
  forcePathStyle: true,
});

/** `count` bytes in 64 KB chunks, failing after `failAfter` bytes when given. */
function chunks(count: number, failAfter?: number): Readable {
  async function* generate() {
    for (let sent = 0; sent < count; sent += 64 * 1024) {
      if (failAfter !== undefined && sent >= failAfter) throw new Error('client went away');
      yield Buffer.alloc(Math.min(64 * 1024, count - sent), sent % 251);
    }
  }
  return Readable.from(generate(), { objectMode: false });
}

describe('S3Storage', () => {
  it('stores a buffer with its content type, over path-style URLs', async () => {
    const storage = new S3Storage(settings());
    await storage.put('public/p/s3/photos/a-thumb.jpg', Buffer.from([0xff, 0xd8, 0xff]));
    expect(s3.objects.get('public/p/s3/photos/a-thumb.jpg')?.length).toBe(3);
    expect(s3.requests.some((r) => r.startsWith(`PUT /${s3.bucket}/public/p/s3/photos/a-thumb.jpg`))).toBe(
      true,
    );
  });

  it('uploads a large stream in parts, never whole, and reassembles it', async () => {
    const storage = new S3Storage(settings());
    s3.requests.length = 0;
    const size = 17 * MB + 123;
    expect(await storage.put('public/p/s3/video/big.mp4', chunks(size))).toEqual({ size });
    expect(s3.objects.get('public/p/s3/video/big.mp4')?.length).toBe(size);
    const parts = s3.requests.filter((r) => r.startsWith('PUT') && r.includes('partNumber='));
    expect(parts).toHaveLength(4);
    expect(s3.requests.some((r) => r.startsWith('POST') && r.includes('?uploads'))).toBe(true);
    expect(s3.uploads.size).toBe(0);
  });

  it('aborts the multipart upload when the stream fails, leaving no object and no open upload', async () => {
    const storage = new S3Storage(settings());
    s3.requests.length = 0;
    await expect(storage.put('public/p/s3/video/cut.mp4', chunks(30 * MB, 18 * MB))).rejects.toThrow(
      /client went away/,
    );
    expect(s3.objects.has('public/p/s3/video/cut.mp4')).toBe(false);
    expect(s3.uploads.size).toBe(0);
    expect(s3.requests.some((r) => r.startsWith('DELETE') && r.includes('uploadId='))).toBe(true);
  });
});

describe('configuration', () => {
  it('uses S3 only when S3_BUCKET is set, and needs both halves of a key pair', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_ENDPOINT: 'https://s3.example' }).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'media',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      region: 'auto',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'media' }).s3).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'id' })).toThrow(/go together/);
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({}).videoMaxBytes).toBe(100 * MB);
    expect(loadConfig({ VIDEO_MAX_MB: '2.5' }).videoMaxBytes).toBe(2.5 * MB);
  });
});

describe('the app on S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
      VIDEO_MAX_MB: '10',
    });
  });
  afterAll(() => t.close());

  it('stores photos and video in the bucket, serves them with ranges, and erases them with the account', async () => {
    expect(t.app.ctx.storage).toBeInstanceOf(S3Storage);
    const member = await signUpMember(t.app);
    const pid = member.user.profile_id!;
    const pics = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk/picb',
      ...multipart([filePart(await jpeg())], member.auth),
    });
    expect(pics.statusCode).toBe(200);
    const bytes = mp4OfSize(100_000);
    const video = await t.app.inject({
      method: 'POST',
      url: '/api/v1/videointro',
      ...multipart([filePart(bytes, 'v.mp4', 'video/mp4', 'video')], member.auth),
    });
    expect(video.statusCode).toBe(200);
    const ours = () => [...s3.objects.keys()].filter((k) => k.startsWith(`public/p/${pid}/`));
    // Three photo sizes and the blurred copy, each a JPEG with its AVIF and WebP copies; the video and its poster.
    expect(ours()).toHaveLength(14);

    const { url } = video.json().data;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    const photo = await t.app.inject({ method: 'GET', url: pics.json().data[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const avif = await t.app.inject({
      method: 'GET',
      url: pics.json().data[0].url,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');

    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/v1/videointro',
      ...multipart([filePart(fakeMp4(11 * MB), 'v.mp4', 'video/mp4', 'video')], member.auth),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(ours()).toHaveLength(14);
    expect(s3.uploads.size).toBe(0);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/delete/profile',
      headers: member.auth,
    });
    expect(gone.statusCode).toBe(200);
    expect(ours()).toEqual([]);
  });
});
