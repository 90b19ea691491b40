import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { type ErrorMessage, errorMessage } from '../../i18n/error-messages';
import { BLUR_ENCODING, type EncodedPhotoSize, encodeEveryFormat, PHOTO_ENCODING } from './photo-encoders';

/** Inputs above this many pixels are refused before they are decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Formats accepted as photo uploads; anything else (SVG, PDF, TIFF, RAW...) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);

export const VARIANT_BOXES = {
  thumb: { width: 200, height: 250 },
  medium: { width: 600, height: 750 },
  large: { width: 1200, height: 1500 },
} as const;

export type VariantName = keyof typeof VARIANT_BOXES;
/** The sizes stored for a photo: the clear ones and the blurred copy shown to those who may not see it. */
export type StoredVariant = VariantName | 'blur';

export interface ImageVariants {
  /** Size of the large variant. */
  width: number;
  height: number;
  /** Each size as a JPEG and its AVIF and WebP copies (decision 23). */
  variants: Record<StoredVariant, EncodedPhotoSize>;
}

/** The blurred copy is drawn from this few pixels: nothing of a face survives, only colour and shape. */
const BLUR_SOURCE = { width: 16, height: 20 } as const;

/** The upload is not an image we accept (unreadable, unsupported format or too many pixels). */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
  /** Why, as the member is told (the error handler answers it in their language); `message` is its English. */
  readonly reason: ErrorMessage<'UNSUPPORTED_MEDIA_TYPE'>;

  constructor(reason: ErrorMessage<'UNSUPPORTED_MEDIA_TYPE'>, options?: ErrorOptions) {
    super(reason.text, options);
    this.reason = reason;
  }
}

const inputOptions = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;

/**
 * Re-encodes an uploaded image into thumb (200x250, cropped), medium (inside 600x750) and large
 * (inside 1200x1500) sizes and the blurred copy, each as a JPEG and its AVIF and WebP copies,
 * upright per the EXIF orientation. Nothing of the input's
 * metadata (EXIF, GPS, XMP, ICC) is copied: sharp writes none unless asked with keep/withMetadata.
 */
export async function makeImageVariants(input: Buffer): Promise<ImageVariants> {
  await assertAcceptedImage(input);

  // Decode once, upright and no larger than the large box; every size is made from these pixels.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, inputOptions)
      .rotate()
      .resize({ ...VARIANT_BOXES.large, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new ImageRejectedError(errorMessage('UNSUPPORTED_MEDIA_TYPE.imageNotDecoded'), { cause: err });
  }
  const { width, height, channels } = base.info;
  const pixels = () => sharp(base.data, { raw: { width, height, channels } });

  const [thumb, medium, large] = await Promise.all([
    encodeEveryFormat(
      pixels().resize({ ...VARIANT_BOXES.thumb, fit: 'cover', position: 'attention' }),
      PHOTO_ENCODING,
    ),
    encodeEveryFormat(
      pixels().resize({ ...VARIANT_BOXES.medium, fit: 'inside', withoutEnlargement: true }),
      PHOTO_ENCODING,
    ),
    encodeEveryFormat(pixels(), PHOTO_ENCODING),
  ]);
  const blur = await makeBlurredCopy(thumb.jpeg);
  return { width, height, variants: { thumb, medium, large, blur } };
}

/**
 * The copy of a photo shown to those the member keeps it from (decision 18): made from the thumb
 * shrunk to BLUR_SOURCE pixels, then drawn back at thumb size and softened, so it keeps the
 * photo's colours and nothing that identifies anyone.
 */
export async function makeBlurredCopy(thumb: Buffer): Promise<EncodedPhotoSize> {
  const tiny = await sharp(thumb, inputOptions)
    .resize({ ...BLUR_SOURCE, fit: 'cover' })
    .toBuffer();
  return encodeEveryFormat(
    sharp(tiny)
      .resize({ ...VARIANT_BOXES.thumb, fit: 'fill', kernel: 'cubic' })
      .blur(8),
    BLUR_ENCODING,
  );
}

/**
 * One JPEG of an uploaded image (a blog cover, an ad), upright and within `box`, with the same
 * checks and the same absence of metadata as the photo sizes.
 */
export async function reencodeImage(
  input: Buffer,
  box: { width: number; height: number },
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  await assertAcceptedImage(input);
  try {
    const { data, info } = await sharp(input, inputOptions)
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg(PHOTO_ENCODING.jpeg)
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (err) {
    throw new ImageRejectedError(errorMessage('UNSUPPORTED_MEDIA_TYPE.imageNotDecoded'), { cause: err });
  }
}

/** Refuses, from the header alone, what is not a readable JPEG/PNG/WebP/AVIF/HEIF of sane size. */
export async function assertAcceptedImage(input: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit is checked below, with a message of our own.
    metadata = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch (err) {
    throw new ImageRejectedError(errorMessage('UNSUPPORTED_MEDIA_TYPE.fileNotAnImage'), { cause: err });
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejectedError(
      errorMessage('UNSUPPORTED_MEDIA_TYPE.imageType', { format: String(metadata.format) }),
    );
  }
  if (!metadata.width || !metadata.height)
    throw new ImageRejectedError(errorMessage('UNSUPPORTED_MEDIA_TYPE.imageHasNoSize'));
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(
      errorMessage('UNSUPPORTED_MEDIA_TYPE.imageTooManyPixels', {
        width: metadata.width,
        height: metadata.height,
        megapixels: MAX_INPUT_PIXELS / 1e6,
      }),
    );
  }
}
