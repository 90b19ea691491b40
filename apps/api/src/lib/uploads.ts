import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { type AppError, appError, badRequest, type FieldIssue } from '../errors';
import { type ErrorMessage, errorMessage } from '../i18n/error-messages';
import { notMultipart, toUploadError, uploadTooLarge } from '../plugins/multipart';

/**
 * Shared upload helpers: what a file is, judged by its first bytes (never by the client's name or
 * declared type), and reading multipart files within a size limit.
 */

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';
export type VideoMime = 'video/mp4' | 'video/webm' | 'video/quicktime';

/** How many leading bytes the sniffers need. */
export const SNIFF_BYTES = 12;

export const MB = 1024 * 1024;

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (buf: Buffer, start: number, end: number) =>
  buf.length >= end ? buf.subarray(start, end).toString('latin1') : '';

/** JPEG, PNG or WebP by magic bytes; null for anything else (SVG, HTML, GIF, HEIC...). */
export function sniffImage(buf: Buffer): ImageMime | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** MP4 or QuickTime (an ISO-BMFF `ftyp` box; brand `qt  ` is QuickTime) or WebM/Matroska (EBML). */
export function sniffVideo(buf: Buffer): VideoMime | null {
  if (ascii(buf, 4, 8) === 'ftyp') return ascii(buf, 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return null;
}

export type DocumentMime = 'application/pdf' | 'image/jpeg' | 'image/png';

/** A verification document: PDF (`%PDF-`), JPEG or PNG by its bytes; null for anything else. */
export function sniffDocument(buf: Buffer): DocumentMime | null {
  if (ascii(buf, 0, 5) === '%PDF-') return 'application/pdf';
  const image = sniffImage(buf);
  return image === 'image/jpeg' || image === 'image/png' ? image : null;
}

export const DOCUMENT_EXTENSIONS: Record<DocumentMime, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export const VIDEO_EXTENSIONS: Record<VideoMime, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export const unsupportedPhoto = (details?: readonly FieldIssue[]) =>
  appError('UNSUPPORTED_MEDIA_TYPE.photos', details);

export const unsupportedVideo = () => appError('UNSUPPORTED_MEDIA_TYPE.video');

/** A busboy file stream: it ends early with `truncated` set when the file-size limit is hit. */
type LimitedStream = Readable & { truncated?: boolean };

export interface UploadedFile {
  fieldname: string;
  buffer: Buffer;
}

export interface ReadFilesOptions {
  /** Largest single file in bytes; a larger one answers 413. */
  maxFileBytes: number;
  /** Most files in one request. */
  maxFiles: number;
  tooLargeMessage?: ErrorMessage<'PAYLOAD_TOO_LARGE'>;
  /** The error for more than `maxFiles` files (default 413). */
  tooManyFiles?: () => AppError;
}

async function readLimited(file: LimitedStream, tooLarge: () => AppError): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * Every file of a multipart request, under any field name, each read into memory within
 * `maxFileBytes` (so use it for small files such as photos; stream videos with `openSingleFile`).
 * Non-file fields are skipped.
 */
export async function* readFiles(request: FastifyRequest, options: ReadFilesOptions) {
  if (!request.isMultipart()) throw notMultipart();
  const tooLarge = () => uploadTooLarge(options.tooLargeMessage);
  const parts = request.files({ limits: { fileSize: options.maxFileBytes, files: options.maxFiles } });
  try {
    for await (const part of parts) {
      const buffer = await readLimited(part.file, tooLarge);
      yield { fieldname: part.fieldname, buffer } satisfies UploadedFile;
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT' && options.tooManyFiles) throw options.tooManyFiles();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw toUploadError(err);
  }
}

export interface OpenFileOptions {
  maxBytes: number;
  tooLargeMessage?: ErrorMessage<'PAYLOAD_TOO_LARGE'>;
}

/**
 * The first file of a multipart request as a stream that is never held in memory. The stream
 * fails with 413 as soon as the file passes `maxBytes` (before the bytes past the limit are
 * passed on), so a consumer writing it to storage aborts instead of keeping a truncated file.
 */
export async function openSingleFile(request: FastifyRequest, options: OpenFileOptions): Promise<Readable> {
  if (!request.isMultipart()) throw notMultipart();
  const tooLarge = () => uploadTooLarge(options.tooLargeMessage);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  } catch (err) {
    throw toUploadError(err);
  }
  if (!part) throw badRequest('FILE_REQUIRED.file');
  return limitedStream(part.file, tooLarge);
}

/** A multipart file as a stream that fails with `tooLarge()` as soon as busboy cuts it at the limit. */
function limitedStream(file: LimitedStream, tooLarge: () => AppError): Readable {
  async function* guarded() {
    try {
      for await (const chunk of file) {
        if (file.truncated) throw tooLarge();
        yield chunk as Buffer;
      }
    } catch (err) {
      throw toUploadError(err);
    }
    if (file.truncated) throw tooLarge();
  }
  return Readable.from(guarded(), { objectMode: false });
}

export interface ReadFormOptions {
  /** Field names that may carry a file; a file under any other name answers 400. */
  fileFields: readonly string[];
  maxFileBytes: number;
  maxFiles: number;
  tooLargeMessage?: ErrorMessage<'PAYLOAD_TOO_LARGE'>;
  /** Longest text field in bytes (default MULTIPART_LIMITS.fieldSize); a longer one answers 400. */
  maxFieldBytes?: number;
  /**
   * Called for each file in order, with a stream that fails with 413 past `maxFileBytes`. It must
   * consume the stream (or throw) before the next part can be read. An empty file input (no
   * filename) is skipped.
   */
  onFile(file: { fieldname: string; stream: Readable }): Promise<void>;
}

/**
 * A multipart form of text fields and streamed files, in any order: the text fields by name (a
 * part sent as JSON arrives as its JSON text; a repeated name keeps the last value), files handed
 * to `onFile` as they arrive, never buffered here.
 */
export async function readForm(
  request: FastifyRequest,
  options: ReadFormOptions,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw notMultipart();
  const tooLarge = () => uploadTooLarge(options.tooLargeMessage);
  const fields: Record<string, string> = {};
  try {
    const limits = { fileSize: options.maxFileBytes, files: options.maxFiles };
    const parts = request.parts({
      limits: options.maxFieldBytes ? { ...limits, fieldSize: options.maxFieldBytes } : limits,
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        // busboy cuts a longer value silently: refuse it rather than keep half a text.
        if (part.valueTruncated) {
          throw badRequest('VALIDATION_FAILED.fieldTooLong', [
            { path: `body.${part.fieldname}`, message: errorMessage('VALIDATION_FAILED.tooLong') },
          ]);
        }
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        throw badRequest('UPLOAD_MALFORMED.filesOnlyAs', { fields: options.fileFields.join(', ') }, [
          { path: `body.${part.fieldname}`, message: errorMessage('VALIDATION_FAILED.notAFileField') },
        ]);
      }
      await options.onFile({ fieldname: part.fieldname, stream: limitedStream(part.file, tooLarge) });
    }
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw toUploadError(err);
  }
  return fields;
}

/**
 * Reads at least `count` bytes from the start of a stream (fewer only if it ends first) and
 * returns them with a stream that replays them followed by the rest, so a file can be sniffed
 * and then piped on without being buffered. Destroying the returned stream destroys the source.
 */
export async function peekBytes(
  source: Readable,
  count: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < count) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    try {
      if (head.length > 0) yield head;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  const stream = Readable.from(replay(), { objectMode: false });
  // A generator that has not started ignores return(), so end the source explicitly.
  stream.once('close', () => source.destroy());
  return { head, stream };
}
