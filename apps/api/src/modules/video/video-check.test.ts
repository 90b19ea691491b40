import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../../test/harness';
import { filesUnder } from '../../../test/media-files';
import { filePart, multipart } from '../../../test/multipart';
import { testMedia, truncated } from '../../../test/videos';

/** An upload is stored only when it is a video a browser plays, with a poster made from it. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const uploadVideo = (member: SignedUp, data: Buffer | string, filename = 'intro.mp4', type = 'video/mp4') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/videointro',
    ...multipart([filePart(data, filename, type, 'video')], member.auth),
  });

const filesOf = (member: SignedUp) =>
  filesUnder(path.join(t.dataDir, 'media')).filter((file) => file.includes(member.user.profile_id!));
const stagedFiles = () => filesUnder(path.join(t.dataDir, 'staging'));

/** An `ftyp` box (the 12 bytes a sniffer looks at), then a web page. */
const ftypThenHtml = Buffer.concat([
  Buffer.from([0, 0, 0, 0x0c]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
]);

/** An HLS playlist behind an `ftyp` box: ffmpeg must not take it for a playlist and read the file it names. */
const ftypThenPlaylist = Buffer.concat([
  Buffer.from([0, 0, 0, 0x0c]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from('\n#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n'),
]);

describe('checking an uploaded video', () => {
  it.each([
    ['an MP4 (H.264)', 'mp4', 'video/mp4'],
    ['a WebM (VP8)', 'webm', 'video/webm'],
    ['a QuickTime movie (H.264)', 'mov', 'video/quicktime'],
  ] as const)('accepts %s and serves a re-encoded poster JPEG made from it', async (_, kind, mime) => {
    const member = await signUpMember(t.app);
    const res = await uploadVideo(member, testMedia(kind), `clip.${kind}`, mime);
    expect(res.statusCode, res.body).toBe(200);
    const video = res.json().data;
    expect(video).toMatchObject({ mime, size: testMedia(kind).length });
    const pathOf = (url: string) => url.split('?')[0]!;
    expect(pathOf(video.poster_url)).toBe(pathOf(video.url).replace(/\.[a-z0-9]+$/, '.poster.jpg'));

    const poster = await t.app.inject({ method: 'GET', url: video.poster_url });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(poster.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 64, 64]);
    // Re-encoded by the photo pipeline: ffmpeg's own JPEG carries a "Lavc" comment, ours nothing.
    expect(poster.rawPayload.includes('Lavc')).toBe(false);

    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/videointro', headers: member.auth });
    expect(listed.json().data).toEqual(video);
    expect(stagedFiles()).toEqual([]);
  });

  it.each([
    ['an ftyp header followed by HTML', ftypThenHtml, 'intro.mp4'],
    ['an HLS playlist behind an ftyp header', ftypThenPlaylist, 'intro.mp4'],
    [
      'an MP4 cut short in its media data',
      truncated(testMedia('mp4'), Math.round(testMedia('mp4').length * 0.7)),
      'intro.mp4',
    ],
    ['an MP4 cut short in its header', truncated(testMedia('mp4'), 600), 'intro.mp4'],
    ['a WebM cut short', truncated(testMedia('webm'), 3000), 'intro.webm'],
    ['a text file named .mp4', Buffer.from('Namaste! This is my introduction, in words.'), 'intro.mp4'],
    ['a sound-only MP4', testMedia('audioMp4'), 'intro.mp4'],
    ['a sound-only Ogg', testMedia('ogg'), 'intro.mp4'],
    ['an MP4 of a codec browsers do not play (MPEG-4 part 2)', testMedia('mpeg4Mp4'), 'intro.mp4'],
  ])('refuses %s with 415, storing nothing and keeping the current video', async (_, bytes, filename) => {
    const member = await signUpMember(t.app);
    const current = (await uploadVideo(member, testMedia('mp4'))).json().data;
    const before = filesOf(member);
    expect(before).toHaveLength(2);

    const res = await uploadVideo(member, bytes, filename, 'video/mp4');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Upload a video file (MP4, WebM or MOV).' },
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/videointro', headers: member.auth });
    expect(listed.json().data).toEqual(current);
    expect(filesOf(member)).toEqual(before);
    expect(stagedFiles()).toEqual([]);
  });

  it('erasing the account removes the video and its poster', async () => {
    const member = await signUpMember(t.app);
    expect((await uploadVideo(member, testMedia('mp4'))).statusCode).toBe(200);
    expect(filesOf(member).sort()).toEqual([
      expect.stringMatching(/\/video\/[0-9a-f-]{36}\.mp4$/),
      expect.stringMatching(/\/video\/[0-9a-f-]{36}\.poster\.jpg$/),
    ]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/delete/profile',
      headers: member.auth,
      payload: { password: member.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(filesOf(member)).toEqual([]);
  });
});
