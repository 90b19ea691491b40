import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { blocks } from '../../db/schema';

/** The block rows: one per blocker and blocked profile. */
export class BlocksRepository {
  /** Idempotent: blocking twice keeps the one row. */
  async insert(db: Database, blocker: string, blocked: string): Promise<void> {
    await db
      .insert(blocks)
      .values({ blockerProfileId: blocker, blockedProfileId: blocked })
      .onConflictDoNothing();
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
