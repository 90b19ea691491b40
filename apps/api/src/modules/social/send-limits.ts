import { DAILY_SEND_LIMITS, type PlanName } from '@jodi/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import type { RequestKind } from './acceptance-events';
import { SendLimitsRepository } from './send-limits.repository';

/** 429 DAILY_LIMIT_REACHED, naming the limit; Retry-After: seconds until the earliest send leaves the window. */
export function dailyLimitReached(kind: RequestKind, limit: number, retryAfterSeconds: number): AppError {
  const message =
    kind === 'interest'
      ? errorMessage('DAILY_LIMIT_REACHED.interest', { limit })
      : errorMessage('DAILY_LIMIT_REACHED.chatRequest', { limit });
  return new AppError(message, undefined, {
    'retry-after': String(Math.max(1, retryAfterSeconds)),
  });
}

/**
 * The daily limits of interests and chat requests (decision 28): each send a member makes is a row of
 * `request_sends`, counted over a rolling 24 hours in the send's own transaction, under a lock of
 * that sender and kind, so two processes (or two tabs) sending at once cannot both take the last
 * one, and a cancelled request sent again counts twice.
 */
export class SendLimits {
  constructor(private readonly repo = new SendLimitsRepository()) {}

  /** Takes one send of `kind` for `sender` on `plan`, or throws 429 when the last 24 hours are full. */
  async take(tx: Database, sender: string, kind: RequestKind, plan: PlanName): Promise<void> {
    const limit = DAILY_SEND_LIMITS[plan][kind];
    // Under the sender's lock; sends older than the window no longer count (pruned there).
    const { sent, retryAfter } = await this.repo.lockAndCount(tx, sender, kind);
    if (sent >= limit) throw dailyLimitReached(kind, limit, retryAfter);
    await this.repo.record(tx, sender, kind);
  }
}
