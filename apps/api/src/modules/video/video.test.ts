import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../../test/harness';
import { fakeMp4, filesUnder } from '../../../test/media-files';
import { filePart, multipart } from '../../../test/multipart';
import { mp4OfSize, testMedia } from '../../../test/videos';
import { profiles } from '../../db/schema';
import { signedUrl } from '../privacy/media-lens.test-kit';

let t: TestApp;
beforeAll(async () => {
  // A 1 MB limit, so the over-the-limit test needn't send 100 MB.
  t = await buildTestApp({ VIDEO_MAX_MB: '1' });
});
afterAll(() => t.close());

const MB = 1024 * 1024;

const uploadVideo = (member: SignedUp, data: Buffer | string, filename = 'intro.mp4', type = 'video/mp4') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/videointro',
    ...multipart([filePart(data, filename, type, 'video')], member.auth),
  });

const getVideo = async (member: SignedUp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/videointro', headers: member.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as { url: string; mime: string; size: number; poster_url: string | null } | null;
};

const videoFiles = (member: SignedUp) =>
  filesUnder(path.join(t.dataDir, 'media', 'public', 'p', member.user.profile_id!, 'video'));

const keyOf = (url: string) => `public/${url.split('?')[0]!.replace(/^\/media\//, '')}`;
/** A URL's path, without the signature the member's own files carry. */
const pathOf = (url: string) => url.split('?')[0]!;

describe('the video introduction', () => {
  it('uploads an MP4 (type by its bytes), lists it and serves it with byte ranges', async () => {
    const member = await signUpMember(t.app);
    expect(await getVideo(member)).toBeNull();
    const bytes = mp4OfSize(300_000);
    // The declared name and type are ignored: the bytes say MP4.
    const res = await uploadVideo(member, bytes, 'whatever.txt', 'text/plain');
    expect(res.statusCode).toBe(200);
    const video = res.json().data;
    expect(video).toEqual({
      url: expect.stringMatching(
        new RegExp(`^/media/p/${member.user.profile_id}/video/[0-9a-f-]{36}\\.mp4\\?v=o&e=\\d+&s=`),
      ),
      mime: 'video/mp4',
      size: bytes.length,
      poster_url: expect.stringMatching(signedUrl(pathOf(video.url).replace(/\.mp4$/, '.poster.jpg'), 'o')),
    });
    expect(await getVideo(member)).toEqual(video);

    const whole = await t.app.inject({ method: 'GET', url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.headers['x-content-type-options']).toBe('nosniff');
    expect(part.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);

    const beyond = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('recognises QuickTime and WebM, and a new upload replaces (and deletes) the old file', async () => {
    const member = await signUpMember(t.app);
    const mov = (await uploadVideo(member, testMedia('mov'), 'clip.mov', 'video/quicktime')).json().data;
    expect(mov.mime).toBe('video/quicktime');
    expect(pathOf(mov.url)).toMatch(/\.mov$/);
    const webm = await uploadVideo(member, testMedia('webm'), 'clip.webm', 'video/webm');
    expect(webm.statusCode).toBe(200);
    expect(webm.json().data).toMatchObject({ mime: 'video/webm', size: testMedia('webm').length });
    expect(pathOf(webm.json().data.url)).toMatch(/\.webm$/);
    expect(await t.app.ctx.storage.stat(keyOf(mov.url))).toBeNull();
    expect(await t.app.ctx.storage.stat(keyOf(mov.poster_url))).toBeNull();
    expect(videoFiles(member)).toHaveLength(2); // the WebM and its poster
    expect(await getVideo(member)).toEqual(webm.json().data);
  });

  it('refuses a text file with 415 and keeps the current video', async () => {
    const member = await signUpMember(t.app);
    const current = (await uploadVideo(member, testMedia('mp4'))).json().data;
    const res = await uploadVideo(member, 'just some words, not a film at all', 'intro.mp4', 'video/mp4');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Upload a video file (MP4, WebM or MOV).',
    });
    expect(await getVideo(member)).toEqual(current);
    expect(videoFiles(member)).toHaveLength(2);

    const empty = await uploadVideo(member, '', 'intro.mp4');
    expect(empty.statusCode).toBe(415);
    expect(empty.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a video over the limit with 413 and leaves nothing of it in storage', async () => {
    const member = await signUpMember(t.app);
    const res = await uploadVideo(member, fakeMp4(MB + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The upload is too large. A video can be at most 1 MB.',
    });
    expect(await getVideo(member)).toBeNull();
    expect(videoFiles(member)).toEqual([]);
    // Nor is a temporary file left anywhere under the media folder.
    expect(
      filesUnder(path.join(t.dataDir, 'media')).filter((f) => f.includes(member.user.profile_id!)),
    ).toEqual([]);

    // Exactly at the limit is fine.
    const atLimit = await uploadVideo(member, mp4OfSize(MB));
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().data.size).toBe(MB);
  });

  it('keeps the current video when a replacement is over the limit', async () => {
    const member = await signUpMember(t.app);
    const current = (await uploadVideo(member, testMedia('mp4'))).json().data;
    expect((await uploadVideo(member, fakeMp4(2 * MB))).statusCode).toBe(413);
    expect(await getVideo(member)).toEqual(current);
    expect(videoFiles(member)).toHaveLength(2);
  });

  it('deletes by the fixed id 1 (the video and its poster); any other id is 404', async () => {
    const member = await signUpMember(t.app);
    const video = (await uploadVideo(member, testMedia('mp4'))).json().data;
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/v1/videointro/2', headers: member.auth });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toEqual({ code: 'VIDEO_NOT_FOUND', message: 'No such video introduction.' });
    expect(await getVideo(member)).toEqual(video);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/videointro/1', headers: member.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect(await getVideo(member)).toBeNull();
    expect(await t.app.ctx.storage.stat(keyOf(video.url))).toBeNull();
    expect(videoFiles(member)).toEqual([]);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, member.user.profile_id!));
    expect([row?.videoKey, row?.videoMime, row?.videoSize]).toEqual([null, null, null]);

    // Deleting again is harmless.
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/videointro/1/',
      headers: member.auth,
    });
    expect(again.statusCode).toBe(200);
  });

  it("only ever touches the caller's own video", async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const video = (await uploadVideo(owner, testMedia('mp4'))).json().data;
    expect(await getVideo(other)).toBeNull();
    await t.app.inject({ method: 'DELETE', url: '/api/v1/videointro/1', headers: other.auth });
    expect(await getVideo(owner)).toEqual(video);
  });

  it('answers 400 without a file, 415 for a body that is not multipart, 401 without a token', async () => {
    const member = await signUpMember(t.app);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/videointro',
      ...multipart([{ name: 'title', data: 'hello' }], member.auth),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toEqual({ code: 'FILE_REQUIRED', message: 'Choose a file to upload.' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/videointro',
      headers: member.auth,
      payload: { video: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/videointro',
      ...multipart([filePart(fakeMp4(1000), 'a.mp4', 'video/mp4')]),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/videointro' })).statusCode).toBe(401);
  });

  it('answers 404 PROFILE_REQUIRED to an account without a profile', async () => {
    const member = await signUpMember(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.id, member.user.profile_id!));
    const calls = [
      uploadVideo(member, testMedia('mp4')),
      t.app.inject({ method: 'GET', url: '/api/v1/videointro', headers: member.auth }),
      t.app.inject({ method: 'DELETE', url: '/api/v1/videointro/1', headers: member.auth }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'PROFILE_REQUIRED', message: 'Create your profile first.' });
    }
  });
});

