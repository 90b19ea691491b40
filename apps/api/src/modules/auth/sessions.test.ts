import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { sessions } from '../../db/schema';
import { call, signIn, tokenStatus } from './auth.test-kit';

/** Item 8: server-side sessions; sign-out of one device or of all, and idle sessions refused. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EXPIRED = 'Your session has expired. Please sign in again.';
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const sessionOf = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claimsOf(token).sid))
  )[0];

/** A member signed in on two devices: the sign-up's token and a second sign-in's. */
async function memberOnTwoDevices() {
  const member = await signUpMember(t.app);
  const second = await signIn(t.app, member.user.email, member.password);
  return { member, phone: member.token, laptop: second.json().data.token as string };
}

describe('POST /api/v1/sign_out', () => {
  it("ends this token's session only: it is refused with 401, the other device keeps working", async () => {
    const { phone, laptop } = await memberOnTwoDevices();
    expect(await tokenStatus(t.app, phone)).toBe(200);
    const out = await call(t.app, 'POST', '/api/v1/sign_out', { token: phone });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { signed_out: true } });
    const refused = await call(t.app, 'GET', '/api/v1/user', { token: phone });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({ code: 'SESSION_EXPIRED', message: EXPIRED });
    expect(await sessionOf(phone)).toBeUndefined();
    expect(await tokenStatus(t.app, laptop)).toBe(200);
    // Signing out twice: the token is already refused.
    const twice = await call(t.app, 'POST', '/api/v1/sign_out', { token: phone });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('needs a token', async () => {
    const res = await call(t.app, 'POST', '/api/v1/sign_out');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/v1/sign_out/all', () => {
  it('ends every session of the account, and only of that account', async () => {
    const { member, phone, laptop } = await memberOnTwoDevices();
    const bystander = await signUpMember(t.app);
    expect((await call(t.app, 'POST', '/api/v1/sign_out/all', { token: laptop })).statusCode).toBe(200);
    expect(await tokenStatus(t.app, phone)).toBe('401 SESSION_EXPIRED');
    expect(await tokenStatus(t.app, laptop)).toBe('401 SESSION_EXPIRED');
    expect(await tokenStatus(t.app, bystander.token)).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toEqual(
      [],
    );
    // Signing in again works and starts a new session.
    const again = await signIn(t.app, member.user.email, member.password);
    expect(await tokenStatus(t.app, again.json().data.token)).toBe(200);
  });
});

describe('session checks on every request', () => {
  it('refuses a token whose session was idle for 30 days', async () => {
    const member = await signUpMember(t.app);
    const { sid } = claimsOf(member.token);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(sessions.id, sid));
    const res = await call(t.app, 'GET', '/api/v1/user', { token: member.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'SESSION_EXPIRED', message: EXPIRED });

    // The next sign-in clears the dead session away.
    await signIn(t.app, member.user.email, member.password);
    const left = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(left.map((row) => row.id)).not.toContain(sid);
    expect(left).toHaveLength(1);
  });

  it('moves last_seen_at forward once the session was last seen over an hour ago, not on every request', async () => {
    const member = await signUpMember(t.app);
    const { sid } = claimsOf(member.token);
    const recent = new Date(Date.now() - 10 * 60 * 1000);
    await t.database.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.id, sid));
    expect(await tokenStatus(t.app, member.token)).toBe(200);
    expect((await sessionOf(member.token))?.lastSeenAt.getTime()).toBe(recent.getTime());

    const daysAgo = new Date(Date.now() - 29 * 24 * 3600 * 1000);
    await t.database.db.update(sessions).set({ lastSeenAt: daysAgo }).where(eq(sessions.id, sid));
    // Days pass here by the row alone; the process keeps a caller a minute at most (decision 42),
    // so it has long forgotten them by then.
    t.database.signals.deliver('jodi_auth_changed', member.user.id);
    expect(await tokenStatus(t.app, member.token)).toBe(200);
    const touched = (await sessionOf(member.token))?.lastSeenAt.getTime() ?? 0;
    expect(touched).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses a correctly signed token without a session, or naming another member's session", async () => {
    const member = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const key = new TextEncoder().encode(t.config.jwtSecret!);
    const sign = (claims: object) =>
      new SignJWT(claims as Record<string, unknown>)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(member.user.id)
        .setExpirationTime('1h')
        .sign(key);
    const withoutSession = await sign({ tv: 0 });
    const foreignSession = await sign({ tv: 0, sid: claimsOf(other.token).sid });
    const unknownSession = await sign({ tv: 0, sid: '00000000-0000-0000-0000-000000000000' });
    const notAUuid = await sign({ tv: 0, sid: "x' OR 1=1 --" });
    for (const token of [withoutSession, foreignSession, unknownSession, notAUuid]) {
      const res = await call(t.app, 'GET', '/api/v1/user', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'SESSION_EXPIRED', message: EXPIRED });
    }
    expect(await tokenStatus(t.app, member.token)).toBe(200);
  });
});
