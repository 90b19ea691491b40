import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniqueEmail } from '../../test/harness';
import { type CreatedProfile, createProfile } from '../../test/profile-factory';
import { MemoryRateLimitStore, type RateLimitStore } from '../adapters/rate-limit-store';
import { MESSAGE_LIMIT } from '../modules/chat/chat.service';
import { chattingCouple } from '../modules/chat/chat.test-kit';
import { connect, listeningUrl, nextEvent } from '../modules/realtime/socket.test-kit';
import { REPORT_LIMIT } from '../modules/social/reports.service';

/**
 * Attack: floods of sign-in, sign-up, password reset, reports, chat messages and socket events.
 * Each hits its limit (429 with Retry-After, or a closed socket) and works again once the window
 * has passed. Windows are shortened to one second: the auth window through the environment, the
 * others by a rate-limit store that caps every window at a second (the counting is the real one).
 */
const WINDOW_MS = 1000;

/** The real in-memory store with every window capped at one second. */
class OneSecondWindows implements RateLimitStore {
  private readonly inner = new MemoryRateLimitStore();
  hit(key: string, windowSeconds: number) {
    return this.inner.hit(key, Math.min(windowSeconds, WINDOW_MS / 1000));
  }
  reset(key: string) {
    return this.inner.reset(key);
  }
}

/** Per account; the per-address limit is five times it (auth.service). */
const AUTH_MAX = 3;
const IP_MAX = 5 * AUTH_MAX;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let auth: TestApp;
let social: TestApp;
beforeAll(async () => {
  auth = await buildTestApp({ AUTH_RATE_LIMIT: String(AUTH_MAX), AUTH_RATE_WINDOW_SECONDS: '1' });
  social = await buildTestApp({}, { limits: new OneSecondWindows() });
});
afterAll(async () => {
  await auth.close();
  await social.close();
});

let ipCounter = 0;
/** A fresh attacker address per test, so floods never share counters. */
const freshIp = () => `203.0.113.${++ipCounter}`;

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode, res.body).toBe(429);
  expect(JSON.parse(res.body).error.code).toBe('RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('auth floods', () => {
  const post = (url: string, payload: object, ip: string, app = auth.app) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip } as InjectOptions);

  it('sign-in: a password-guessing flood is cut off, even for the right password, and recovers', async () => {
    const ip = freshIp();
    const email = uniqueEmail('victim');
    expect((await post('/api/v1/sign_up', { email, password: 'the-right-one' }, freshIp())).statusCode).toBe(
      200,
    );
    for (let i = 0; i < AUTH_MAX; i++) {
      const res = await post('/api/v1/sign_in', { email, password: `guess-${i}` }, ip);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('WRONG_CREDENTIALS');
    }
    expectLimited(await post('/api/v1/sign_in', { email, password: 'the-right-one' }, ip));
    // Only this address is cut off: the owner signing in from elsewhere is not locked out (the
    // account's ceiling across addresses, AUTH_ACCOUNT_RATE_LIMIT, is in sign-in-throttle.test.ts).
    expect((await post('/api/v1/sign_in', { email, password: 'the-right-one' }, freshIp())).statusCode).toBe(
      200,
    );
    await sleep(WINDOW_MS + 200);
    expect((await post('/api/v1/sign_in', { email, password: 'the-right-one' }, ip)).statusCode).toBe(200);
  });

  it('sign-up: a flood of new accounts from one address is cut off and recovers', async () => {
    const ip = freshIp();
    const signUp = () => post('/api/v1/sign_up', { email: uniqueEmail('bot'), password: 'secret-123' }, ip);
    // Sent at once, so that they all fall in one window; the per-address limit is IP_MAX.
    const burst = await Promise.all(Array.from({ length: IP_MAX + 2 }, signUp));
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(IP_MAX).fill(200), 429, 429]);
    expectLimited(burst.find((r) => r.statusCode === 429)!);
    await sleep(WINDOW_MS + 200);
    expect((await signUp()).statusCode).toBe(200);
  });

  it('password reset: a flood of reset mails is cut off and recovers', async () => {
    const ip = freshIp();
    const email = uniqueEmail('reset');
    expect((await post('/api/v1/sign_up', { email, password: 'secret-123' }, freshIp())).statusCode).toBe(
      200,
    );
    for (let i = 0; i < AUTH_MAX; i++) {
      expect((await post('/api/v1/resetpassword', { email }, ip)).statusCode).toBe(200);
    }
    expectLimited(await post('/api/v1/resetpassword', { email }, ip));
    await sleep(WINDOW_MS + 200);
    expect((await post('/api/v1/resetpassword', { email }, ip)).statusCode).toBe(200);
  });
});

describe('member floods', () => {
  it(`reports: more than ${REPORT_LIMIT.max} in a window are refused, and the reporter recovers`, async () => {
    const reporter = await createProfile(social.app, { gender: 'male' });
    const targets: CreatedProfile[] = [];
    for (let i = 0; i < REPORT_LIMIT.max + 2; i++) targets.push(await createProfile(social.app));
    const report = (target: CreatedProfile) =>
      social.app.inject({
        method: 'POST',
        url: '/api/v1/user/report',
        headers: reporter.auth,
        payload: { user_to_id: target.profileId, reason: 'fake_profile' },
      });
    for (let i = 0; i < REPORT_LIMIT.max; i++) expect((await report(targets[i]!)).statusCode).toBe(201);
    expectLimited(await report(targets[REPORT_LIMIT.max]!));
    await sleep(WINDOW_MS + 200);
    expect((await report(targets[REPORT_LIMIT.max + 1]!)).statusCode).toBe(201);
  });

  it(`messages: more than ${MESSAGE_LIMIT.max} in a window are refused, and the sender recovers`, async () => {
    const { groom, bride } = await chattingCouple(social.app);
    const send = (message: string) =>
      social.app.inject({
        method: 'POST',
        url: '/api/v1/message/',
        headers: groom.auth,
        payload: { to: bride.profileId, message },
      });
    // The window is a second: the allowed burst and the one too many go at once, so all are
    // counted in one window however long the messages take to store (each under the pair lock).
    const burst = await Promise.all(
      Array.from({ length: MESSAGE_LIMIT.max + 1 }, (_, i) => send(`spam ${i}`)),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    await sleep(WINDOW_MS + 200);
    expect((await send('after the window')).statusCode).toBe(201);
  });
});

describe('socket event floods', () => {
  it('closes a socket that floods events; a new connection works', async () => {
    const url = await listeningUrl(social.app);
    const member = await createProfile(social.app);
    const socket = await connect(url, { token: member.token });
    const closed = nextEvent<string>(socket, 'disconnect');
    for (let i = 0; i < 100; i++) socket.emit('flood', { i });
    expect(await closed).toBe('io server disconnect');
    const again = await connect(url, { token: member.token });
    expect(again.connected).toBe(true);
    again.close();
  });
});
