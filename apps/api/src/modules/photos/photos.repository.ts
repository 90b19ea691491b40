import type { PhotoVisibility } from '@jodi/contract';
import { and, asc, count, desc, eq, gt, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photos, profiles, users } from '../../db/schema';
import { pictureShownTo } from '../../policies/profile-visibility';

/** `blur` is missing on photos stored before blurred copies existed (decision 18; the media route makes it on first ask). */
export type PhotoVariantKeys = { thumb: string; medium: string; large: string; blur?: string };

export interface PhotoRow {
  id: string;
  variants: PhotoVariantKeys;
  isPrimary: boolean;
}

export interface NewPhotoRow {
  id: string;
  profileId: string;
  variants: PhotoVariantKeys;
  width: number;
  height: number;
  position: number;
  /** True when the AVIF and WebP copies were stored with it. */
  formatCopies: boolean;
}

/** Public facts about a profile for its default picture; null when unknown or not shown. */
export interface DefaultPicRow {
  id: string;
  userId: string;
  gender: 'male' | 'female' | null;
  photoVisibility: PhotoVisibility;
  mediumKey: string | null;
}

export class PhotosRepository {
  /** A profile's photos, primary first, then by position. */
  async list(db: Database, profileId: string): Promise<PhotoRow[]> {
    const isPrimary = sql<boolean>`coalesce(${photos.id} = ${profiles.primaryPhotoId}, false)`;
    const rows = await db
      .select({ id: photos.id, variants: photos.variants, isPrimary })
      .from(photos)
      .innerJoin(profiles, eq(profiles.id, photos.profileId))
      .where(eq(photos.profileId, profileId))
      .orderBy(desc(isPrimary), asc(photos.position), asc(photos.createdAt), asc(photos.id));
    return rows.map((r) => ({ ...r, variants: r.variants as PhotoVariantKeys }));
  }

  async count(db: Database, profileId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.profileId, profileId));
    return Number(row?.n ?? 0);
  }

  /**
   * Locks the profile row for the rest of the transaction, so concurrent uploads and deletes of
   * one profile's photos take turns; answers the current primary photo, or undefined without a profile.
   */
  async lockProfile(db: Database, profileId: string): Promise<{ primaryPhotoId: string | null } | undefined> {
    const [row] = await db
      .select({ primaryPhotoId: profiles.primaryPhotoId })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update');
    return row;
  }

  async nextPosition(db: Database, profileId: string): Promise<number> {
    const [row] = await db
      .select({ max: sql<number | null>`max(${photos.position})` })
      .from(photos)
      .where(eq(photos.profileId, profileId));
    return row?.max == null ? 0 : Number(row.max) + 1;
  }

  async insert(db: Database, rows: NewPhotoRow[]): Promise<void> {
    if (rows.length > 0) await db.insert(photos).values(rows);
  }

  async findOwned(db: Database, profileId: string, photoId: string): Promise<PhotoRow | undefined> {
    const [row] = await db
      .select({ id: photos.id, variants: photos.variants })
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)));
    return row && { id: row.id, variants: row.variants as PhotoVariantKeys, isPrimary: false };
  }

  async delete(db: Database, photoId: string): Promise<void> {
    await db.delete(photos).where(eq(photos.id, photoId));
  }

  /** The photo that comes first by position (the next primary), if any. */
  async firstByPosition(db: Database, profileId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.profileId, profileId))
      .orderBy(asc(photos.position), asc(photos.createdAt), asc(photos.id))
      .limit(1);
    return row?.id ?? null;
  }

  async setPrimary(db: Database, profileId: string, photoId: string | null): Promise<void> {
    await db
      .update(profiles)
      .set({ primaryPhotoId: photoId, updatedAt: new Date() })
      .where(eq(profiles.id, profileId));
  }

  /** Sets the primary photo only if it belongs to the profile; false otherwise. */
  async setPrimaryIfOwned(db: Database, profileId: string, photoId: string): Promise<boolean> {
    const owned = db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)));
    const updated = await db
      .update(profiles)
      .set({ primaryPhotoId: photoId, updatedAt: new Date() })
      .where(and(eq(profiles.id, profileId), sql`exists (${owned})`))
      .returning({ id: profiles.id });
    return updated.length > 0;
  }

  /** Up to `limit` photos stored without their AVIF and WebP copies, by id after `after`. */
  async withoutCopies(
    db: Database,
    limit: number,
    after?: string,
  ): Promise<{ id: string; variants: PhotoVariantKeys }[]> {
    const rows = await db
      .select({ id: photos.id, variants: photos.variants })
      .from(photos)
      .where(and(not(photos.formatCopies), after ? gt(photos.id, after) : undefined))
      .orderBy(asc(photos.id))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, variants: r.variants as PhotoVariantKeys }));
  }

  /** Whether any photo still lacks its copies. */
  async anyWithoutCopies(db: Database): Promise<boolean> {
    return (await this.withoutCopies(db, 1)).length > 0;
  }

  /** Records that the photo's copies are stored; false when the photo is gone (deleted meanwhile). */
  async markCopiesMade(db: Database, photoId: string): Promise<boolean> {
    const updated = await db
      .update(photos)
      .set({ formatCopies: true })
      .where(eq(photos.id, photoId))
      .returning({ id: photos.id });
    return updated.length > 0;
  }

  /**
   * A visible profile's gender and primary medium-size key; undefined when hidden, suspended,
   * unknown, or when it blocked `viewerProfileId` (a block is never told apart from an unknown id).
   */
  async defaultPic(
    db: Database,
    profileId: string,
    viewerProfileId: string | null,
  ): Promise<DefaultPicRow | undefined> {
    const [row] = await db
      .select({
        id: profiles.id,
        userId: profiles.userId,
        gender: profiles.gender,
        photoVisibility: profiles.photoVisibility,
        mediumKey: sql<string | null>`${photos.variants} ->> 'medium'`,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
      .where(and(eq(profiles.id, profileId), ...pictureShownTo(viewerProfileId)));
    return row;
  }
}
