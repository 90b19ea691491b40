import type { Storage, StoredObject } from '../../adapters/storage';
import { acceptQuality } from './accept-header';
import { COPY_FORMATS, type CopyFormat, copyKeyOf } from './photo-copy-keys';

const MEDIA_TYPES: Record<CopyFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * The copies a request's `Accept` prefers to the JPEG, best first: named with a weight above 0
 * and not below the JPEG's; at equal weight AVIF (the smaller) before WebP.
 */
export function copiesToOffer(accept: string | undefined): CopyFormat[] {
  const jpeg = acceptQuality(accept, 'image/jpeg');
  return COPY_FORMATS.map((format) => ({
    format,
    q: acceptQuality(accept, MEDIA_TYPES[format], { exactOnly: true }),
  }))
    .filter((copy) => copy.q > 0 && copy.q >= jpeg)
    .sort((a, b) => b.q - a.q)
    .map((copy) => copy.format);
}

export interface ChosenFile {
  key: string;
  type: string;
  stat: StoredObject;
}

/**
 * The stored file that answers a request for the photo size at `jpegKey`: the first copy the
 * request prefers that exists, else the JPEG (photos stored before the copies, or a client that
 * names neither); null when not even the JPEG exists.
 */
export async function negotiatePhotoFile(
  storage: Storage,
  jpegKey: string,
  accept: string | undefined,
): Promise<ChosenFile | null> {
  for (const format of copiesToOffer(accept)) {
    const key = copyKeyOf(jpegKey, format);
    const stat = await storage.stat(key);
    if (stat) return { key, type: MEDIA_TYPES[format], stat };
  }
  const stat = await storage.stat(jpegKey);
  return stat ? { key: jpegKey, type: 'image/jpeg', stat } : null;
}
