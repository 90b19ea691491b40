import type { CallStatus } from '@jodi/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { callLogs } from '../../db/schema';

export type CallLogRow = typeof callLogs.$inferSelect;
export type NewCallLog = typeof callLogs.$inferInsert;
export type CallLogChanges = Partial<Omit<NewCallLog, 'id' | 'createdAt' | 'createdByUserId'>>;

/** The filters of the /calllogs table and its CSV export. */
export interface CallLogFilter {
  appName: string;
  status?: CallStatus;
  assignedToUserId?: string;
  followup?: boolean;
  paymentDone?: boolean;
}

function whereOf(filter: CallLogFilter): SQL[] {
  const where: SQL[] = [eq(callLogs.appName, filter.appName)];
  if (filter.status) where.push(eq(callLogs.status, filter.status));
  if (filter.assignedToUserId) where.push(eq(callLogs.assignedToUserId, filter.assignedToUserId));
  // Written as literals so the partial indexes (`followup = true`, `payment_done = true`) apply.
  if (filter.followup !== undefined)
    where.push(filter.followup ? sql`${callLogs.followup} = true` : sql`${callLogs.followup} = false`);
  if (filter.paymentDone !== undefined) {
    where.push(
      filter.paymentDone ? sql`${callLogs.paymentDone} = true` : sql`${callLogs.paymentDone} = false`,
    );
  }
  return where;
}

/** Newest first, as the indexes store it (drizzle writes `.desc()` index columns NULLS LAST). */
const NEWEST_FIRST = [sql`${callLogs.createdAt} DESC NULLS LAST`, sql`${callLogs.id} DESC NULLS LAST`];

export class CallLogsRepository {
  async insert(db: Database, values: NewCallLog): Promise<CallLogRow> {
    const [row] = await db.insert(callLogs).values(values).returning();
    return row!;
  }

  async update(db: Database, id: string, changes: CallLogChanges): Promise<CallLogRow> {
    const [row] = await db.update(callLogs).set(changes).where(eq(callLogs.id, id)).returning();
    return row!;
  }

  async findById(db: Database, id: string): Promise<CallLogRow | undefined> {
    const [row] = await db.select().from(callLogs).where(eq(callLogs.id, id));
    return row;
  }

  /** Locks the log for an edit, so two staff members' edits (and their recordings) never interleave. */
  async lockById(db: Database, id: string): Promise<CallLogRow | undefined> {
    const [row] = await db.select().from(callLogs).where(eq(callLogs.id, id)).for('update');
    return row;
  }

  /** One page, newest first, and the number of logs matching the filter. */
  async page(
    db: Database,
    filter: CallLogFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CallLogRow[]; total: number }> {
    const where = and(...whereOf(filter));
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(callLogs)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(callLogs).where(where),
    ]);
    return { rows, total: Number(totals[0]?.n ?? 0) };
  }

  /**
   * The next `limit` logs after the log `afterId` (from the newest when null), newest first: the
   * export reads in batches without OFFSET. The position is read from the row itself, because a
   * JavaScript Date would cut created_at's microseconds.
   */
  async batchAfter(
    db: Database,
    filter: CallLogFilter,
    afterId: string | null,
    limit: number,
  ): Promise<CallLogRow[]> {
    const where = whereOf(filter);
    if (afterId) {
      where.push(
        sql`(${callLogs.createdAt}, ${callLogs.id}) < (SELECT c.created_at, c.id FROM ${callLogs} c WHERE c.id = ${afterId})`,
      );
    }
    return db
      .select()
      .from(callLogs)
      .where(and(...where))
      .orderBy(...NEWEST_FIRST)
      .limit(limit);
  }
}
