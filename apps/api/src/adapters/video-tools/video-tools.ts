/** The demuxer a file is read with, chosen from its first bytes so that no other format is tried. */
export type VideoDemuxer = 'mov' | 'matroska';

export interface StreamFacts {
  /** The stream's index in the file. */
  index: number;
  /** 'video', 'audio', 'subtitle', 'data'... */
  type: string;
  codec: string;
  width: number;
  height: number;
  /** Packets actually read from the file. */
  packets: number;
}

export interface VideoFacts {
  /** The container's format names as ffprobe gives them: ['mov', 'mp4', ...], ['matroska', 'webm']. */
  formats: string[];
  /** The ISO-BMFF major brand ('isom', 'qt'...), when the container has one. */
  majorBrand: string | undefined;
  /** Null when the container does not say. */
  durationSeconds: number | null;
  streams: StreamFacts[];
  /** Errors were reported while reading every packet: the file is cut short or corrupt. */
  damaged: boolean;
}

/** Looks inside video files kept on the local disk (ffprobe and ffmpeg). */
export interface VideoTools {
  /** What a file holds, read packet by packet; null when it cannot be read as `demuxer` at all. */
  inspect(file: string, demuxer: VideoDemuxer): Promise<VideoFacts | null>;
  /** One frame of stream `streamIndex` near `atSeconds`, as a JPEG; null when none decodes. */
  frameJpeg(
    file: string,
    demuxer: VideoDemuxer,
    streamIndex: number,
    atSeconds: number,
  ): Promise<Buffer | null>;
}
