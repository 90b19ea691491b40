import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { interests, notifications } from '../db/schema';
import { DELIVER_PUSH } from '../modules/notifications/notifications.jobs';
import { type PushServiceFake, startPushService, subscribeBrowser } from '../modules/push/push.test-kit';
import { couple, socialCalls } from '../modules/social/social.test-kit';
import { withParameters } from './sql-in-transaction';

/**
 * The transactional outbox (decision 29) on this run's database: what an action sets
 * off is written by its own transaction, or not at all.
 */
let t: TestApp;
let service: PushServiceFake;
beforeAll(async () => {
  service = await startPushService();
  t = await buildTestApp({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const db = () => t.database.db;
const waitingPushes = () => t.app.ctx.jobs.waiting(DELIVER_PUSH);
const interestsBetween = async (from: string, to: string) =>
  db()
    .select({ id: interests.id })
    .from(interests)
    .where(and(eq(interests.fromProfileId, from), eq(interests.toProfileId, to)));

describe('what an action sets off', () => {
  it('is written with the action: the notification row and its push job commit together', async () => {
    const { groom, bride } = await couple(t.app);
    await subscribeBrowser(t.app, bride, service);
    const before = await waitingPushes();
    const sent = await socialCalls(t.app).interest(groom, bride.profileId);
    expect(sent.statusCode, sent.body).toBe(201);
    // The answer comes after the commit: the row and the job are there already, no waiting.
    const rows = await db().select().from(notifications).where(eq(notifications.userId, bride.user.id));
    expect(rows.map((r) => r.kind)).toEqual(['interest_received']);
    expect(await waitingPushes()).toBe(before + 1);
  });

  it('fails the action when its notification cannot be written: no interest, no row, no job', async () => {
    const { groom, bride } = await couple(t.app);
    await subscribeBrowser(t.app, bride, service);
    const before = await waitingPushes();
    await db().execute(
      // DDL takes no parameters; the id is the test's own uuid.
      sql.raw(
        `ALTER TABLE notifications ADD CONSTRAINT outbox_test_refuses CHECK (user_id <> '${bride.user.id}'::uuid) NOT VALID`,
      ),
    );
    try {
      const sent = await socialCalls(t.app).interest(groom, bride.profileId);
      expect(sent.statusCode).toBe(500);
      expect(sent.json().error.message).not.toContain('outbox_test_refuses');
    } finally {
      await db().execute(sql`ALTER TABLE notifications DROP CONSTRAINT outbox_test_refuses`);
    }
    expect(await interestsBetween(groom.profileId, bride.profileId)).toEqual([]);
    expect(await waitingPushes()).toBe(before);
    // Nothing half done: sent again, the interest goes through with its notification.
    expect((await socialCalls(t.app).interest(groom, bride.profileId)).statusCode).toBe(201);
    expect(await interestsBetween(groom.profileId, bride.profileId)).toHaveLength(1);
    expect(await waitingPushes()).toBe(before + 1);
  });

  it('sends a job only if the transaction commits, and runs live events only after a commit', async () => {
    const before = await waitingPushes();
    const told: string[] = [];
    await expect(
      t.app.ctx.outbox.transaction(async (effects) => {
        await effects.send(DELIVER_PUSH, { notificationId: crypto.randomUUID() });
        effects.afterCommit(() => void told.push('rolled back'));
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await waitingPushes()).toBe(before);
    await t.app.ctx.outbox.transaction(async (effects) => {
      await effects.send(DELIVER_PUSH, { notificationId: crypto.randomUUID() });
      effects.afterCommit(() => void told.push('committed'));
      expect(told).toEqual([]);
    });
    expect(told).toEqual(['committed']);
    expect(await waitingPushes()).toBe(before + 1);
  });

  it('a live event that fails after the commit is logged, and the action stands', async () => {
    const answer = await t.app.ctx.outbox.transaction(async (effects) => {
      effects.afterCommit(() => {
        throw new Error('socket down');
      });
      return 'done';
    });
    expect(answer).toBe('done');
  });
});

describe('pg-boss SQL in a Drizzle transaction', () => {
  it('keeps each placeholder with its value, past $9 and when one is used twice', async () => {
    const values = Array.from({ length: 12 }, (_, i) => `v${i + 1}`);
    const text = `SELECT ${values.map((_, i) => `$${i + 1}::text AS c${i + 1}`).join(', ')}, $12::text AS again`;
    const result = (await db().execute(withParameters(text, values))) as { rows: Record<string, string>[] };
    expect(result.rows[0]).toMatchObject({ c1: 'v1', c9: 'v9', c10: 'v10', c12: 'v12', again: 'v12' });
    expect(() => withParameters('SELECT $2', ['only one'])).toThrow('no value for parameter $2');
  });
});
