import type { Database } from '../../../db/database';
import { DeliveriesRepository, type DeliveryTarget } from './deliveries.repository';

export type { DeliveryTarget } from './deliveries.repository';

/** What `deliverOnce` did: sent now, or found sent (or being sent by a live process) before. */
export type OnceOutcome<T> = { sent: true; value: T } | { sent: false };

const deliveries = new DeliveriesRepository();

/**
 * Delivers at most once per job and target (decision 29), for the push and mail channels. A try
 * claims the target in `job_deliveries` before it sends and stamps `sent_at` after; a retried job
 * skips what is sent. A claim older than `leaseSeconds` (the job's expiry) is a process that died
 * mid-send: taken over, so the delivery is at least once. A send that fails gives its claim back
 * for the retry.
 */
export async function deliverOnce<T>(
  db: Database,
  target: DeliveryTarget,
  leaseSeconds: number,
  send: () => Promise<T>,
): Promise<OnceOutcome<T>> {
  if (!(await deliveries.claim(db, target, leaseSeconds))) return { sent: false };
  let value: T;
  try {
    value = await send();
  } catch (err) {
    await deliveries.release(db, target).catch(() => {});
    throw err;
  }
  await deliveries.markSent(db, target);
  return { sent: true, value };
}

/** Forgets deliveries claimed before `before` (their jobs are long done); answers how many. */
export const pruneDeliveries = (db: Database, before: Date): Promise<number> => deliveries.prune(db, before);
