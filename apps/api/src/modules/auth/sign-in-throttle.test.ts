import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { call, signIn } from './auth.test-kit';

/**
 * Items 6 and 7: password guessing is throttled per address and per account-and-address, with a
 * higher ceiling per account across all addresses; one attacker's flood never locks the owner out
 * elsewhere. The old password of `PUT /api/v1/user` counts against the same budget.
 */
let t: TestApp;
beforeAll(async () => {
  // 3 per account from one address, 15 per address, 8 per account from everywhere.
  t = await buildTestApp({
    AUTH_RATE_LIMIT: '3',
    AUTH_ACCOUNT_RATE_LIMIT: '8',
    AUTH_RATE_WINDOW_SECONDS: '60',
  });
});
afterAll(() => t.close());

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

describe('sign-in throttling', () => {
  it("does not lock the owner out from another address, whatever one address's flood", async () => {
    const member = await signUpMember(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push((await signIn(t.app, member.user.email, `guess-${i}`, ATTACKER)).statusCode);
    }
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(new Set(codes.slice(3))).toEqual(new Set([429]));
    // Even the right password stays refused from the flooding address for the window...
    const blocked = await signIn(t.app, member.user.email, member.password, ATTACKER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // ...but the owner, elsewhere, signs in.
    expect((await signIn(t.app, member.user.email, member.password, OWNER)).statusCode).toBe(200);
  });

  it('stops distributed guessing at the per-account ceiling, from any address, with Retry-After', async () => {
    const member = await signUpMember(t.app);
    const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3'];
    const codes: number[] = [];
    for (const from of addresses) {
      for (let i = 0; i < 3; i++)
        codes.push((await signIn(t.app, member.user.email, 'wrong-guess', from)).statusCode);
    }
    // Eight guesses across addresses are answered; the ninth hits the account's ceiling.
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const fresh = await signIn(t.app, member.user.email, member.password, '192.0.2.99');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().error.code).toBe('RATE_LIMITED');
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address across many accounts (five times the per-account limit)', async () => {
    const from = '192.0.2.50';
    const codes: number[] = [];
    for (let i = 0; i < 16; i++) {
      codes.push((await signIn(t.app, `nobody${i}@example.com`, 'wrong-guess', from)).statusCode);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(15);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('old-password guessing with a stolen token (PUT /api/v1/user)', () => {
  const change = (token: string, oldPassword: string, from: string) =>
    call(t.app, 'PUT', '/api/v1/user', {
      token,
      from,
      payload: { user: { password: 'taken-over-account', old_password: oldPassword } },
    });

  it('is throttled like sign-in: 429 with Retry-After after the per-account-and-address limit', async () => {
    const member = await signUpMember(t.app);
    const THIEF = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await change(member.token, `guess-${i}`, THIEF)).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
    const right = await change(member.token, member.password, THIEF);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('RATE_LIMITED');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The guesses share the sign-in budget: the same address cannot sign in to try more.
    expect((await signIn(t.app, member.user.email, member.password, THIEF)).statusCode).toBe(429);
    // The owner elsewhere is not locked out.
    expect((await signIn(t.app, member.user.email, member.password, OWNER)).statusCode).toBe(200);
  });

  it('counts guesses from many addresses against the per-account ceiling', async () => {
    const member = await signUpMember(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 9; i++)
      codes.push((await change(member.token, 'wrong-old', `192.0.2.${100 + i}`)).statusCode);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(400));
    expect(codes[8]).toBe(429);
  });
});
