import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError, appError } from '../errors';
import { type ErrorMessage, errorMessage } from '../i18n/error-messages';

/**
 * Limits every multipart request gets. `fileSize` is a conservative default: each upload route
 * passes its own (photos 10 MB, video VIDEO_MAX_MB) through `lib/uploads`. Multipart bodies
 * bypass Fastify's bodyLimit, so these (with the per-route file size) bound a request.
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 20,
  parts: 30,
  headerPairs: 50,
  fileSize: 10 * 1024 * 1024,
} as const;

/** What reading any multipart upload may answer: every upload route declares these (`config.errors`). */
export const MULTIPART_ERRORS = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UPLOAD_MALFORMED'] as const;

export const uploadTooLarge = (
  message: ErrorMessage<'PAYLOAD_TOO_LARGE'> = errorMessage('PAYLOAD_TOO_LARGE.upload'),
) => new AppError(message);

/**
 * Turns @fastify/multipart's and busboy's errors into the envelope's: too large or too many
 * parts → 413, not multipart → 415, malformed → 400. Anything else is returned unchanged.
 */
export function toUploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadTooLarge();
    case 'FST_FILES_LIMIT':
      return appError('PAYLOAD_TOO_LARGE.tooManyFiles');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return appError('PAYLOAD_TOO_LARGE.tooManyParts');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return appError('UPLOAD_MALFORMED.fieldNotAllowed');
    case 'FST_MP_PREMATURE_CLOSE':
      return appError('UPLOAD_MALFORMED.interrupted');
  }
  // busboy's own parse errors carry no code: "Multipart: Boundary not found", "Unexpected end of
  // multipart data", "Part terminated early", "Malformed part header".
  if (err instanceof Error && code === undefined && /multipart|boundary|part/i.test(err.message)) {
    return appError('UPLOAD_MALFORMED.notMultipart');
  }
  return err;
}

export const notMultipart = () => appError('UNSUPPORTED_MEDIA_TYPE.multipart');

/**
 * Parses multipart/form-data (streaming; nothing is buffered or written to disk by the plugin).
 * Routes read the parts through `lib/uploads`, which applies their own file-size limit.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS }, throwFileSizeLimit: true });

  // A route may answer (413, 415, 400) before the client has sent the whole body. Discard the rest
  // so the connection can carry the next request instead of stalling on an unread upload.
  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    if (request.isMultipart() && !raw.complete && !raw.destroyed) {
      raw.unpipe();
      raw.resume();
    }
  });
}
