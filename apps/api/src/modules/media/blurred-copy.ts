import type { Readable } from 'node:stream';
import type { Storage } from '../../adapters/storage';
import { thumbKeyOfBlur } from '../privacy/member-media-keys';
import { makeBlurredCopy } from './image-variants';

/**
 * Makes the blurred copy of a photo stored before blurred copies existed (issue 20), from its
 * thumb, the first time it is asked for. Nothing happens when it exists or the photo is gone (the
 * route answers 404 then).
 */
export async function ensureBlurredCopy(storage: Storage, blurKey: string): Promise<void> {
  if (await storage.stat(blurKey)) return;
  const thumbKey = thumbKeyOfBlur(blurKey);
  if (!(await storage.stat(thumbKey))) return;
  const stream: Readable = await storage.read(thumbKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await storage.put(blurKey, await makeBlurredCopy(Buffer.concat(chunks)));
}
