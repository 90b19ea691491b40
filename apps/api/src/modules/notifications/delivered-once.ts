import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jobDeliveries } from '../../db/schema';

/** One delivery of one job: to a browser (its subscription id) or by mail. */
export interface DeliveryTarget {
  jobId: string;
  target: string;
}

/** What `deliverOnce` did: sent now, or found sent (or being sent by a live process) before. */
export type OnceOutcome<T> = { sent: true; value: T } | { sent: false };

/**
 * Delivers at most once per job and target (decision 29). A try claims the target in
 * `job_deliveries` before it sends and stamps `sent_at` after; a retried job skips what is sent.
 * A claim older than `leaseSeconds` (the job's expiry) is a process that died mid-send: taken
 * over, so the delivery is at least once. A send that fails gives its claim back for the retry.
 */
export async function deliverOnce<T>(
  db: Database,
  target: DeliveryTarget,
  leaseSeconds: number,
  send: () => Promise<T>,
): Promise<OnceOutcome<T>> {
  const claimed = await db
    .insert(jobDeliveries)
    .values({ ...target, claimedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [jobDeliveries.jobId, jobDeliveries.target],
      set: { claimedAt: sql`now()` },
      setWhere: sql`${jobDeliveries.sentAt} IS NULL AND ${jobDeliveries.claimedAt} < now() - make_interval(secs => ${leaseSeconds})`,
    })
    .returning({ jobId: jobDeliveries.jobId });
  if (claimed.length === 0) return { sent: false };
  const mine = and(eq(jobDeliveries.jobId, target.jobId), eq(jobDeliveries.target, target.target));
  let value: T;
  try {
    value = await send();
  } catch (err) {
    await db
      .delete(jobDeliveries)
      .where(and(mine, isNull(jobDeliveries.sentAt)))
      .catch(() => {});
    throw err;
  }
  await db.update(jobDeliveries).set({ sentAt: sql`now()` }).where(mine);
  return { sent: true, value };
}

/** Forgets deliveries claimed before `before` (their jobs are long done); answers how many. */
export async function pruneDeliveries(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(jobDeliveries)
    .where(lt(jobDeliveries.claimedAt, before))
    .returning({ jobId: jobDeliveries.jobId });
  return gone.length;
}
