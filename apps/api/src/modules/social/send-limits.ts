import { DAILY_SEND_LIMITS, DAILY_SEND_WINDOW_SECONDS, type PlanName } from '@jodi/contract';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { requestSends } from '../../db/schema';
import { AppError } from '../../errors';
import { apiMessage } from '../../i18n/api-messages';
import type { RequestKind } from './acceptance-events';

/** Advisory lock space of one sender's sends of one kind (the pair lock is 814022). */
const SENDER_LOCK_SPACE = 814024;

const WINDOW = sql.raw(`interval '${DAILY_SEND_WINDOW_SECONDS} seconds'`);

/** 429 DAILY_LIMIT_REACHED, naming the limit; Retry-After: seconds until the earliest send leaves the window. */
export function dailyLimitReached(kind: RequestKind, limit: number, retryAfterSeconds: number): AppError {
  const message =
    kind === 'interest'
      ? apiMessage('dailyInterestLimit', { limit })
      : apiMessage('dailyChatRequestLimit', { limit });
  return new AppError('DAILY_LIMIT_REACHED', message, undefined, {
    'retry-after': String(Math.max(1, retryAfterSeconds)),
  });
}

/**
 * The daily limits of interests and chat requests (issue 34): each send a member makes is a row of
 * `request_sends`, counted over a rolling 24 hours in the send's own transaction, under a lock of
 * that sender and kind, so two processes (or two tabs) sending at once cannot both take the last
 * one, and a cancelled request sent again counts twice.
 */
export class SendLimits {
  /** Takes one send of `kind` for `sender` on `plan`, or throws 429 when the last 24 hours are full. */
  async take(tx: Database, sender: string, kind: RequestKind, plan: PlanName): Promise<void> {
    const limit = DAILY_SEND_LIMITS[plan][kind];
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${SENDER_LOCK_SPACE}, hashtext(${`${sender}:${kind}`}))`,
    );
    const mine = and(eq(requestSends.senderProfileId, sender), eq(requestSends.kind, kind));
    // Sends older than the window no longer count: this sender's are pruned here, nobody else's.
    await tx.delete(requestSends).where(and(mine, lte(requestSends.sentAt, sql`now() - ${WINDOW}`)));
    const [row] = await tx
      .select({
        sent: sql<number>`count(*)::int`,
        retryAfter: sql<number>`coalesce(ceil(extract(epoch from (min(${requestSends.sentAt}) + ${WINDOW} - now())))::int, 0)`,
      })
      .from(requestSends)
      .where(and(mine, gt(requestSends.sentAt, sql`now() - ${WINDOW}`)));
    if ((row?.sent ?? 0) >= limit) throw dailyLimitReached(kind, limit, row?.retryAfter ?? 0);
    await tx.insert(requestSends).values({ senderProfileId: sender, kind });
  }
}
