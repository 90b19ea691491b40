import type { ReportReason } from '@jodi/contract';
import { and, countDistinct, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, reports } from '../../db/schema';

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

  /** Locks the reported profile's row until the transaction ends (reports of one profile are counted one at a time). */
  async lockReported(db: Database, profileId: string): Promise<void> {
    await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
  }

  /** How many different members have an open report of the profile. */
  async openReporters(db: Database, profileId: string): Promise<number> {
    const [row] = await db
      .select({ n: countDistinct(reports.reporterProfileId) })
      .from(reports)
      .where(and(eq(reports.reportedProfileId, profileId), eq(reports.status, 'open')));
    return Number(row?.n ?? 0);
  }

  /** Holds the profile for staff review (unlisted); answers whether it was not held before. */
  async hold(db: Database, profileId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(profiles)
      .set({ heldForReviewAt: at })
      .where(and(eq(profiles.id, profileId), isNull(profiles.heldForReviewAt)))
      .returning({ id: profiles.id });
    return rows.length > 0;
  }
}
