import type { FastifyRequest } from 'fastify';
import { readForm } from './uploads';

export interface ImageForm {
  /** The text fields by name. */
  fields: Record<string, string>;
  /** The bytes of the one file sent under the image field (not yet checked), or null. */
  image: Buffer | null;
}

export interface ImageFormOptions {
  /** The one field that may carry a file. */
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  /** Longest text field in bytes (a blog post's Markdown is longer than the default allows). */
  maxFieldBytes?: number;
}

/**
 * A multipart form of text fields and at most one small image, read into memory within
 * `maxBytes` (413 past it; 400 for a file under another field name). The image still has to be
 * sniffed and re-encoded by the caller.
 */
export async function readImageForm(request: FastifyRequest, options: ImageFormOptions): Promise<ImageForm> {
  let image: Buffer | null = null;
  const fields = await readForm(request, {
    fileFields: [options.field],
    maxFiles: 1,
    maxFileBytes: options.maxBytes,
    tooLargeMessage: options.tooLargeMessage,
    ...(options.maxFieldBytes ? { maxFieldBytes: options.maxFieldBytes } : {}),
    onFile: async ({ stream }) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      image = Buffer.concat(chunks);
    },
  });
  // A client may echo the current image URL back as a text field; it is not an upload.
  delete fields[options.field];
  return { fields, image };
}
