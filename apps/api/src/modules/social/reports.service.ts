import { REPORTS_TO_HOLD } from '@jodi/contract';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Database } from '../../db/database';
import { conflict } from '../../errors';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import type { ReportsRepository } from './reports.repository';
import type { Report, ReportInput } from './social.schema';
import { presentReport } from './social-presenter';
import type { TargetsService } from './targets.service';

/** Reports a member may file: 5 an hour. */
export const REPORT_LIMIT: Limit = { max: 5, windowSeconds: 3600 };

export interface ReportsDeps {
  db: Database;
  repo: ReportsRepository;
  targets: TargetsService;
  limits: RateLimitStore;
  limit?: Limit;
}

/**
 * A member's report of a profile, kept open for staff review. One open report per pair; it does
 * not block. Open reports from REPORTS_TO_HOLD different members hold the profile for review
 * (unlisted everywhere; existing chats go on) until staff dismiss them or suspend. A profile the caller blocked may be reported (block, then report); one that blocked
 * the caller may not be known, so it is 404 like everywhere else.
 */
export class ReportsService {
  constructor(private readonly deps: ReportsDeps) {}

  async report(user: AuthUser, input: ReportInput): Promise<Report> {
    const { db, repo, targets, limits } = this.deps;
    const me = requireOwnProfileId(user);
    await enforceRateLimit(limits, [`report:${me}`], this.deps.limit ?? REPORT_LIMIT);
    const target = await targets.require(db, me, input.user_to_id, 'report', {
      self: 'OWN_PROFILE_NOT_ALLOWED.report',
    });
    const row = await db.transaction(async (tx) => {
      await repo.lockReported(tx, target.id);
      const inserted = await repo.insertIfNoneOpen(tx, {
        reporter: me,
        reported: target.id,
        reason: input.reason,
        details: input.details,
      });
      if (!inserted) throw conflict('ALREADY_REPORTED');
      // Several members reporting one profile hold it for staff review: unlisted until staff decide.
      if ((await repo.openReporters(tx, target.id)) >= REPORTS_TO_HOLD)
        await repo.hold(tx, target.id, new Date());
      return inserted;
    });
    return presentReport(row);
  }
}
