import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { waMessages } from '../../db/schema';

export type WaMessageRow = typeof waMessages.$inferSelect;
export type NewWaMessage = typeof waMessages.$inferInsert;

/** The record of every WhatsApp invite staff sent. */
export class WaMessagesRepository {
  async insert(db: Database, message: NewWaMessage): Promise<WaMessageRow> {
    const [row] = await db.insert(waMessages).values(message).returning();
    return row!;
  }

  /** The invites of several call logs in one query, oldest first per log. */
  async forCallLogs(db: Database, callLogIds: string[]): Promise<Map<string, WaMessageRow[]>> {
    const byLog = new Map<string, WaMessageRow[]>();
    if (callLogIds.length === 0) return byLog;
    const rows = await db
      .select()
      .from(waMessages)
      .where(inArray(waMessages.callLogId, callLogIds))
      .orderBy(asc(waMessages.callLogId), asc(waMessages.createdAt), asc(waMessages.id));
    for (const row of rows) {
      const list = byLog.get(row.callLogId!) ?? [];
      list.push(row);
      byLog.set(row.callLogId!, list);
    }
    return byLog;
  }
}
