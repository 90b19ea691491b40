import type { VideoDemuxer, VideoTools } from '../../adapters/video-tools/video-tools';
import { ImageRejectedError, reencodeImage } from '../media/image-variants';
import type { PlayableVideo } from './playable-video';

/** Posters are shown where the video is, at most this large. */
const POSTER_BOX = { width: 1280, height: 1280 };

/** A video's poster is stored beside it: `<video key less its extension>.poster.jpg`. */
export function posterKeyOf(videoKey: string): string {
  return `${videoKey.replace(/\.[A-Za-z0-9]+$/, '')}.poster.jpg`;
}

/** One second in, or half-way through a shorter video (its first frame may be black). */
export const posterTime = (durationSeconds: number) => Math.min(1, durationSeconds / 2);

/**
 * A JPEG of one frame of the video, re-encoded like a photo (no metadata, pixel limit); null when
 * no frame decodes, so a file that only looks like a video is refused.
 */
export async function makePoster(
  tools: VideoTools,
  file: string,
  demuxer: VideoDemuxer,
  video: PlayableVideo,
): Promise<Buffer | null> {
  const frame = await tools.frameJpeg(file, demuxer, video.stream.index, posterTime(video.durationSeconds));
  if (!frame) return null;
  try {
    return (await reencodeImage(frame, POSTER_BOX)).jpeg;
  } catch (err) {
    if (err instanceof ImageRejectedError) return null;
    throw err;
  }
}
