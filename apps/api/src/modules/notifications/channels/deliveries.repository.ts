import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { jobDeliveries } from '../../../db/schema';

/** One delivery of one job: to a browser (its subscription id) or by mail. */
export interface DeliveryTarget {
  jobId: string;
  target: string;
}

const one = (target: DeliveryTarget) =>
  and(eq(jobDeliveries.jobId, target.jobId), eq(jobDeliveries.target, target.target));

/** `job_deliveries`: each job's claim on each of its targets, and whether it was sent (decision 29). */
export class DeliveriesRepository {
  /**
   * Claims the target for a send: a new row, or one whose unsent claim is older than
   * `leaseSeconds` (its process died mid-send). False when it is sent or claimed by a live try.
   */
  async claim(db: Database, target: DeliveryTarget, leaseSeconds: number): Promise<boolean> {
    const claimed = await db
      .insert(jobDeliveries)
      .values({ ...target, claimedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [jobDeliveries.jobId, jobDeliveries.target],
        set: { claimedAt: sql`now()` },
        setWhere: sql`${jobDeliveries.sentAt} IS NULL AND ${jobDeliveries.claimedAt} < now() - make_interval(secs => ${leaseSeconds})`,
      })
      .returning({ jobId: jobDeliveries.jobId });
    return claimed.length > 0;
  }

  /** Gives an unsent claim back (its send failed), for the job's retry. */
  async release(db: Database, target: DeliveryTarget): Promise<void> {
    await db.delete(jobDeliveries).where(and(one(target), isNull(jobDeliveries.sentAt)));
  }

  async markSent(db: Database, target: DeliveryTarget): Promise<void> {
    await db.update(jobDeliveries).set({ sentAt: sql`now()` }).where(one(target));
  }

  /** Forgets deliveries claimed before `before` (their jobs are long done); answers how many. */
  async prune(db: Database, before: Date): Promise<number> {
    const gone = await db
      .delete(jobDeliveries)
      .where(lt(jobDeliveries.claimedAt, before))
      .returning({ jobId: jobDeliveries.jobId });
    return gone.length;
  }
}
