import {
  type GroupProfile,
  REPORT_REASON_LABELS,
  STAFF_REPORTS_PAGE_SIZE,
  type StaffReport,
  type StaffReportPage,
} from '@jodi/contract';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import { parseUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { ModerationRepository, ReportStatus } from './moderation.repository';
import { presentGroupProfile } from './staff-directory.service';
import type { ProfileWithOwner, StaffLookupsRepository } from './staff-lookups.repository';
import type { TrailsRepository } from './trails.repository';

export interface ModerationDeps {
  db: Database;
  repo: ModerationRepository;
  lookups: StaffLookupsRepository;
  trails: TrailsRepository;
  /** Closes a suspended member's open sockets (realtime.ts). */
  sessions: { endSessions(userId: string): void };
}

/**
 * Staff moderation: members' reports, dismissing them, and suspending the reported profile. A
 * suspended account is hidden everywhere and cannot sign in (the profiles, social, chat and auth
 * modules check `users.status`); each action lands in the profile's trail.
 */
export class ModerationService {
  constructor(private readonly deps: ModerationDeps) {}

  async reports(status: ReportStatus, page: number): Promise<StaffReportPage> {
    const { rows, total } = await this.deps.repo.list(this.deps.db, status, {
      limit: STAFF_REPORTS_PAGE_SIZE,
      offset: (page - 1) * STAFF_REPORTS_PAGE_SIZE,
    });
    return { data: rows, meta: { page, page_size: STAFF_REPORTS_PAGE_SIZE, total } };
  }

  /** Closes an open report without acting on the profile; 409 when it was already handled. */
  async dismiss(staff: AuthUser, rawId: string): Promise<StaffReport> {
    const { db, repo, trails } = this.deps;
    const id = parseUuid(rawId);
    if (!id) throw notFound('REPORT_NOT_FOUND');
    await db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, id);
      if (!report) throw notFound('REPORT_NOT_FOUND');
      if (report.status !== 'open') throw conflict('REPORT_ALREADY_HANDLED', { status: report.status });
      await repo.resolve(tx, id, 'dismissed', staff.id);
      const released = await repo.releaseHoldIfNoOpenReports(tx, report.reportedProfileId);
      const label = REPORT_REASON_LABELS[report.reason as keyof typeof REPORT_REASON_LABELS] ?? report.reason;
      await trails.insert(tx, {
        profileId: report.reportedProfileId,
        kind: 'report_dismissed',
        text: `Report dismissed: ${label}${released ? ' (no open report left: listed again)' : ''}`,
        byUserId: staff.id,
      });
    });
    return (await repo.staffReport(db, id))!;
  }

  /**
   * Suspends the profile's account and marks its open reports as acted on. Staff accounts are
   * never suspended (400); suspending a suspended account changes nothing.
   */
  async suspend(staff: AuthUser, rawPid: string, reason: string | undefined): Promise<GroupProfile> {
    const { repo, trails, sessions } = this.deps;
    let suspendedUserId: string | null = null;
    const result = await this.withLockedProfile(rawPid, async (tx, profile) => {
      if (profile.isAdmin) throw badRequest('STAFF_NOT_SUSPENDABLE');
      if (profile.status === 'suspended') return profile;
      await repo.setStatus(tx, profile.userId, 'suspended');
      const reports = await repo.actionOpenReportsOf(tx, profile.id, staff.id);
      const because = reason ? `: ${reason}` : '';
      const closed = reports > 0 ? ` (${reports} open report${reports === 1 ? '' : 's'} closed)` : '';
      await trails.insert(tx, {
        profileId: profile.id,
        kind: 'suspended',
        text: `Suspended${because}${closed}`,
        byUserId: staff.id,
      });
      suspendedUserId = profile.userId;
      return { ...profile, status: 'suspended' as const };
    });
    if (suspendedUserId) sessions.endSessions(suspendedUserId);
    return result;
  }

  /** Lets a suspended account back in (its old sign-ins stay revoked); a note lands in the trail. */
  async reinstate(staff: AuthUser, rawPid: string): Promise<GroupProfile> {
    const { repo, trails } = this.deps;
    return this.withLockedProfile(rawPid, async (tx, profile) => {
      if (profile.status === 'active') return profile;
      await repo.setStatus(tx, profile.userId, 'active');
      // Suspending closed its reports; a hold for review has nothing left to wait for.
      await repo.releaseHoldIfNoOpenReports(tx, profile.id);
      await trails.insert(tx, {
        profileId: profile.id,
        kind: 'note',
        text: 'Reinstated: the account is active again',
        byUserId: staff.id,
      });
      return { ...profile, status: 'active' };
    });
  }

  private async withLockedProfile(
    rawPid: string,
    change: (tx: Database, profile: ProfileWithOwner) => Promise<ProfileWithOwner>,
  ): Promise<GroupProfile> {
    const { db, lookups } = this.deps;
    const pid = parseUuid(rawPid);
    if (!pid) throw notFound('PROFILE_NOT_FOUND');
    const profile = await db.transaction(async (tx) => {
      const locked = await lookups.lockProfileWithOwner(tx, pid);
      if (!locked) throw notFound('PROFILE_NOT_FOUND');
      return change(tx, locked);
    });
    return presentGroupProfile(profile);
  }
}
