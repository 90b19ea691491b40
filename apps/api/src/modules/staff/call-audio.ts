import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { CALL_AUDIO_MAX_BYTES } from '@jodi/contract';
import type { Storage } from '../../adapters/storage';
import { appError } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import { peekBytes, SNIFF_BYTES } from '../../lib/uploads';

/** A call recording: its type is judged by its first bytes only (spec 5: audio files only). */
export type AudioMime =
  | 'audio/mpeg'
  | 'audio/aac'
  | 'audio/mp4'
  | 'audio/3gpp'
  | 'audio/ogg'
  | 'audio/wav'
  | 'audio/webm'
  | 'audio/amr'
  | 'audio/flac';

export const AUDIO_EXTENSIONS: Record<AudioMime, string> = {
  'audio/mpeg': 'mp3',
  'audio/aac': 'aac',
  'audio/mp4': 'm4a',
  'audio/3gpp': '3gp',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/webm': 'webm',
  'audio/amr': 'amr',
  'audio/flac': 'flac',
};

export const AUDIO_TOO_LARGE_MESSAGE = errorMessage('PAYLOAD_TOO_LARGE.recording', {
  mb: CALL_AUDIO_MAX_BYTES / 1024 / 1024,
});

export const unsupportedAudio = () => appError('UNSUPPORTED_MEDIA_TYPE.audio');

/** ISO-BMFF brands of audio-only files (M4A from phones and recorders, 3GPP from Android). */
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'isom', 'iso2', 'mp41', 'mp42']);
const THREE_GPP_BRANDS = new Set(['3gp4', '3gp5', '3gp6', '3gp7']);

const latin1 = (buf: Buffer, start: number, end: number) =>
  buf.length >= end ? buf.subarray(start, end).toString('latin1') : '';

/**
 * An MPEG audio frame header: 11 sync bits, a defined version and layer, and a bitrate and
 * sample rate that are not the reserved values (so random bytes starting 0xFF rarely pass).
 */
function isMpegFrame(buf: Buffer): boolean {
  if (buf.length < 3 || buf[0] !== 0xff) return false;
  const b1 = buf[1]!;
  const b2 = buf[2]!;
  const syncs = (b1 & 0xe0) === 0xe0;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return syncs && version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** The audio type of a file by its magic bytes; null for anything else (images, text, video...). */
export function sniffAudio(buf: Buffer): AudioMime | null {
  if (latin1(buf, 0, 3) === 'ID3') return 'audio/mpeg';
  // AAC in ADTS frames: sync 0xFFF, layer 00 (0xFFF1 MPEG-4, 0xFFF9 MPEG-2).
  if (buf[0] === 0xff && buf.length >= 2 && (buf[1]! & 0xf6) === 0xf0) return 'audio/aac';
  if (isMpegFrame(buf)) return 'audio/mpeg';
  if (latin1(buf, 4, 8) === 'ftyp') {
    const brand = latin1(buf, 8, 12);
    if (MP4_AUDIO_BRANDS.has(brand)) return 'audio/mp4';
    if (THREE_GPP_BRANDS.has(brand)) return 'audio/3gpp';
    return null;
  }
  if (latin1(buf, 0, 4) === 'OggS') return 'audio/ogg';
  if (latin1(buf, 0, 4) === 'RIFF' && latin1(buf, 8, 12) === 'WAVE') return 'audio/wav';
  if (buf.length >= 4 && buf.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (latin1(buf, 0, 5) === '#!AMR') return 'audio/amr';
  if (latin1(buf, 0, 4) === 'fLaC') return 'audio/flac';
  return null;
}

/** A stored recording: private key, type and size. */
export interface StoredAudio {
  key: string;
  mime: AudioMime;
  size: number;
}

/** Recordings live under `private/`, which /media never serves. */
const audioKey = (mime: AudioMime) => `private/calllogs/${crypto.randomUUID()}.${AUDIO_EXTENSIONS[mime]}`;

/**
 * Sniffs an uploaded recording and streams it to a private key: 415 when it is not audio, 413
 * (from the upload stream) past the size limit, in which case nothing is kept.
 */
export async function storeCallAudio(storage: Storage, source: Readable): Promise<StoredAudio> {
  const { head, stream } = await peekBytes(source, SNIFF_BYTES);
  const mime = sniffAudio(head);
  if (!mime) {
    stream.destroy();
    throw unsupportedAudio();
  }
  const key = audioKey(mime);
  try {
    const { size } = await storage.put(key, stream);
    return { key, mime, size };
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
}
