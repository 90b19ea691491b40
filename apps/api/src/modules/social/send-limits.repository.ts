import { DAILY_SEND_WINDOW_SECONDS } from '@jodi/contract';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { requestSends } from '../../db/schema';
import type { RequestKind } from './acceptance-events';

/** Advisory lock space of one sender's sends of one kind (the pair lock is 814022). */
const SENDER_LOCK_SPACE = 814024;

const WINDOW = sql.raw(`interval '${DAILY_SEND_WINDOW_SECONDS} seconds'`);

/** `request_sends`: one row per interest or chat request a member sent, over a rolling window. */
export class SendLimitsRepository {
  /**
   * Locks the sender's sends of `kind` until the transaction ends, prunes those older than the
   * window (this sender's only), and answers the sends within it and the seconds until the
   * earliest leaves it.
   */
  async lockAndCount(
    tx: Database,
    sender: string,
    kind: RequestKind,
  ): Promise<{ sent: number; retryAfter: number }> {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${SENDER_LOCK_SPACE}, hashtext(${`${sender}:${kind}`}))`,
    );
    const mine = and(eq(requestSends.senderProfileId, sender), eq(requestSends.kind, kind));
    await tx.delete(requestSends).where(and(mine, lte(requestSends.sentAt, sql`now() - ${WINDOW}`)));
    const [row] = await tx
      .select({
        sent: sql<number>`count(*)::int`,
        retryAfter: sql<number>`coalesce(ceil(extract(epoch from (min(${requestSends.sentAt}) + ${WINDOW} - now())))::int, 0)`,
      })
      .from(requestSends)
      .where(and(mine, gt(requestSends.sentAt, sql`now() - ${WINDOW}`)));
    return { sent: row?.sent ?? 0, retryAfter: row?.retryAfter ?? 0 };
  }

  /** Records one send. */
  async record(tx: Database, sender: string, kind: RequestKind): Promise<void> {
    await tx.insert(requestSends).values({ senderProfileId: sender, kind });
  }
}
