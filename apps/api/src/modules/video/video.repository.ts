import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles } from '../../db/schema';

export interface VideoRow {
  key: string;
  mime: string;
  size: number;
}

export class VideoRepository {
  async get(db: Database, profileId: string): Promise<VideoRow | null> {
    const [row] = await db
      .select({ key: profiles.videoKey, mime: profiles.videoMime, size: profiles.videoSize })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    return row?.key && row.mime ? { key: row.key, mime: row.mime, size: row.size ?? 0 } : null;
  }

  /**
   * Sets (or with null clears) the profile's video and answers the key it replaced. Runs in one
   * transaction with the row locked, so two uploads at once each learn the key they replaced.
   */
  async replace(db: Database, profileId: string, video: VideoRow | null): Promise<string | null> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ key: profiles.videoKey })
        .from(profiles)
        .where(eq(profiles.id, profileId))
        .for('update');
      if (!current) return null;
      await tx
        .update(profiles)
        .set({
          videoKey: video?.key ?? null,
          videoMime: video?.mime ?? null,
          videoSize: video?.size ?? null,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, profileId));
      return current.key;
    });
  }
}
