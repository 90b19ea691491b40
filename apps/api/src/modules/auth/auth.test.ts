import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signUpMember, type TestApp, uniqueEmail } from '../../../test/harness';
import { mailOutbox, profiles, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign up', () => {
  it('creates an account and its profile, normalising the e-mail', async () => {
    const email = uniqueEmail('NewMember').toUpperCase();
    const res = await post('/api/v1/sign_up', { email: `  ${email} `, password: 'secret12' });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      plan: 'Hope',
      is_admin: false,
      has_password: true,
    });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.id).toBe(user.profile_id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 for an e-mail already registered, in any letter case', async () => {
    const { user } = await signUpMember(t.app);
    const res = await post('/api/v1/sign_up', { email: user.email.toUpperCase(), password: 'secret12' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it('answers 400 with field details for a short password or a bad e-mail, creating nothing', async () => {
    const email = uniqueEmail();
    const res = await post('/api/v1/sign_up', { email, password: '12345' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toContainEqual({
      path: 'body.password',
      message: 'Password must be at least 6 characters.',
    });
    const bad = await post('/api/v1/sign_up', { email: 'not-an-email', password: 'secret12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(bad.json().error.details[0].path).toBe('body.email');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
  });

  it('refuses type confusion and unknown apps with 400, never 500', async () => {
    for (const [payload, code] of [
      [{ email: { $gt: '' }, password: 'secret12' }, 'VALIDATION_FAILED'],
      [{ email: ['a@b.c'], password: 'x' }, 'VALIDATION_FAILED'],
      ['nope', 'MALFORMED_REQUEST'],
    ] as const) {
      const res = await post('/api/v1/sign_up', payload, { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
    const res = await post('/api/v1/sign_in', { email: 'a@b.c', password: 'x' }, { 'x-app': 'another-app' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UNKNOWN_APP');
    expect(res.json().error.message).toContain('Unknown app');
  });
});

describe('sign in', () => {
  it('returns a token whose exp is in the future and whose user matches', async () => {
    const member = await signUpMember(t.app);
    const res = await post('/api/v1/sign_in', { email: member.user.email, password: member.password });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.sub).toBe(member.user.id);
    expect(payload.exp * 1000).toBeGreaterThan(Date.now());
    expect(user.id).toBe(member.user.id);
  });

  it('gives one 401 message for a wrong password and for an unknown e-mail', async () => {
    const member = await signUpMember(t.app);
    const wrong = await post('/api/v1/sign_in', { email: member.user.email, password: 'wrong-password' });
    const unknown = await post('/api/v1/sign_in', { email: uniqueEmail(), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('WRONG_CREDENTIALS');
    expect(unknown.json().error.code).toBe('WRONG_CREDENTIALS');
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
  });

  it('locks an account after too many failures with 429 and Retry-After, and accepts it after the window', async () => {
    const small = await buildTestApp({ AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '1' });
    try {
      const member = await signUpMember(small.app);
      const attempt = (password: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/v1/sign_in',
          payload: { email: member.user.email, password },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
      const limited = await attempt(member.password);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      await new Promise((r) => setTimeout(r, 1100));
      expect((await attempt(member.password)).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('limits sign-up attempts per IP', async () => {
    const small = await buildTestApp({ AUTH_RATE_LIMIT: '1', AUTH_RATE_WINDOW_SECONDS: '60' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await small.app.inject({
          method: 'POST',
          url: '/api/v1/sign_up',
          payload: { email: uniqueEmail(), password: 'secret12' },
          remoteAddress: '203.0.113.9',
        });
        codes.push(res.statusCode);
      }
      // The per-IP limit is five times the per-account one.
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed, forged or alg:none token with 401', async () => {
    const member = await signUpMember(t.app);
    const get = (authorization?: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/user', headers: authorization ? { authorization } : {} });
    const refusedWith = async (authorization: string | undefined) => {
      const res = await get(authorization);
      expect(res.statusCode).toBe(401);
      return res.json().error.code;
    };
    expect(await refusedWith(undefined)).toBe('UNAUTHENTICATED');
    expect(await refusedWith('Bearer not a token')).toBe('TOKEN_MALFORMED');
    const [header, payload] = member.token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = '00000000-0000-0000-0000-000000000000';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${member.token.split('.')[2]}`;
    expect(await refusedWith(`Bearer ${tampered}`)).toBe('SESSION_EXPIRED');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await refusedWith(`Bearer ${none}`)).toBe('SESSION_EXPIRED');
    expect((await get(`Bearer ${member.token}`)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const short = await buildTestApp({ JWT_TTL_HOURS: '0.0003' });
    try {
      const member = await signUpMember(short.app);
      await new Promise((r) => setTimeout(r, 2100));
      const res = await short.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('SESSION_EXPIRED');
    } finally {
      await short.close();
    }
  });
});

describe('password change (PUT /api/v1/user)', () => {
  it('needs the old password, then revokes older tokens and returns a working new one', async () => {
    const member = await signUpMember(t.app);
    const put = (user: object, headers = member.auth) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user', payload: { user }, headers });
    const noOld = await put({ password: 'new-secret' });
    expect(noOld.statusCode).toBe(400);
    expect(noOld.json().error.code).toBe('OLD_PASSWORD_REQUIRED');
    const wrongOld = await put({ password: 'new-secret', old_password: 'nope-nope' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().error.code).toBe('OLD_PASSWORD_INCORRECT');
    expect(wrongOld.json().error.message).toBe('The old password is not correct.');
    const short = await put({ password: '123', old_password: member.password });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('VALIDATION_FAILED');

    const ok = await put({ password: 'new-secret', old_password: member.password });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().data.token;
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth });
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('SESSION_EXPIRED');
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(now.statusCode).toBe(200);
    expect(
      (await post('/api/v1/sign_in', { email: member.user.email, password: member.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/v1/sign_in', { email: member.user.email, password: 'new-secret' })).statusCode,
    ).toBe(200);
  });

  it('ignores fields other than the password, such as is_admin', async () => {
    const member = await signUpMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: member.auth,
      payload: {
        user: { password: 'another-secret', old_password: member.password, is_admin: true },
        is_admin: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.is_admin).toBe(false);
  });
});

describe('password reset', () => {
  async function lastMailTo(email: string) {
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    return rows.at(-1);
  }

  it('mails a one-time link that sets a new password and revokes old tokens', async () => {
    const member = await signUpMember(t.app);
    const ask = await post('/api/v1/resetpassword', { email: member.user.email });
    expect(ask.statusCode).toBe(200);
    // The mail is written after the answer (so its time tells nothing).
    const mail = await vi.waitFor(async () => {
      const found = await lastMailTo(member.user.email);
      if (!found) throw new Error('no mail yet');
      return found;
    });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();

    const set = await post('/api/v1/resetpassword', { token, password: 'brand-new-pass' });
    expect(set.statusCode).toBe(200);
    expect(
      (await post('/api/v1/sign_in', { email: member.user.email, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth })).statusCode,
    ).toBe(401);
    const again = await post('/api/v1/resetpassword', { token, password: 'another-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('RESET_LINK_INVALID');
    expect(again.json().error.message).toBe('This reset link is invalid or has expired.');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await post('/api/v1/resetpassword', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    await t.app.ctx.auth.idle();
    expect(await lastMailTo(email)).toBeUndefined();
  });
});

describe('account deletion', () => {
  it('erases the account and its profile, and its token stops working', async () => {
    const member = await signUpMember(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/delete/profile', headers: member.auth });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, member.user.id))).toEqual([]);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, member.user.id))).toEqual(
      [],
    );
    const user = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth });
    expect(user.statusCode).toBe(401);
    expect(user.json().error.code).toBe('SESSION_EXPIRED');
    const signIn = await post('/api/v1/sign_in', { email: member.user.email, password: member.password });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.code).toBe('WRONG_CREDENTIALS');
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/delete/profile/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
