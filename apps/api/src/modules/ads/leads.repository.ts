import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leads } from '../../db/schema';
import type { Page } from '../../lib/pagination';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

export class LeadsRepository {
  async insert(db: Database, row: NewLeadRow): Promise<LeadRow> {
    const [inserted] = await db.insert(leads).values(row).returning();
    return inserted!;
  }

  /** Newest first, as the (created_at DESC) index reads them. */
  async list(db: Database, page: Page): Promise<{ rows: LeadRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(leads)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(leads),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }
}
