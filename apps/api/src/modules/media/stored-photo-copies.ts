import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage';
import { COPY_FORMATS, copyKeyOf } from './photo-copy-keys';
import { encodeCopies, encodingOf } from './photo-encoders';
import { storeCopies } from './photo-files';

/**
 * Makes the AVIF and WebP copies of a photo size stored as a JPEG only (before the modern formats of decision 23), from
 * that JPEG. Does nothing when both copies exist, or when the JPEG itself is missing.
 */
export async function makeMissingCopies(storage: Storage, jpegKey: string): Promise<void> {
  const copies = await Promise.all(COPY_FORMATS.map((format) => storage.stat(copyKeyOf(jpegKey, format))));
  if (copies.every(Boolean) || !(await storage.stat(jpegKey))) return;
  const jpeg = await buffer(await storage.read(jpegKey));
  await storeCopies(
    storage,
    jpegKey,
    await encodeCopies(sharp(jpeg, { failOn: 'error' }), encodingOf(jpegKey)),
  );
}
