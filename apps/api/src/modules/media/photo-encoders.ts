import type { JpegOptions, Sharp } from 'sharp';
import type { CopyFormat } from './photo-copy-keys';

/**
 * Encoder settings of the copies (decision 23, with measured sizes). AVIF effort 1 makes files
 * as small as effort 2 at about half the CPU, and a third of effort 3's: an upload of ten photos
 * stays within seconds. WebP 75 is close to the JPEG at 80 to the eye at about half its bytes.
 */
const COPY_ENCODERS: Record<CopyFormat, (pipeline: Sharp) => Sharp> = {
  avif: (pipeline) => pipeline.avif({ quality: 50, effort: 1 }),
  webp: (pipeline) => pipeline.webp({ quality: 75, effort: 4 }),
};

/** One photo size in every stored format. */
export type EncodedPhotoSize = Record<'jpeg' | CopyFormat, Buffer>;

/** The AVIF and WebP copies of the picture `pipeline` draws (left unchanged: each encoder works on a clone). */
export async function encodeCopies(pipeline: Sharp): Promise<Record<CopyFormat, Buffer>> {
  const [avif, webp] = await Promise.all([
    COPY_ENCODERS.avif(pipeline.clone()).toBuffer(),
    COPY_ENCODERS.webp(pipeline.clone()).toBuffer(),
  ]);
  return { avif, webp };
}

/** The picture `pipeline` draws as a JPEG with `jpeg` options and as its copies, from the same pixels. */
export async function encodeEveryFormat(pipeline: Sharp, jpeg: JpegOptions): Promise<EncodedPhotoSize> {
  const [jpegBytes, copies] = await Promise.all([
    pipeline.clone().jpeg(jpeg).toBuffer(),
    encodeCopies(pipeline),
  ]);
  return { jpeg: jpegBytes, ...copies };
}
