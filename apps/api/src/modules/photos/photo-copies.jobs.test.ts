import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { addStoredPhoto, createProfile } from '../../../test/profile-factory';
import { photos } from '../../db/schema';
import { filesOfPhotoSize } from '../media/photo-copy-keys';
import { MAKE_PHOTO_COPIES } from './photo-copies.jobs';
import { BACKFILL_BATCH, PhotoCopiesBackfill } from './photo-copies-backfill';
import { PhotosRepository, type PhotoVariantKeys } from './photos.repository';
import { photoFilesOf } from './photos.service';

/**
 * Photos stored before the modern formats of decision 23 (JPEGs only, as `addStoredPhoto` stores them) get their AVIF and
 * WebP copies from a background job, once (decision 23). This app works jobs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ JOB_WORKERS: 'true', JOB_POLL_SECONDS: '0.5' });
});
afterAll(() => t.close());

const warnings: object[] = [];
const log = { warn: (obj: object) => warnings.push(obj) };
const backfill = (repo = new PhotosRepository()) =>
  new PhotoCopiesBackfill({ db: t.database.db, repo, storage: t.app.ctx.storage, log });

async function oldPhoto(): Promise<{ id: string; variants: PhotoVariantKeys }> {
  const { profileId } = await createProfile(t.app, { gender: 'female', photo: false });
  const id = await addStoredPhoto(t.app, profileId);
  const [row] = await t.database.db.select().from(photos).where(eq(photos.id, id));
  return { id, variants: row!.variants as PhotoVariantKeys };
}
const copiesOf = (variants: PhotoVariantKeys) =>
  photoFilesOf(variants).flatMap((key) => filesOfPhotoSize(key).slice(1));
const exists = async (keys: string[]) =>
  Promise.all(keys.map(async (key) => (await t.app.ctx.storage.stat(key)) !== null));
const marked = async (ids: string[]) =>
  (await t.database.db.select().from(photos).where(inArray(photos.id, ids))).map((r) => r.formatCopies);
async function until(probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('timed out waiting for the job');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the copies of photos stored before them', () => {
  it('walks the photos in batches by id, each batch saying where the next starts', async () => {
    const old = await Promise.all(Array.from({ length: BACKFILL_BATCH + 1 }, () => oldPhoto()));
    const first = await backfill().runBatch();
    expect(first).toEqual({ made: BACKFILL_BATCH, failed: 0, next: expect.any(String) });
    const second = await backfill().runBatch(first.next!);
    expect(second).toEqual({ made: 1, failed: 0, next: null });
    expect(await marked(old.map((p) => p.id))).toEqual(old.map(() => true));
    for (const { variants } of old) expect(await exists(copiesOf(variants))).not.toContain(false);
    expect(await backfill().pending()).toBe(false);
  });

  it('makes the blurred copy a photo from before blurred copies lacked, and real AVIF and WebP of every size', async () => {
    const { variants } = await oldPhoto();
    expect(variants.blur).toBeUndefined();
    await backfill().runBatch();
    for (const jpeg of photoFilesOf(variants)) {
      const [, avif, webp] = filesOfPhotoSize(jpeg);
      expect((await sharp(await read(jpeg)).metadata()).format, jpeg).toBe('jpeg');
      const avifMeta = await sharp(await read(avif!)).metadata();
      expect([avifMeta.format, avifMeta.compression]).toEqual(['heif', 'av1']);
      expect((await sharp(await read(webp!)).metadata()).format).toBe('webp');
    }
  });

  it('logs a photo it cannot read, goes on with the others, and leaves it for the next walk', async () => {
    const broken = await oldPhoto();
    const fine = await oldPhoto();
    await t.app.ctx.storage.put(broken.variants.medium, Buffer.from('not a jpeg at all'));
    warnings.length = 0;
    const batch = await backfill().runBatch();
    expect(batch).toMatchObject({ made: 1, failed: 1 });
    expect(await marked([broken.id])).toEqual([false]);
    expect(await marked([fine.id])).toEqual([true]);
    expect(warnings).toEqual([{ photo: broken.id, err: expect.any(Object) }]);
    await t.database.db.delete(photos).where(eq(photos.id, broken.id));
  });

  it('removes what it wrote for a photo deleted while its copies were made', async () => {
    const { id, variants } = await oldPhoto();
    class DeletedMeanwhile extends PhotosRepository {
      override async markCopiesMade(db: Parameters<PhotosRepository['markCopiesMade']>[0], photoId: string) {
        await db.delete(photos).where(eq(photos.id, photoId));
        return super.markCopiesMade(db, photoId);
      }
    }
    expect(await backfill(new DeletedMeanwhile()).runBatch()).toMatchObject({ made: 0, failed: 0 });
    expect(await marked([id])).toEqual([]);
    const files = photoFilesOf(variants).flatMap(filesOfPhotoSize);
    expect(await exists(files)).toEqual(files.map(() => false));
  });
});

describe('the job', () => {
  it('is queued (as start-up does) only when photos lack copies, and makes them once', async () => {
    await t.app.ctx.photoCopies.queueIfMissing();
    expect(await t.app.ctx.jobs.waiting(MAKE_PHOTO_COPIES)).toBe(0);

    const { id, variants } = await oldPhoto();
    await t.app.ctx.photoCopies.queueIfMissing();
    await until(async () => (await marked([id]))[0] === true);
    expect(await exists(copiesOf(variants))).not.toContain(false);

    // Once: nothing is pending, so nothing is queued again, and a run finds nothing to do.
    const before = await Promise.all(copiesOf(variants).map((key) => read(key)));
    await t.app.ctx.photoCopies.queueIfMissing();
    expect(await t.app.ctx.jobs.waiting(MAKE_PHOTO_COPIES)).toBe(0);
    expect(await backfill().runBatch()).toEqual({ made: 0, failed: 0, next: null });
    const after = await Promise.all(copiesOf(variants).map((key) => read(key)));
    expect(after.map((b, i) => b.equals(before[i]!))).toEqual(before.map(() => true));
  });
});

async function read(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await t.app.ctx.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
