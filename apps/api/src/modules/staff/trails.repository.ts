import type { TrailKind } from '@jodi/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { trails, users } from '../../db/schema';

export type TrailRow = typeof trails.$inferSelect;

export interface NewTrail {
  profileId: string;
  kind: TrailKind;
  text: string;
  /** The staff member who wrote or acted; null for the member's own events. */
  byUserId: string | null;
}

/** A trail entry with the e-mail of whoever wrote it. */
export interface TrailEntryRow {
  id: string;
  profileId: string;
  kind: TrailKind;
  text: string;
  createdAt: Date;
  by: { id: string; email: string } | null;
}

/** The stored trail entries (decision 9: only what no other table already records). */
export class TrailsRepository {
  async insert(db: Database, entry: NewTrail): Promise<TrailRow> {
    const [row] = await db.insert(trails).values(entry).returning();
    return row!;
  }

  async latestOf(db: Database, profileId: string, limit: number): Promise<TrailEntryRow[]> {
    const rows = await db
      .select({ trail: trails, byEmail: users.email })
      .from(trails)
      .leftJoin(users, eq(users.id, trails.byUserId))
      .where(eq(trails.profileId, profileId))
      .orderBy(desc(trails.createdAt), desc(trails.id))
      .limit(limit);
    return rows.map(({ trail, byEmail }) => ({
      id: trail.id,
      profileId: trail.profileId,
      kind: trail.kind,
      text: trail.text,
      createdAt: trail.createdAt,
      by: trail.byUserId && byEmail ? { id: trail.byUserId, email: byEmail } : null,
    }));
  }
}

/** The profiles module's milestone hook: a trail entry when a member completes their profile. */
export const profileCompletedTrail = (trails: TrailsRepository) => ({
  completed: async (db: Database, profileId: string): Promise<void> => {
    await trails.insert(db, {
      profileId,
      kind: 'profile_completed',
      text: 'Completed the profile',
      byUserId: null,
    });
  },
});