describe('over a real connection', () => {
  /** Sends a multipart body in 64 KB chunks over a kept-alive socket; answers status and body. */
  function send(agent: http.Agent, port: number, token: string, body: Buffer, boundary: string) {
    return new Promise<{ status: number; body: string; socket: unknown }>((resolve, reject) => {
      const req = http.request({
        agent,
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/v1/videointro',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            socket: req.socket,
          }),
        );
      });
      req.on('error', reject);
      let offset = 0;
      const writeMore = () => {
        while (offset < body.length) {
          const chunk = body.subarray(offset, offset + 64 * 1024);
          offset += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', writeMore);
        }
        req.end();
      };
      writeMore();
    });
  }

  it('streams uploads, and after an early 413 the same connection serves the next request', async () => {
    const member = await signUpMember(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooBig = multipart([filePart(fakeMp4(3 * MB), 'big.mp4', 'video/mp4', 'video')]);
      const boundary = tooBig.headers['content-type'].split('boundary=')[1]!;
      const first = await send(agent, port, member.token, tooBig.payload, boundary);
      expect(first.status).toBe(413);
      expect(JSON.parse(first.body).error.code).toBe('PAYLOAD_TOO_LARGE');

      const ok = multipart([filePart(mp4OfSize(900_000), 'ok.mp4', 'video/mp4', 'video')]);
      const second = await send(
        agent,
        port,
        member.token,
        ok.payload,
        ok.headers['content-type'].split('boundary=')[1]!,
      );
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);
      expect(JSON.parse(second.body).data.size).toBe(900_000);
      expect(videoFiles(member)).toHaveLength(2);
    } finally {
      agent.destroy();
    }
  });
});
