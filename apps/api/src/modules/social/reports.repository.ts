import type { ReportReason } from '@jodi/contract';
import type { Database } from '../../db/database';
import { reports } from '../../db/schema';

export type ReportRecord = typeof reports.$inferSelect;

export interface NewReport {
  reporter: string;
  reported: string;
  reason: ReportReason;
  details: string | null;
}

export class ReportsRepository {
  /** A new open report, or null when the reporter already has an open report of that profile. */
  async insertIfNoneOpen(db: Database, report: NewReport): Promise<ReportRecord | null> {
    const [row] = await db
      .insert(reports)
      .values({
        reporterProfileId: report.reporter,
        reportedProfileId: report.reported,
        reason: report.reason,
        details: report.details,
      })
      // The only unique index besides the id is the partial one: one open report per pair.
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
}
