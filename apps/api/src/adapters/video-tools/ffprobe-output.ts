import { z } from 'zod';
import type { VideoFacts } from './video-tools';

const count = z.coerce.number().int().nonnegative().catch(0);

const probeOutput = z.object({
  streams: z
    .array(
      z.object({
        index: z.number().int(),
        codec_type: z.string().catch('unknown'),
        codec_name: z.string().catch('unknown'),
        width: count,
        height: count,
        nb_read_packets: count,
      }),
    )
    .catch([]),
  format: z.object({
    format_name: z.string(),
    duration: z.coerce.number().optional().catch(undefined),
    tags: z.object({ major_brand: z.string().optional() }).catch({}).optional(),
  }),
});

/**
 * The facts in ffprobe's JSON (`-count_packets -show_entries format=...:stream=... -of json`);
 * null when it holds no format (ffprobe could not read the file).
 */
export function parseProbeOutput(json: string, damaged: boolean): VideoFacts | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = probeOutput.safeParse(raw);
  if (!parsed.success) return null;
  const { streams, format } = parsed.data;
  const duration = format.duration;
  return {
    formats: format.format_name.split(','),
    majorBrand: format.tags?.major_brand?.trim() || undefined,
    durationSeconds: duration !== undefined && Number.isFinite(duration) ? duration : null,
    streams: streams.map((s) => ({
      index: s.index,
      type: s.codec_type,
      codec: s.codec_name,
      width: s.width,
      height: s.height,
      packets: s.nb_read_packets,
    })),
    damaged,
  };
}
