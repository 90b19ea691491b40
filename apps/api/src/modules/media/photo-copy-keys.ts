/**
 * Where the modern-format copies of a photo size live (decision 23): beside its JPEG,
 * under the same key with the format's extension (`…/<id>-medium.jpg` → `…/<id>-medium.avif`).
 * Every place that writes, serves or deletes photo files derives the copies' keys here.
 */

/** The copies stored beside each photo size's JPEG, smallest first. */
export const COPY_FORMATS = ['avif', 'webp'] as const;
export type CopyFormat = (typeof COPY_FORMATS)[number];

/** A photo size's JPEG: members' photos (`<id>-<size>.jpg`) and the benchmark's shared ones. */
const PHOTO_SIZE_JPEG = /-(?:thumb|medium|large|blur)\.jpg$/;
const PHOTO_SIZE_COPY = /-(?:thumb|medium|large|blur)\.(?:avif|webp)$/;

/** Whether `key` is a photo size's JPEG, the kind of file that has copies. */
export const hasFormatCopies = (key: string): boolean => PHOTO_SIZE_JPEG.test(key);

/** Whether `key` names a copy itself (never served by its own path: only in place of its JPEG). */
export const isFormatCopy = (key: string): boolean => PHOTO_SIZE_COPY.test(key);

/** The key of `jpegKey`'s copy in `format`. */
export function copyKeyOf(jpegKey: string, format: CopyFormat): string {
  if (!hasFormatCopies(jpegKey)) throw new Error(`not a photo size's JPEG: ${JSON.stringify(jpegKey)}`);
  return jpegKey.replace(/\.jpg$/, `.${format}`);
}

/** Every file of one photo size: its JPEG, then its copies. */
export const filesOfPhotoSize = (jpegKey: string): string[] => [
  jpegKey,
  ...COPY_FORMATS.map((format) => copyKeyOf(jpegKey, format)),
];
