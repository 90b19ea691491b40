import type { AvifOptions, JpegOptions, Sharp, WebpOptions } from 'sharp';
import type { CopyFormat } from './photo-copy-keys';

/** How each format of a photo size is encoded. */
export interface PhotoEncoding {
  jpeg: JpegOptions;
  avif: AvifOptions;
  webp: WebpOptions;
}

/**
 * The clear sizes (decision 23, with measured sizes). AVIF effort 1 makes files as small as
 * effort 2 at about half the CPU, and a third of effort 3's, so an upload of ten photos stays
 * within seconds; WebP 75 looks like the JPEG at 80 at about half its bytes.
 */
export const PHOTO_ENCODING: PhotoEncoding = {
  jpeg: { quality: 80, mozjpeg: true },
  avif: { quality: 50, effort: 1 },
  webp: { quality: 75, effort: 4 },
};

/**
 * The blurred copy has no detail to keep. At AVIF 50 its container's overhead made it larger than
 * the WebP; at 30 it is the smallest again, and looks the same.
 */
export const BLUR_ENCODING: PhotoEncoding = {
  jpeg: { quality: 60 },
  avif: { quality: 30, effort: 1 },
  webp: { quality: 60, effort: 4 },
};

/** The encoding of the photo size stored at `jpegKey`. */
export const encodingOf = (jpegKey: string): PhotoEncoding =>
  jpegKey.endsWith('-blur.jpg') ? BLUR_ENCODING : PHOTO_ENCODING;

/** One photo size in every stored format. */
export type EncodedPhotoSize = Record<'jpeg' | CopyFormat, Buffer>;

/** The AVIF and WebP copies of the picture `pipeline` draws (left unchanged: each encoder works on a clone). */
export async function encodeCopies(
  pipeline: Sharp,
  encoding: PhotoEncoding,
): Promise<Record<CopyFormat, Buffer>> {
  const [avif, webp] = await Promise.all([
    pipeline.clone().avif(encoding.avif).toBuffer(),
    pipeline.clone().webp(encoding.webp).toBuffer(),
  ]);
  return { avif, webp };
}

/** The picture `pipeline` draws as a JPEG and as its copies, from the same pixels. */
export async function encodeEveryFormat(pipeline: Sharp, encoding: PhotoEncoding): Promise<EncodedPhotoSize> {
  const [jpeg, copies] = await Promise.all([
    pipeline.clone().jpeg(encoding.jpeg).toBuffer(),
    encodeCopies(pipeline, encoding),
  ]);
  return { jpeg, ...copies };
}
