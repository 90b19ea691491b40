import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorMessage } from '../i18n/error-messages';
import { parseFormFields } from './form-fields';
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
    tooLargeMessage: errorMessage('PAYLOAD_TOO_LARGE.image', { mb: options.maxBytes / 1024 / 1024 }),
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

/**
 * A staff form with one image (see readImageForm): its text fields through `schema` (400 with each
 * field at fault, before anything is stored), and the image's bytes or null.
 */
export async function readImageFormAs<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  options: ImageFormOptions,
): Promise<{ form: z.output<S>; image: Buffer | null }> {
  const { fields, image } = await readImageForm(request, options);
  return { form: parseFormFields(schema, fields), image };
}
