import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testMedia, truncated } from '../../../test/videos';
import { FfmpegVideoTools } from './ffmpeg-video-tools';
import { resolveVideoToolPaths } from './tool-paths';

const tools = new FfmpegVideoTools(resolveVideoToolPaths({ ffmpegPath: undefined, ffprobePath: undefined }));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-tools-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes bytes to a file whose name starts with a dash, as an option would. */
const saved = (bytes: Buffer | string) => {
  const file = path.join(dir, `-i ${Math.random().toString(36).slice(2)}.partial`);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('FfmpegVideoTools', () => {
  it("reads an MP4's container, brand, duration and video stream", async () => {
    expect(await tools.inspect(saved(testMedia('mp4')), 'mov')).toEqual({
      formats: ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2'],
      majorBrand: 'isom',
      durationSeconds: 1,
      streams: [{ index: 0, type: 'video', codec: 'h264', width: 64, height: 64, packets: 10 }],
      damaged: false,
    });
    expect(await tools.inspect(saved(testMedia('webm')), 'matroska')).toMatchObject({
      formats: ['matroska', 'webm'],
      streams: [{ type: 'video', codec: 'vp8', packets: 10 }],
      damaged: false,
    });
  });

  it('reports a file cut short in its media data as damaged', async () => {
    const mp4 = testMedia('mp4');
    expect(await tools.inspect(saved(truncated(mp4, Math.round(mp4.length * 0.7))), 'mov')).toMatchObject({
      damaged: true,
    });
  });

  it('reads only with the demuxer it is given: a WebM read as MP4, or HTML, is unreadable', async () => {
    expect(await tools.inspect(saved(testMedia('webm')), 'mov')).toBeNull();
    expect(await tools.inspect(saved('<html><script>alert(1)</script></html>'), 'mov')).toBeNull();
  });

  it('makes a JPEG of one frame of the chosen stream', async () => {
    const jpeg = await tools.frameJpeg(saved(testMedia('mp4')), 'mov', 0, 0.5);
    const meta = await sharp(jpeg!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 64, 64]);
    expect(await tools.frameJpeg(saved(testMedia('audioMp4')), 'mov', 0, 0.5)).toBeNull();
  });
});
