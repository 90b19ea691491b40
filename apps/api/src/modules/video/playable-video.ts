import type { StreamFacts, VideoDemuxer, VideoFacts } from '../../adapters/video-tools/video-tools';
import type { VideoMime } from '../../lib/uploads';
import { MAX_INPUT_PIXELS } from '../media/image-variants';

/** Video codecs current browsers play in a `<video>` element. */
const PLAYABLE_CODECS = new Set(['h264', 'hevc', 'vp8', 'vp9', 'av1']);

export interface PlayableVideo {
  mime: VideoMime;
  stream: StreamFacts;
  durationSeconds: number;
}

/** The demuxer a file is read with, from the type its first bytes claim. */
export function demuxerFor(sniffed: VideoMime): VideoDemuxer {
  return sniffed === 'video/webm' ? 'matroska' : 'mov';
}

/**
 * The video a file holds, when a browser can play it: an MP4, QuickTime or WebM/Matroska
 * container read to the end without errors, a positive duration, and a video stream of a
 * playable codec that has frames and no more pixels than a photo may have. Null otherwise.
 */
export function playableVideo(facts: VideoFacts): PlayableVideo | null {
  const mime = containerMime(facts);
  const duration = facts.durationSeconds;
  if (facts.damaged || !mime || duration === null || duration <= 0) return null;
  const stream = facts.streams.find(
    (s) =>
      s.type === 'video' &&
      PLAYABLE_CODECS.has(s.codec) &&
      s.packets > 0 &&
      s.width > 0 &&
      s.height > 0 &&
      s.width * s.height <= MAX_INPUT_PIXELS,
  );
  return stream ? { mime, stream, durationSeconds: duration } : null;
}

function containerMime(facts: VideoFacts): VideoMime | null {
  if (facts.formats.includes('mp4')) return facts.majorBrand === 'qt' ? 'video/quicktime' : 'video/mp4';
  if (facts.formats.includes('webm')) return 'video/webm';
  return null;
}
