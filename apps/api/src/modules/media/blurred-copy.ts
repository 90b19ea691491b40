import { buffer } from 'node:stream/consumers';
import type { Storage } from '../../adapters/storage';
import { thumbKeyOfBlur } from '../privacy/member-media-keys';
import { makeBlurredCopy } from './image-variants';
import { storePhotoSize } from './photo-files';

/**
 * Makes the blurred copy of a photo stored before blurred copies existed (decision 18), with its
 * AVIF and WebP copies, from its thumb, the first time it is asked for. Nothing happens when it
 * exists or the photo is gone (the route answers 404 then).
 */
export async function ensureBlurredCopy(storage: Storage, blurKey: string): Promise<void> {
  if (await storage.stat(blurKey)) return;
  const thumbKey = thumbKeyOfBlur(blurKey);
  if (!(await storage.stat(thumbKey))) return;
  const thumb = await buffer(await storage.read(thumbKey));
  await storePhotoSize(storage, blurKey, await makeBlurredCopy(thumb));
}
