import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { call, resetTokenFor, signIn, useResetLink } from './auth.test-kit';

/** Item 3: a reset link must not outlive a password change, a reset, or a sign-out everywhere. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const INVALID = 'This reset link is invalid or has expired.';

describe('pending reset links', () => {
  it('are voided when the password is changed with PUT /api/v1/user', async () => {
    const member = await signUpMember(t.app);
    const link = await resetTokenFor(t, member.user.email);
    const change = await call(t.app, 'PUT', '/api/v1/user', {
      token: member.token,
      payload: { user: { password: 'changed-by-owner', old_password: member.password } },
    });
    expect(change.statusCode).toBe(200);
    const stale = await useResetLink(t.app, link, 'set-by-a-thief');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toMatchObject({ code: 'RESET_LINK_INVALID', message: INVALID });
    expect((await signIn(t.app, member.user.email, 'changed-by-owner')).statusCode).toBe(200);
    expect((await signIn(t.app, member.user.email, 'set-by-a-thief')).statusCode).toBe(401);
  });

  it('are all voided when one of them resets the password', async () => {
    const member = await signUpMember(t.app);
    const first = await resetTokenFor(t, member.user.email);
    const second = await resetTokenFor(t, member.user.email);
    expect((await useResetLink(t.app, second, 'reset-by-second')).statusCode).toBe(200);
    const stale = await useResetLink(t.app, first, 'reset-by-first');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toMatchObject({ code: 'RESET_LINK_INVALID', message: INVALID });
  });

  it('are voided when the member signs out of all devices', async () => {
    const member = await signUpMember(t.app);
    const link = await resetTokenFor(t, member.user.email);
    expect((await call(t.app, 'POST', '/api/v1/sign_out/all', { token: member.token })).statusCode).toBe(200);
    const stale = await useResetLink(t.app, link);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toMatchObject({ code: 'RESET_LINK_INVALID', message: INVALID });
    expect((await signIn(t.app, member.user.email, member.password)).statusCode).toBe(200);
  });

  it('are voided when the account is deleted', async () => {
    const member = await signUpMember(t.app);
    const link = await resetTokenFor(t, member.user.email);
    expect((await call(t.app, 'DELETE', '/api/v1/delete/profile', { token: member.token })).statusCode).toBe(
      200,
    );
    const stale = await useResetLink(t.app, link);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toMatchObject({ code: 'RESET_LINK_INVALID', message: INVALID });
  });
});
