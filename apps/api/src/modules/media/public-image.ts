import crypto from 'node:crypto';
import type { Storage } from '../../adapters/storage';
import { AppError } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import { sniffImage, unsupportedPhoto } from '../../lib/uploads';
import { ImageRejectedError, reencodeImage } from './image-variants';

/** Covers and ad pictures are shown at most this large. */
const PUBLIC_IMAGE_BOX = { width: 1600, height: 1200 };

/**
 * Stores an uploaded picture that anyone may see (a blog cover, an ad): JPEG, PNG or WebP by its
 * bytes (415 otherwise), re-encoded into one JPEG without metadata, under `public/<folder>/`.
 * Answers the new storage key; the caller deletes it again if its own write fails.
 */
export async function storePublicImage(
  storage: Storage,
  upload: Buffer,
  folder: 'blog' | 'ads',
): Promise<string> {
  if (!sniffImage(upload))
    throw unsupportedPhoto([{ path: 'body.image', message: errorMessage('VALIDATION_FAILED.notAnImage') }]);
  let jpeg: Buffer;
  try {
    ({ jpeg } = await reencodeImage(upload, PUBLIC_IMAGE_BOX));
  } catch (err) {
    if (!(err instanceof ImageRejectedError)) throw err;
    throw new AppError(err.reason, [{ path: 'body.image', message: err.reason }]);
  }
  const key = `public/${folder}/${crypto.randomUUID()}.jpg`;
  await storage.put(key, jpeg);
  return key;
}

/**
 * A write that may bring a new picture and let go of an old one: the upload (if any) is stored
 * first, then `write` runs with its key and answers which key it replaced. When `write` fails the
 * new file is removed; when it succeeds the replaced one is, so no file is left without a row.
 */
export async function writeWithPublicImage<T>(
  storage: Storage,
  upload: Buffer | null,
  folder: 'blog' | 'ads',
  write: (newKey: string | null) => Promise<{ result: T; replacedKey: string | null }>,
): Promise<T> {
  const newKey = upload ? await storePublicImage(storage, upload, folder) : null;
  let outcome: { result: T; replacedKey: string | null };
  try {
    outcome = await write(newKey);
  } catch (err) {
    if (newKey) await storage.delete(newKey).catch(() => {});
    throw err;
  }
  if (outcome.replacedKey && outcome.replacedKey !== newKey) {
    await storage.delete(outcome.replacedKey).catch(() => {});
  }
  return outcome.result;
}
