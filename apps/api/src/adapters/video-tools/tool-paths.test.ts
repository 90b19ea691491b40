import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowToRun, resolveVideoToolPaths } from './tool-paths';

describe('resolveVideoToolPaths', () => {
  it('finds the binaries shipped in the npm packages when nothing is set', () => {
    const paths = resolveVideoToolPaths({ ffmpegPath: undefined, ffprobePath: undefined });
    expect(paths.ffmpeg).toMatch(/node_modules\/@ffmpeg-installer\/[a-z0-9-]+\/ffmpeg$/);
    expect(paths.ffprobe).toMatch(/node_modules\/@ffprobe-installer\/[a-z0-9-]+\/ffprobe$/);
  });

  it('sets the execute bit a packaged binary was shipped without (its postinstall may not have run)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-bin-'));
    const binary = path.join(dir, 'ffprobe');
    fs.writeFileSync(binary, '#!/bin/sh\n', { mode: 0o644 });
    allowToRun(binary);
    expect(fs.statSync(binary).mode & 0o777).toBe(0o744);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes FFMPEG_PATH and FFPROBE_PATH over the packaged binaries', () => {
    expect(resolveVideoToolPaths({ ffmpegPath: '/bin/true', ffprobePath: '/bin/false' })).toEqual({
      ffmpeg: '/bin/true',
      ffprobe: '/bin/false',
    });
  });

  it('refuses to start with a path that is not an executable file, naming the setting', () => {
    expect(() => resolveVideoToolPaths({ ffmpegPath: 'package.json', ffprobePath: undefined })).toThrow(
      /FFMPEG_PATH: package.json is not an executable file/,
    );
    expect(() => resolveVideoToolPaths({ ffmpegPath: undefined, ffprobePath: '/no/such/ffprobe' })).toThrow(
      /FFPROBE_PATH/,
    );
  });
});
