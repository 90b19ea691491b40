import type { FastifyReply } from 'fastify';

/**
 * `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266 / 5987): a file name made
 * of a member's name in Devanagari still downloads under a readable name everywhere.
 */
export function contentDisposition(filename: string, fallback = 'download'): string {
  const dot = filename.lastIndexOf('.');
  const extension = dot > 0 ? filename.slice(dot) : '';
  const ascii =
    filename
      .replace(/[^\x20-\x7e]+|["\\]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/_(?=\.[a-z0-9]+$)/i, '')
      .replace(/^_(?=.)/, '') || `${fallback}${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Sends a member's private file as a download that no cache keeps and no browser sniffs. */
export function sendPrivateDownload(
  reply: FastifyReply,
  file: { body: unknown; contentType: string; fileName: string; fallbackName: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, file.fallbackName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
