import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../../test/harness';
import { sessions, users } from '../../db/schema';
import { call, signIn } from './auth.test-kit';

/**
 * Item 13: deleting the account needs the password, or a sign-in within the last 15 minutes
 * (the session's sign-in time); a wrong password deletes nothing and is throttled like sign-in.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '60' });
});
afterAll(() => t.close());

const remove = (member: SignedUp, payload?: object, from?: string) =>
  call(t.app, 'DELETE', '/api/v1/delete/profile', {
    token: member.token,
    ...(payload ? { payload } : {}),
    ...(from ? { from } : {}),
  });

/** Makes the member's sign-in (the session of their token) 16 minutes old. */
async function signedInLongAgo(member: SignedUp): Promise<void> {
  const sid = JSON.parse(Buffer.from(member.token.split('.')[1]!, 'base64url').toString()).sid;
  await t.database.db
    .update(sessions)
    .set({ createdAt: sql`now() - interval '16 minutes'` })
    .where(eq(sessions.id, sid));
}

const exists = async (member: SignedUp) =>
  (await t.database.db.select().from(users).where(eq(users.id, member.user.id))).length === 1;

describe('DELETE /api/v1/delete/profile', () => {
  it('deletes without a body right after signing in', async () => {
    const member = await signUpMember(t.app);
    expect((await remove(member)).statusCode).toBe(200);
    expect(await exists(member)).toBe(false);
  });

  it('asks for the password once the sign-in is older than 15 minutes, and deletes nothing', async () => {
    const member = await signUpMember(t.app);
    await signedInLongAgo(member);
    const res = await remove(member);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'PASSWORD_REQUIRED',
      message: 'Enter your password to delete your account.',
      details: [{ path: 'body.password', message: 'Required' }],
    });
    expect(await exists(member)).toBe(true);
    expect((await remove(member, { password: member.password })).statusCode).toBe(200);
    expect(await exists(member)).toBe(false);
  });

  it('refuses a wrong password with a clear message and deletes nothing, even right after signing in', async () => {
    const member = await signUpMember(t.app);
    const res = await remove(member, { password: 'not-my-password' }, '192.0.2.21');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'PASSWORD_INCORRECT',
      message: 'The password is not correct.',
      details: [{ path: 'body.password', message: 'Not correct' }],
    });
    expect(await exists(member)).toBe(true);
  });

  it('throttles wrong passwords like sign-in (429 with Retry-After), sharing its budget', async () => {
    const member = await signUpMember(t.app);
    await signedInLongAgo(member);
    const thief = '203.0.113.41';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await remove(member, { password: `guess-${i}` }, thief)).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
    const right = await remove(member, { password: member.password }, thief);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('RATE_LIMITED');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(t.app, member.user.email, member.password, thief)).statusCode).toBe(429);
    expect(await exists(member)).toBe(true);
  });

  it('lets an account without a password rely on a recent sign-in, and refuses an old one with 403', async () => {
    const member = await signUpMember(t.app);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.user.id));
    await signedInLongAgo(member);
    const res = await remove(member, { password: 'anything-at-all' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'RECENT_SIGN_IN_REQUIRED',
      message: 'For your safety, please log out and log in again, then delete your account.',
    });
    expect(await exists(member)).toBe(true);

    const recent = await signUpMember(t.app);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, recent.user.id));
    expect((await remove(recent)).statusCode).toBe(200);
    expect(await exists(recent)).toBe(false);
  });

  it('refuses hostile bodies with 400, never 500', async () => {
    const member = await signUpMember(t.app);
    for (const payload of [{ password: { $ne: '' } }, { password: 'x'.repeat(300) }, { password: '' }]) {
      const res = await remove(member, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await exists(member)).toBe(true);
  });
});
