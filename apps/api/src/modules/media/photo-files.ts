import type { Storage } from '../../adapters/storage';
import { COPY_FORMATS, type CopyFormat, copyKeyOf, filesOfPhotoSize } from './photo-copy-keys';
import type { EncodedPhotoSize } from './photo-encoders';

/** Stores one photo size: its JPEG at `jpegKey` and its copies beside it. */
export async function storePhotoSize(
  storage: Storage,
  jpegKey: string,
  encoded: EncodedPhotoSize,
): Promise<void> {
  await Promise.all([storage.put(jpegKey, encoded.jpeg), storeCopies(storage, jpegKey, encoded)]);
}

/** Stores the copies of the photo size whose JPEG is at `jpegKey`. */
export async function storeCopies(
  storage: Storage,
  jpegKey: string,
  copies: Record<CopyFormat, Buffer>,
): Promise<void> {
  await Promise.all(COPY_FORMATS.map((format) => storage.put(copyKeyOf(jpegKey, format), copies[format])));
}

/**
 * Deletes photo sizes by their JPEG keys, with their copies. A file that will not go is left:
 * once its row is gone nothing links to it.
 */
export async function deletePhotoFiles(storage: Storage, jpegKeys: Iterable<string>): Promise<void> {
  const keys = [...new Set(jpegKeys)].flatMap(filesOfPhotoSize);
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
