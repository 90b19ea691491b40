import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, rowsOf, signUpMember, type TestApp } from '../../../test/harness';
import { call, tokenStatus } from './auth.test-kit';

/**
 * Decision 42: the caller of a signed-in request is kept in the process, and any change to what is
 * kept, however it is written (here: plain SQL, as staff or a job might), holds from the next
 * request on. On both databases; on PostgreSQL the listening connection is also cut and comes back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const visitors = (token: string) => call(t.app, 'GET', '/api/v1/visitors', { token });

/**
 * A request with the token, until its caller is kept. On PostgreSQL every listening connection
 * hears a change, the last of them a moment after the write; a read while they do is not kept.
 */
const untilKept = (token: string) =>
  vi.waitFor(async () => {
    expect(await tokenStatus(t.app, token)).toBe(200);
    const kept = t.app.ctx.authUserCache.find(claimsOf(token));
    expect(kept).not.toBeNull();
    return kept!;
  });

async function keptMember() {
  const member = await signUpMember(t.app);
  expect((await untilKept(member.token)).id).toBe(member.user.id);
  return member;
}

describe('the signed-in caller kept in the process', () => {
  it('refuses a suspended account on its next request', async () => {
    const member = await keptMember();
    await t.database.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${member.user.id}`);
    expect(await tokenStatus(t.app, member.token)).toBe('401 SESSION_EXPIRED');
  });

  it('follows a plan bought and a plan that lapses while kept', async () => {
    const member = await keptMember();
    expect((await visitors(member.token)).json().error.code).toBe('PLAN_UPGRADE_REQUIRED');
    const refused = (await visitors(member.token)).statusCode;
    await t.database.db.execute(
      sql`UPDATE users SET plan = 'Belief', plan_expires_at = now() + interval '2 seconds' WHERE id = ${member.user.id}`,
    );
    expect((await visitors(member.token)).statusCode).toBe(200);
    expect((await untilKept(member.token)).plan).toBe('Belief');
    await vi.waitFor(async () => expect((await visitors(member.token)).statusCode).toBe(refused), {
      timeout: 5_000,
      interval: 250,
    });
  });

  it('forgets the caller when their profile changes gender or Moon, or their session ends', async () => {
    const member = await keptMember();
    await t.database.db.execute(
      sql`UPDATE profiles SET moon_nakshatra = 4, moon_pada = 2 WHERE user_id = ${member.user.id}`,
    );
    expect(t.app.ctx.authUserCache.find(claimsOf(member.token))).toBeNull();
    expect((await untilKept(member.token)).astro?.moonNakshatra).toBe(4);
    await t.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${member.user.id}`);
    expect(await tokenStatus(t.app, member.token)).toBe('401 SESSION_EXPIRED');
  });

  it('keeps nothing while it cannot hear the database, and keeps again once it can (PostgreSQL)', async () => {
    if (t.database.kind !== 'postgres') return expect(t.app.ctx.database.signals.live).toBe(true);
    const member = await keptMember();
    const cut = await rowsOf(
      t.database.db,
      sql`SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
           WHERE application_name = 'jodi-signals' AND datname = current_database()`,
    );
    expect(cut).toHaveLength(1);
    await vi.waitFor(() => expect(t.app.ctx.database.signals.live).toBe(false));
    expect(t.app.ctx.authUserCache.size).toBe(0);
    await vi.waitFor(() => expect(t.app.ctx.database.signals.live).toBe(true), { timeout: 10_000 });
    expect((await untilKept(member.token)).id).toBe(member.user.id);
  });
});
