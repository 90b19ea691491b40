import type { StaffDesk } from '@jodi/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { callLogs, reports, verificationDocuments } from '../../db/schema';

/** The staff desk's counts, each from its own partial or status index (never a scan of a table). */
export class StaffDeskRepository {
  async counts(db: Database, appName: string, staffUserId: string): Promise<StaffDesk> {
    const followUps = and(eq(callLogs.appName, appName), eq(callLogs.followup, true));
    const [[all], [mine], [documents], [open]] = await Promise.all([
      db.select({ n: count() }).from(callLogs).where(followUps),
      db
        .select({ n: count() })
        .from(callLogs)
        .where(and(followUps, eq(callLogs.assignedToUserId, staffUserId))),
      db
        .select({ n: count() })
        .from(verificationDocuments)
        .where(eq(verificationDocuments.status, 'pending')),
      db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
    ]);
    return {
      follow_ups: Number(all?.n ?? 0),
      my_follow_ups: Number(mine?.n ?? 0),
      documents_waiting: Number(documents?.n ?? 0),
      reports_open: Number(open?.n ?? 0),
    };
  }
}
