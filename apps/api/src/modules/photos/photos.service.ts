import crypto from 'node:crypto';
import type { Photo } from '@jodi/contract';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { appError, badRequest, notFound } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import { MB, sniffImage, unsupportedPhoto } from '../../lib/uploads';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileRow } from '../../policies/own-profile';
import {
  ImageRejectedError,
  type ImageVariants,
  makeImageVariants,
  type StoredVariant,
} from '../media/image-variants';
import { deletePhotoFiles, storePhotoSize } from '../media/photo-files';
import type { MemberMedia } from '../privacy/member-media';
import { blurKeyOf } from '../privacy/member-media-keys';
import { viewerFor } from '../profiles/profile-presenter';
import type { NewPhotoRow, PhotoRow, PhotosRepository, PhotoVariantKeys } from './photos.repository';

/** Photos a profile may have in all. */
export const MAX_PHOTOS = 10;
/** Largest photo upload, per file. */
export const MAX_PHOTO_BYTES = 10 * MB;

/** Shipped by the web app in apps/web/public/img/. */
export const PLACEHOLDERS = {
  female: '/img/placeholder-female.svg',
  male: '/img/placeholder-male.svg',
  unknown: '/img/placeholder.svg',
} as const;

const SIZES: StoredVariant[] = ['thumb', 'medium', 'large', 'blur'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const photoKey = (profileId: string, photoId: string, size: StoredVariant) =>
  `public/p/${profileId}/photos/${photoId}-${size}.jpg`;

/** The JPEG keys of every size of a new photo. */
export const newPhotoKeys = (profileId: string, photoId: string): Required<PhotoVariantKeys> => ({
  thumb: photoKey(profileId, photoId, 'thumb'),
  medium: photoKey(profileId, photoId, 'medium'),
  large: photoKey(profileId, photoId, 'large'),
  blur: photoKey(profileId, photoId, 'blur'),
});

/**
 * Stores every size of a new photo at `keys`, each a JPEG with its copies. A failure may leave
 * some written: the caller removes them (`deletePhotoFiles`).
 */
export async function storeNewPhoto(
  storage: Storage,
  keys: Required<PhotoVariantKeys>,
  image: ImageVariants,
): Promise<void> {
  await Promise.all(SIZES.map((size) => storePhotoSize(storage, keys[size], image.variants[size])));
}

/** A photo's blurred copy: photos stored before blurred copies existed (decision 18) have it made later, so it is not in `variants`. */
export const blurOfPhoto = (variants: PhotoVariantKeys): string | null =>
  variants.blur ?? blurKeyOf(variants.thumb);

/** The JPEG keys of every size of a stored photo (their copies follow from them). */
export function photoFilesOf(variants: PhotoVariantKeys): string[] {
  const blur = blurOfPhoto(variants);
  return [variants.thumb, variants.medium, variants.large, ...(blur ? [blur] : [])];
}

/** One of the member's own photos on the wire (contract `photoSchema`): `url` is the medium size, signed for them. */
export function presentOwnPhoto(row: PhotoRow, media: Pick<MemberMedia, 'ownUrl'>): Photo {
  const url = (key: string) => media.ownUrl(key) ?? '';
  return {
    id: row.id,
    url: url(row.variants.medium),
    thumb: url(row.variants.thumb),
    large: url(row.variants.large),
    is_primary: row.isPrimary,
    blurred: false,
  };
}

/** 400 for going past MAX_PHOTOS; `existing` (when known) says how many more fit. */
export const tooManyPhotos = (existing?: number) =>
  existing === undefined
    ? badRequest('PHOTO_LIMIT_REACHED.atMost', { max: MAX_PHOTOS })
    : existing >= MAX_PHOTOS
      ? badRequest('PHOTO_LIMIT_REACHED.removeOne', { max: MAX_PHOTOS })
      : badRequest('PHOTO_LIMIT_REACHED.addMore', { max: MAX_PHOTOS, more: MAX_PHOTOS - existing });

export interface PhotosDeps {
  db: Database;
  repo: PhotosRepository;
  storage: Storage;
  media: MemberMedia;
  /** Told when a first photo may have made the profile listable (the listing's shared windows). */
  listing?: { listingChanged(): void };
  /** Where a profile a first photo made listable asks to be placed in members' lists (decision 35). */
  placements?: { placeSoon(tx: Database, profileId: string): Promise<void> };
}

export class PhotosService {
  constructor(private readonly deps: PhotosDeps) {}

  async list(profileId: string): Promise<Photo[]> {
    const rows = await this.deps.repo.list(this.deps.db, profileId);
    return rows.map((row) => presentOwnPhoto(row, this.deps.media));
  }

  /**
   * Adds photos, all or nothing: each is checked by its bytes, re-encoded into sizes (JPEG with
   * AVIF and WebP copies) without metadata, and only when every one passed are the files stored
   * and the rows written. The first photo of a profile without a primary one becomes primary.
   */
  async upload(profileId: string, files: AsyncIterable<{ buffer: Buffer }>): Promise<Photo[]> {
    const { db, repo, storage } = this.deps;
    const existing = await repo.count(db, profileId);
    const prepared: { id: string; image: ImageVariants }[] = [];
    for await (const file of files) {
      const index = prepared.length;
      if (existing + index + 1 > MAX_PHOTOS) throw tooManyPhotos(existing);
      const path = `files.${index}`;
      if (!sniffImage(file.buffer))
        throw unsupportedPhoto([{ path, message: errorMessage('UNSUPPORTED_MEDIA_TYPE.photos') }]);
      try {
        prepared.push({ id: crypto.randomUUID(), image: await makeImageVariants(file.buffer) });
      } catch (err) {
        if (!(err instanceof ImageRejectedError)) throw err;
        throw appError('UNSUPPORTED_MEDIA_TYPE.photoRefused', { number: index + 1, reason: err.reason }, [
          { path, message: err.reason },
        ]);
      }
    }
    if (prepared.length === 0) throw badRequest('FILE_REQUIRED.photo');

    const stored: string[] = [];
    try {
      const rows: NewPhotoRow[] = [];
      for (const { id, image } of prepared) {
        const keys = newPhotoKeys(profileId, id);
        stored.push(...Object.values(keys));
        await storeNewPhoto(storage, keys, image);
        rows.push({
          id,
          profileId,
          variants: keys,
          width: image.width,
          height: image.height,
          position: 0,
          formatCopies: true,
        });
      }
      const becamePrimary = await db.transaction(async (tx) => {
        const profile = requireOwnProfileRow(await repo.lockProfile(tx, profileId));
        // Checked again under the lock: another upload may have finished meanwhile.
        const now = await repo.count(tx, profileId);
        if (now + rows.length > MAX_PHOTOS) throw tooManyPhotos(now);
        const first = await repo.nextPosition(tx, profileId);
        await repo.insert(
          tx,
          rows.map((row, i) => ({ ...row, position: first + i })),
        );
        if (profile.primaryPhotoId) return false;
        await repo.setPrimary(tx, profileId, rows[0]!.id);
        await this.deps.placements?.placeSoon(tx, profileId);
        return true;
      });
      if (becamePrimary) this.deps.listing?.listingChanged();
    } catch (err) {
      await deletePhotoFiles(storage, stored);
      throw err;
    }
    return this.list(profileId);
  }

  /** Deletes one of the member's own photos and its files; the next photo becomes primary. */
  async remove(profileId: string, photoId: string): Promise<Photo[]> {
    const { db, repo, storage } = this.deps;
    if (!UUID.test(photoId)) throw notFound('PHOTO_NOT_FOUND');
    const removed = await db.transaction(async (tx) => {
      const profile = await repo.lockProfile(tx, profileId);
      const photo = await repo.findOwned(tx, profileId, photoId);
      if (!profile || !photo) throw notFound('PHOTO_NOT_FOUND');
      await repo.delete(tx, photoId);
      if (profile.primaryPhotoId === photoId || !profile.primaryPhotoId) {
        await repo.setPrimary(tx, profileId, await repo.firstByPosition(tx, profileId));
      }
      return photo;
    });
    await deletePhotoFiles(storage, photoFilesOf(removed.variants));
    return this.list(profileId);
  }

  /** Makes one of the member's own photos the primary one. */
  async setPrimary(profileId: string, photoId: string): Promise<Photo[]> {
    const { db, repo } = this.deps;
    if (!UUID.test(photoId) || !(await repo.setPrimaryIfOwned(db, profileId, photoId))) {
      throw notFound('PHOTO_NOT_FOUND');
    }
    return this.list(profileId);
  }

  /**
   * The primary photo (medium size) of a visible profile, clear or blurred as its privacy allows
   * the caller, otherwise a placeholder by gender. Unknown, hidden or suspended profiles, and one
   * that blocked the caller, get the neutral placeholder, revealing nothing.
   */
  async defaultPic(user: AuthUser | null, pid: string | undefined): Promise<string> {
    if (!pid || !UUID.test(pid)) return PLACEHOLDERS.unknown;
    const row = await this.deps.repo.defaultPic(this.deps.db, pid, user?.profileId ?? null);
    if (!row) return PLACEHOLDERS.unknown;
    const viewer = viewerFor(user, row);
    const url = (await this.deps.media.lens(viewer, [row])).photo(row, row.mediumKey)?.url;
    if (url) return url;
    return row.gender ? PLACEHOLDERS[row.gender] : PLACEHOLDERS.unknown;
  }
}
