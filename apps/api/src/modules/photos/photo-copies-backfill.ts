import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { errorKind } from '../../lib/error-kind';
import { ensureBlurredCopy } from '../media/blurred-copy';
import { deletePhotoFiles } from '../media/photo-files';
import { makeMissingCopies } from '../media/stored-photo-copies';
import type { PhotosRepository, PhotoVariantKeys } from './photos.repository';
import { blurOfPhoto, photoFilesOf } from './photos.service';

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface PhotoCopiesBackfillDeps {
  db: Database;
  repo: PhotosRepository;
  storage: Storage;
  log: Logger;
}

/** What one batch did: photos given their copies, photos that failed, and where the next batch starts. */
export interface BackfillBatch {
  made: number;
  failed: number;
  /** The last photo id looked at when there may be more; null when the walk is done. */
  next: string | null;
}

/** Photos one batch takes: a few seconds of encoding per photo, so a batch stays well within its job's expiry. */
export const BACKFILL_BATCH = 25;

/**
 * Gives photos stored as JPEGs only their AVIF and WebP copies (decision 23), a batch at a time
 * in id order. Idempotent: copies already there are kept, and a photo is marked once all of its
 * sizes have them. A photo that fails (a storage error, an unreadable JPEG) is logged and left for
 * the next walk.
 */
export class PhotoCopiesBackfill {
  constructor(private readonly deps: PhotoCopiesBackfillDeps) {}

  /** Whether any photo still waits for its copies. */
  pending(): Promise<boolean> {
    return this.deps.repo.anyWithoutCopies(this.deps.db);
  }

  /** Gives up to BACKFILL_BATCH photos (by id, after `after`) their copies. */
  async runBatch(after?: string): Promise<BackfillBatch> {
    const { db, repo, log } = this.deps;
    const photos = await repo.withoutCopies(db, BACKFILL_BATCH, after);
    let made = 0;
    let failed = 0;
    for (const photo of photos) {
      try {
        if (await this.giveCopies(photo.id, photo.variants)) made++;
      } catch (err) {
        failed++;
        log.warn({ photo: photo.id, err: errorKind(err) }, 'could not make the copies of a photo');
      }
    }
    const next = photos.length === BACKFILL_BATCH ? photos.at(-1)!.id : null;
    return { made, failed, next };
  }

  /** Answers whether the photo was given its copies (false when it was deleted meanwhile). */
  private async giveCopies(photoId: string, variants: PhotoVariantKeys): Promise<boolean> {
    const { db, repo, storage } = this.deps;
    const blur = blurOfPhoto(variants);
    // Photos from before blurred copies (decision 18) may have no blurred copy yet: it is made, with its copies.
    if (blur) await ensureBlurredCopy(storage, blur);
    const sizes = photoFilesOf(variants);
    for (const jpegKey of sizes) await makeMissingCopies(storage, jpegKey);
    if (await repo.markCopiesMade(db, photoId)) return true;
    // Deleted while its copies were made: the deletion may have run before they were written.
    await deletePhotoFiles(storage, sizes);
    return false;
  }
}
