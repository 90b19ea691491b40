import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { blocks, profiles } from '../../db/schema';
import type { BookmarkRow } from './bookmarks.repository';
import { miniProfileFields } from './mini-profile';
import type { PageQuery } from './social.schema';

const blocked = alias(profiles, 'blocked');

/** The block rows: one per blocker and blocked profile. */
export class BlocksRepository {
  /** Idempotent: blocking twice keeps the one row. */
  async insert(db: Database, blocker: string, blocked: string): Promise<void> {
    await db
      .insert(blocks)
      .values({ blockerProfileId: blocker, blockedProfileId: blocked })
      .onConflictDoNothing();
  }

  /** One page of the profiles `blocker` blocked, newest first, shaped like bookmarks (id, to, profile). */
  async page(
    db: Database,
    blocker: string,
    page: PageQuery,
  ): Promise<{ rows: BookmarkRow[]; total: number }> {
    const where = eq(blocks.blockerProfileId, blocker);
    const [rows, totals] = await Promise.all([
      db
        .select({
          id: blocks.id,
          to: blocks.blockedProfileId,
          createdAt: blocks.createdAt,
          profile: miniProfileFields(blocked),
        })
        .from(blocks)
        .innerJoin(blocked, eq(blocked.id, blocks.blockedProfileId))
        .where(where)
        .orderBy(desc(blocks.createdAt), desc(blocks.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(blocks).where(where),
    ]);
    return { rows, total: Number(totals[0]?.total ?? 0) };
  }

  /** Removes the blocker's own block only; true when there was one. */
  async delete(db: Database, blocker: string, blocked: string): Promise<boolean> {
    const rows = await db
      .delete(blocks)
      .where(and(eq(blocks.blockerProfileId, blocker), eq(blocks.blockedProfileId, blocked)))
      .returning({ id: blocks.id });
    return rows.length > 0;
  }
}
