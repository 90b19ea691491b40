import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const ffmpeg = (): string =>
  process.env.FFMPEG_PATH ??
  (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/**
 * A real MP4 (one second of a 64x64 H.264 test pattern) made with the ffmpeg the server checks
 * videos with: the server stores only videos a browser plays.
 */
export function makeMp4(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-e2e-video-'));
  try {
    const file = path.join(dir, 'intro.mp4');
    execFileSync(ffmpeg(), [
      '-v',
      'error',
      '-nostdin',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=64x64:rate=10',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
