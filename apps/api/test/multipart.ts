import crypto from 'node:crypto';

export interface FilePart {
  /** Form field name, e.g. `pics`. */
  name: string;
  /** Sent as the part's filename; a part with a filename is a file to the server. */
  filename?: string;
  /** The declared type; the server must not trust it. */
  contentType?: string;
  data: Buffer | string;
}

/**
 * A multipart/form-data body built by hand, for `app.inject({ payload, headers })`:
 * `t.app.inject({ method: 'POST', url, ...multipart([{ name: 'pics', filename: 'a.jpg', data }]) })`.
 */
export function multipart(parts: FilePart[], extraHeaders: Record<string, string> = {}) {
  const boundary = `----jodi${crypto.randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...extraHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file under `name` with a filename and declared type (defaults: photo.jpg, image/jpeg). */
export const filePart = (
  data: Buffer | string,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
  name = 'pics',
): FilePart => ({ name, filename, contentType, data });

/** A form of text fields and, when given, one file part after them. */
export function multipartForm(
  fields: Record<string, string>,
  file?: FilePart,
  extraHeaders: Record<string, string> = {},
) {
  const parts: FilePart[] = Object.entries(fields).map(([name, data]) => ({ name, data }));
  return multipart(file ? [...parts, file] : parts, extraHeaders);
}
