import { describe, expect, it } from 'vitest';
import { resolveVideoToolPaths } from './tool-paths';

describe('resolveVideoToolPaths', () => {
  it('finds the binaries shipped in the npm packages when nothing is set', () => {
    const paths = resolveVideoToolPaths({ ffmpegPath: undefined, ffprobePath: undefined });
    expect(paths.ffmpeg).toMatch(/node_modules\/@ffmpeg-installer\/[a-z0-9-]+\/ffmpeg$/);
    expect(paths.ffprobe).toMatch(/node_modules\/@ffprobe-installer\/[a-z0-9-]+\/ffprobe$/);
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
