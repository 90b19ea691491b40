import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/harness';
import type { DatabaseHandle } from '../../../db/database';
import { jobDeliveries } from '../../../db/schema';
import { deliverOnce, pruneDeliveries } from './delivered-once';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const db = () => database.db;
const target = () => ({ jobId: crypto.randomUUID(), target: 'mail' });
const LEASE = 60;

describe('deliverOnce', () => {
  it('sends once per job and target; another target or job sends again', async () => {
    const one = target();
    let sends = 0;
    const send = async () => ++sends;
    expect(await deliverOnce(db(), one, LEASE, send)).toEqual({ sent: true, value: 1 });
    expect(await deliverOnce(db(), one, LEASE, send)).toEqual({ sent: false });
    expect(await deliverOnce(db(), { ...one, target: 'another browser' }, LEASE, send)).toEqual({
      sent: true,
      value: 2,
    });
    expect(await deliverOnce(db(), target(), LEASE, send)).toEqual({ sent: true, value: 3 });
  });

  it('leaves a claim under way alone until its lease ends, then takes it over', async () => {
    const one = target();
    // A process claimed it and died before sending.
    await db()
      .insert(jobDeliveries)
      .values({ ...one, claimedAt: new Date() });
    const send = async () => 'sent';
    expect(await deliverOnce(db(), one, LEASE, send)).toEqual({ sent: false });
    await db()
      .update(jobDeliveries)
      .set({ claimedAt: sql`now() - interval '61 seconds'` })
      .where(eq(jobDeliveries.jobId, one.jobId));
    expect(await deliverOnce(db(), one, LEASE, send)).toEqual({ sent: true, value: 'sent' });
    // Sent is sent, however old the claim.
    await db()
      .update(jobDeliveries)
      .set({ claimedAt: sql`now() - interval '1 day'` })
      .where(eq(jobDeliveries.jobId, one.jobId));
    expect(await deliverOnce(db(), one, LEASE, send)).toEqual({ sent: false });
  });

  it('gives the claim back when the send fails, so the next try sends', async () => {
    const one = target();
    await expect(
      deliverOnce(db(), one, LEASE, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await deliverOnce(db(), one, LEASE, async () => 'ok')).toEqual({ sent: true, value: 'ok' });
  });

  it('forgets deliveries claimed before the cut-off only', async () => {
    const old = target();
    const recent = target();
    await db()
      .insert(jobDeliveries)
      .values([
        { ...old, claimedAt: new Date(Date.now() - 20 * 86_400_000), sentAt: new Date() },
        { ...recent, claimedAt: new Date(), sentAt: new Date() },
      ]);
    expect(await pruneDeliveries(db(), new Date(Date.now() - 14 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const left = await db().select({ jobId: jobDeliveries.jobId }).from(jobDeliveries);
    expect(left.map((r) => r.jobId)).toContain(recent.jobId);
    expect(left.map((r) => r.jobId)).not.toContain(old.jobId);
  });
});
