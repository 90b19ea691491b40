import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveVideoToolPaths } from '../src/adapters/video-tools/tool-paths';

/**
 * Real, tiny media files made at test time by the same ffmpeg the server checks uploads with
 * (nothing binary is committed): one second of a 64x64 test pattern at 10 frames a second.
 */
const PATTERN = 'testsrc=duration=1:size=64x64:rate=10';

const SOURCES = {
  /** H.264 in MP4, the index (moov) first, as phones and browsers write it. */
  mp4: [
    '-f',
    'lavfi',
    '-i',
    PATTERN,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
  ],
  /** H.264 in QuickTime (brand `qt  `), as iPhones write it. */
  mov: ['-f', 'lavfi', '-i', PATTERN, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mov'],
  /** VP8 in WebM. */
  webm: ['-f', 'lavfi', '-i', PATTERN, '-c:v', 'libvpx', '-b:v', '200k', '-f', 'webm'],
  /** MPEG-4 part 2 video in MP4: a real video, but not one browsers play. */
  mpeg4Mp4: ['-f', 'lavfi', '-i', PATTERN, '-c:v', 'mpeg4', '-f', 'mp4'],
  /** Sound only: AAC in MP4. */
  audioMp4: ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', '-f', 'mp4'],
  /** Sound only: Vorbis in Ogg. */
  ogg: ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'libvorbis', '-f', 'ogg'],
} as const;

export type TestMedia = keyof typeof SOURCES;

const made = new Map<TestMedia, Buffer>();

export function testMedia(kind: TestMedia): Buffer {
  const cached = made.get(kind);
  if (cached) return cached;
  const { ffmpeg } = resolveVideoToolPaths({
    ffmpegPath: process.env.FFMPEG_PATH,
    ffprobePath: process.env.FFPROBE_PATH,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-media-'));
  try {
    const file = path.join(dir, 'out');
    execFileSync(ffmpeg, ['-v', 'error', '-nostdin', ...SOURCES[kind], '-y', file]);
    const bytes = fs.readFileSync(file);
    made.set(kind, bytes);
    return bytes;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A real MP4 of exactly `size` bytes: the video followed by an MP4 `free` box of filler. */
export function mp4OfSize(size: number): Buffer {
  const video = testMedia('mp4');
  const fill = size - video.length;
  if (fill < 8) throw new Error(`an MP4 of ${size} bytes cannot hold the ${video.length}-byte test video`);
  const box = Buffer.alloc(fill);
  box.writeUInt32BE(fill, 0);
  box.write('free', 4, 'latin1');
  for (let i = 8; i < fill; i++) box[i] = (i * 31 + 7) % 251;
  return Buffer.concat([video, box]);
}

/** A video's first `bytes`, as an upload cut short would leave it. */
export const truncated = (video: Buffer, bytes: number) => video.subarray(0, bytes);
