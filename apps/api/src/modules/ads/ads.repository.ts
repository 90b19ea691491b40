import { asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ads } from '../../db/schema';
import type { Page } from '../../lib/pagination';

export type AdRow = typeof ads.$inferSelect;
export type NewAdRow = typeof ads.$inferInsert;
export type AdChanges = Partial<Omit<NewAdRow, 'id' | 'createdAt'>>;

export class AdsRepository {
  /**
   * The active or delayed ad shown least recently (never shown first), marked as shown now, in
   * one statement: members asking one after another see the ads in turn.
   */
  async takeNextShown(db: Database): Promise<AdRow | undefined> {
    const next = db
      .select({ id: ads.id })
      .from(ads)
      .where(ne(ads.status, 'inactive'))
      .orderBy(sql`${ads.shownAt} ASC NULLS FIRST`, asc(ads.createdAt))
      .limit(1);
    const [shown] = await db
      .update(ads)
      .set({ shownAt: sql`now()` })
      .where(sql`${ads.id} = (${next})`)
      .returning();
    return shown;
  }

  async list(db: Database, page: Page): Promise<{ rows: AdRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      db.select().from(ads).orderBy(desc(ads.createdAt), desc(ads.id)).limit(page.limit).offset(page.offset),
      db.select({ total: count() }).from(ads),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async findById(db: Database, id: string): Promise<AdRow | undefined> {
    const [row] = await db.select().from(ads).where(eq(ads.id, id));
    return row;
  }

  async lockById(db: Database, id: string): Promise<AdRow | undefined> {
    const [row] = await db.select().from(ads).where(eq(ads.id, id)).for('update');
    return row;
  }

  async insert(db: Database, row: NewAdRow): Promise<AdRow> {
    const [inserted] = await db.insert(ads).values(row).returning();
    return inserted!;
  }

  async update(db: Database, id: string, changes: AdChanges): Promise<AdRow> {
    const [updated] = await db
      .update(ads)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(ads.id, id))
      .returning();
    return updated!;
  }

  async delete(db: Database, id: string): Promise<AdRow | undefined> {
    const [deleted] = await db.delete(ads).where(eq(ads.id, id)).returning();
    return deleted;
  }
}
