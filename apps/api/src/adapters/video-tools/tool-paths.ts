import fs from 'node:fs';
import { createRequire } from 'node:module';

// Not named `require`: the bundle's banner already declares one at the top level.
const requirePackage = createRequire(import.meta.url);

export interface VideoToolPaths {
  ffmpeg: string;
  ffprobe: string;
}

export interface VideoToolSettings {
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
}

/**
 * FFMPEG_PATH / FFPROBE_PATH when set, else the binaries shipped inside the npm packages
 * (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe) for this platform. Fails at start-up
 * with the setting to use when neither gives an executable file.
 */
export function resolveVideoToolPaths(settings: VideoToolSettings): VideoToolPaths {
  return {
    ffmpeg: executable(settings.ffmpegPath ?? packagedBinary('@ffmpeg-installer/ffmpeg'), 'FFMPEG_PATH'),
    ffprobe: executable(settings.ffprobePath ?? packagedBinary('@ffprobe-installer/ffprobe'), 'FFPROBE_PATH'),
  };
}

function packagedBinary(packageName: string): string {
  let file: string;
  try {
    file = (requirePackage(packageName) as { path: string }).path;
  } catch {
    return `(${packageName} has no binary for this platform)`;
  }
  allowToRun(file);
  return file;
}

/**
 * @ffprobe-installer's tarball ships its binary without the execute bit and sets it in a
 * postinstall script, which npm may be told not to run: set it here instead, as that script does.
 */
export function allowToRun(file: string): void {
  try {
    fs.accessSync(file, fs.constants.X_OK);
  } catch {
    try {
      fs.chmodSync(file, fs.statSync(file).mode | 0o100);
    } catch {
      // a read-only install: `executable()` names the setting to use instead
    }
  }
}

function executable(file: string, setting: string): string {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    if (fs.statSync(file).isFile()) return file;
  } catch {
    // not there, or not executable
  }
  throw new Error(`Invalid configuration:\n  ${setting}: ${file} is not an executable file`);
}
