import { and, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import type { RequestAnswer } from './request-state';
import type { SentBy } from './sent-by';

type RequestPgTable = PgTable & { id: PgColumn; fromProfileId: PgColumn; toProfileId: PgColumn };

/** How one kind of request is stored: its table, its pending rows, and what an answer writes. */
export interface RequestTable<T extends RequestPgTable> {
  table: T;
  pending: SQL;
  newRow(from: string, to: string, sentBy: SentBy | null): PgInsertValue<T>;
  answered(answer: RequestAnswer): PgUpdateSetSource<T>;
}

/** The row operations every kind of request shares (its lists and presentation are its own). */
export class RequestRows<T extends RequestPgTable> {
  constructor(private readonly kind: RequestTable<T>) {}

  async find(db: Database, id: string): Promise<T['$inferSelect'] | null> {
    const { table } = this.kind;
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .limit(1);
    return (row as T['$inferSelect'] | undefined) ?? null;
  }

  /** The request `from` sent to `to`, if any. */
  async from(db: Database, from: string, to: string): Promise<T['$inferSelect'] | null> {
    const { table } = this.kind;
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.fromProfileId, from), eq(table.toProfileId, to)))
      .limit(1);
    return (row as T['$inferSelect'] | undefined) ?? null;
  }

  /**
   * A new pending request, or null when `from` already sent one to `to` (in any state); `sentBy`:
   * the relative who sent it for `from` (decision 33), else null.
   */
  async insertIfAbsent(
    db: Database,
    from: string,
    to: string,
    sentBy: SentBy | null = null,
  ): Promise<string | null> {
    const { table } = this.kind;
    const [row] = await db
      .insert(table)
      .values(this.kind.newRow(from, to, sentBy))
      .onConflictDoNothing()
      .returning({ id: table.id });
    return (row?.id as string | undefined) ?? null;
  }

  /** Answers a pending request; false when it is no longer pending (or gone). */
  async answerIfPending(db: Database, id: string, answer: RequestAnswer): Promise<boolean> {
    const { table, pending } = this.kind;
    const rows = await db
      .update(table)
      .set(this.kind.answered(answer))
      .where(and(eq(table.id, id), pending))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  async deleteIfPending(db: Database, id: string): Promise<boolean> {
    const { table, pending } = this.kind;
    const rows = await db
      .delete(table)
      .where(and(eq(table.id, id), pending))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  /** Cancels the pending requests between two profiles, both ways (a block); answered ones stay. */
  async deletePendingPair(db: Database, a: string, b: string): Promise<void> {
    const { table, pending } = this.kind;
    const pair = or(
      and(eq(table.fromProfileId, a), eq(table.toProfileId, b)),
      and(eq(table.fromProfileId, b), eq(table.toProfileId, a)),
    );
    await db.delete(table).where(and(pair, pending));
  }
}
