import type { StaffReport } from '@jodi/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { profiles, reports, users } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;
export type ReportStatus = ReportRow['status'];

const reporter = alias(profiles, 'reporter');
const reported = alias(profiles, 'reported');
const reportedUser = alias(users, 'reported_user');

const staffReportColumns = {
  id: reports.id,
  reason: reports.reason,
  details: reports.details,
  status: reports.status,
  createdAt: reports.createdAt,
  reporterId: reporter.id,
  reporterName: reporter.name,
  reportedId: reported.id,
  reportedName: reported.name,
  reportedLastName: reported.lastName,
  reportedStatus: reportedUser.status,
  reportedHeld: sql<boolean>`${reported.heldForReviewAt} IS NOT NULL`,
};

const selectStaffReports = (db: Database) =>
  db
    .select(staffReportColumns)
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterProfileId))
    .innerJoin(reported, eq(reported.id, reports.reportedProfileId))
    .innerJoin(reportedUser, eq(reportedUser.id, reported.userId))
    .$dynamic();

type StaffReportRow = Awaited<ReturnType<typeof selectStaffReports>>[number];

const toStaffReport = (r: StaffReportRow): StaffReport => ({
  id: r.id,
  reason: r.reason,
  details: r.details,
  status: r.status,
  reporter: { id: r.reporterId, name: r.reporterName },
  reported: {
    id: r.reportedId,
    name: r.reportedName,
    lastName: r.reportedLastName,
    status: r.reportedStatus,
    held: r.reportedHeld,
  },
  created_at: r.createdAt.toISOString(),
});

/** Members' reports as staff handle them, and the account status a suspension sets. */
export class ModerationRepository {
  /** Open reports oldest first (the queue); handled ones most recently handled first. */
  async list(
    db: Database,
    status: ReportStatus,
    page: { limit: number; offset: number },
  ): Promise<{ rows: StaffReport[]; total: number }> {
    const order =
      status === 'open'
        ? [asc(reports.createdAt), asc(reports.id)]
        : [desc(reports.resolvedAt), desc(reports.id)];
    const [rows, totals] = await Promise.all([
      selectStaffReports(db)
        .where(eq(reports.status, status))
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(reports).where(eq(reports.status, status)),
    ]);
    return { rows: rows.map(toStaffReport), total: Number(totals[0]?.n ?? 0) };
  }

  async staffReport(db: Database, id: string): Promise<StaffReport | undefined> {
    const [row] = await selectStaffReports(db).where(eq(reports.id, id));
    return row && toStaffReport(row);
  }

  async lockReport(db: Database, id: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
    return row;
  }

  async resolve(db: Database, id: string, status: 'dismissed' | 'actioned', byUserId: string): Promise<void> {
    await db
      .update(reports)
      .set({ status, resolvedAt: new Date(), resolvedByUserId: byUserId })
      .where(eq(reports.id, id));
  }

  /** Marks every open report of a profile as acted on (it was suspended); how many there were. */
  async actionOpenReportsOf(db: Database, reportedProfileId: string, byUserId: string): Promise<number> {
    const rows = await db
      .update(reports)
      .set({ status: 'actioned', resolvedAt: new Date(), resolvedByUserId: byUserId })
      .where(and(eq(reports.reportedProfileId, reportedProfileId), eq(reports.status, 'open')))
      .returning({ id: reports.id });
    return rows.length;
  }

  /**
   * Sets an account's status. Suspending also bumps the token version, so tokens issued before
   * stay dead even after the account is reinstated.
   */
  async setStatus(db: Database, userId: string, status: 'active' | 'suspended'): Promise<void> {
    await db
      .update(users)
      .set({
        status,
        updatedAt: new Date(),
        ...(status === 'suspended' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, userId));
  }

  /** Lifts a hold for review when the profile has no open report left; answers whether it lifted one. */
  async releaseHoldIfNoOpenReports(db: Database, profileId: string): Promise<boolean> {
    const rows = await db
      .update(profiles)
      .set({ heldForReviewAt: null })
      .where(
        and(
          eq(profiles.id, profileId),
          sql`${profiles.heldForReviewAt} IS NOT NULL`,
          sql`NOT EXISTS (SELECT 1 FROM ${reports} WHERE ${reports.reportedProfileId} = ${profileId} AND ${reports.status} = 'open')`,
        ),
      )
      .returning({ id: profiles.id });
    return rows.length > 0;
  }
}
