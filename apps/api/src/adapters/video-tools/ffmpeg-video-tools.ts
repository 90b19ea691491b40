import { parseProbeOutput } from './ffprobe-output';
import { runTool } from './run-tool';
import type { VideoToolPaths } from './tool-paths';
import type { VideoDemuxer, VideoFacts, VideoTools } from './video-tools';

const PROBE_LIMITS = { timeoutMs: 30_000, maxStdoutBytes: 1024 * 1024 };
const FRAME_LIMITS = { timeoutMs: 30_000, maxStdoutBytes: 20 * 1024 * 1024 };

const PROBE_ENTRIES =
  'format=format_name,duration:format_tags=major_brand:stream=index,codec_type,codec_name,width,height,nb_read_packets';

/**
 * Both tools read only the given local file: the demuxer is fixed (no probing of other formats
 * such as playlists), only the `file` protocol is allowed (no network, no other schemes), and the
 * path is passed as a `file:` URL so it is never taken for an option.
 */
const input = (demuxer: VideoDemuxer) => ['-protocol_whitelist', 'file', '-f', demuxer];
const fileUrl = (file: string) => `file:${file}`;

export class FfmpegVideoTools implements VideoTools {
  constructor(private readonly paths: VideoToolPaths) {}

  async inspect(file: string, demuxer: VideoDemuxer): Promise<VideoFacts | null> {
    const run = await runTool(
      this.paths.ffprobe,
      [
        '-v',
        'error',
        ...input(demuxer),
        '-count_packets',
        '-show_entries',
        PROBE_ENTRIES,
        '-of',
        'json',
        fileUrl(file),
      ],
      PROBE_LIMITS,
    );
    if (run.code !== 0) return null;
    // At `-v error` ffprobe reports only errors, such as a packet cut short ("partial file").
    return parseProbeOutput(run.stdout.toString('utf8'), run.stderr.trim() !== '');
  }

  async frameJpeg(
    file: string,
    demuxer: VideoDemuxer,
    streamIndex: number,
    atSeconds: number,
  ): Promise<Buffer | null> {
    const run = await runTool(
      this.paths.ffmpeg,
      [
        '-v',
        'error',
        '-nostdin',
        '-threads',
        '1',
        '-ss',
        atSeconds.toFixed(3),
        ...input(demuxer),
        '-i',
        fileUrl(file),
        '-map',
        `0:${streamIndex}`,
        '-frames:v',
        '1',
        '-an',
        '-sn',
        '-dn',
        '-f',
        'image2pipe',
        '-c:v',
        'mjpeg',
        '-q:v',
        '2',
        'pipe:1',
      ],
      FRAME_LIMITS,
    );
    return run.code === 0 && run.stdout.length > 0 ? run.stdout : null;
  }
}
