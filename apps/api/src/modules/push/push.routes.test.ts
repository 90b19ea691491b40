import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { pushSubscriptions } from '../../db/schema';
import { MAX_PUSH_DEVICES } from './push.repository';
import { browserKeys } from './push.test-kit';
import { VAPID_FILE } from './vapid-keys';

/** The push routes on an app that takes only real push services' endpoints (no insecure ones). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000', PUSH_ALLOWED_HOSTS: 'push.example.org' });
});
afterAll(() => t.close());

type Who = { auth: Record<string, string> };
const fcm = () => `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
const subscribe = (who: Who | undefined, endpoint: string, keys: object = browserKeys().keys) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: who?.auth ?? {},
    payload: { endpoint, expirationTime: null, keys },
  });
const unsubscribe = (who: Who | undefined, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/v1/push/subscriptions',
    headers: who?.auth ?? {},
    payload: { endpoint },
  });
const ownerOf = async (endpoint: string) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0]
    ?.userId ?? null;

describe('the VAPID key', () => {
  it('answers the public key kept in DATA_DIR (0600), to signed-in members', async () => {
    const member = await signUpMember(t.app);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/push/key' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/push/key', headers: member.auth });
    expect(res.statusCode).toBe(200);
    const key = res.json().data.public_key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const file = path.join(t.dataDir, VAPID_FILE);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).publicKey).toBe(key);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('subscriptions', () => {
  it('stores a browser for the signed-in member, and only with sign-in', async () => {
    const member = await signUpMember(t.app);
    const endpoint = fcm();
    const visitor = await subscribe(undefined, endpoint);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    const res = await subscribe(member, endpoint);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ endpoint });
    expect(await ownerOf(endpoint)).toBe(member.user.id);
    // The same browser again (a new page load): still one row, still theirs.
    expect((await subscribe(member, endpoint)).statusCode).toBe(201);
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);
  });

  it('moves an endpoint to another account only with its keys: the same browser, signed in as someone else', async () => {
    const first = await signUpMember(t.app);
    const second = await signUpMember(t.app);
    const endpoint = fcm();
    const { keys } = browserKeys();
    expect((await subscribe(first, endpoint, keys)).statusCode).toBe(201);
    expect((await subscribe(second, endpoint, keys)).statusCode).toBe(201);
    expect(await ownerOf(endpoint)).toBe(second.user.id);
  });

  it('refuses to take over another account’s endpoint with other keys (409), changing nothing and telling nothing of it', async () => {
    const victim = await signUpMember(t.app);
    const attacker = await signUpMember(t.app);
    const endpoint = fcm();
    expect((await subscribe(victim, endpoint)).statusCode).toBe(201);
    const [before] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    const res = await subscribe(attacker, endpoint);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'PUSH_ENDPOINT_TAKEN',
        message: 'This browser’s push subscription could not be saved. Please turn notifications on again.',
      },
    });
    expect(res.body).not.toContain(victim.user.id);
    expect(res.body).not.toContain(victim.user.email);
    const [after] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(after).toEqual(before);
    // The owner's own browser may renew its keys.
    expect((await subscribe(victim, endpoint)).statusCode).toBe(201);
    expect(await ownerOf(endpoint)).toBe(victim.user.id);
  });

  it('removes only the caller’s own, and removing twice is fine', async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const endpoint = fcm();
    await subscribe(owner, endpoint);
    const visitor = await unsubscribe(undefined, endpoint);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    const theirs = await unsubscribe(other, endpoint);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toEqual({ deleted: false });
    expect(await ownerOf(endpoint)).toBe(owner.user.id);
    expect((await unsubscribe(owner, endpoint)).json().data).toEqual({ deleted: true });
    expect(await ownerOf(endpoint)).toBeNull();
    const again = await unsubscribe(owner, endpoint);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ deleted: false });
  });

  it('keeps a member’s newest browsers only', async () => {
    const member = await signUpMember(t.app);
    const endpoints = Array.from({ length: MAX_PUSH_DEVICES + 1 }, fcm);
    for (const endpoint of endpoints) expect((await subscribe(member, endpoint)).statusCode).toBe(201);
    const kept = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.user.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });

  it('takes the known push services and PUSH_ALLOWED_HOSTS', async () => {
    const member = await signUpMember(t.app);
    for (const endpoint of [
      fcm(),
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://api.push.apple.com/3/device/abc',
      'https://push.example.org/p/1',
    ]) {
      const res = await subscribe(member, endpoint);
      expect(res.statusCode, endpoint).toBe(201);
    }
  });

  it('refuses any other endpoint with 400 and the field, http://127.0.0.1 included without the setting', async () => {
    const member = await signUpMember(t.app);
    for (const endpoint of [
      'http://127.0.0.1:8080/ok/1',
      'http://localhost/push',
      'http://fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com:8443/fcm/send/1',
      'https://user:secret@fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com.attacker.example/fcm/send/1',
      'https://push.services.mozilla.com.evil.example/x',
      'https://169.254.169.254/latest/meta-data',
      'https://internal.jodi.example/admin',
      'https://sub.push.example.org/p/1',
    ]) {
      const res = await subscribe(member, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.endpoint' }],
      });
      expect(await ownerOf(endpoint)).toBeNull();
    }
  });

  it('refuses keys a push cannot be encrypted with, and malformed bodies', async () => {
    const member = await signUpMember(t.app);
    const { keys } = browserKeys();
    const shortKey = await subscribe(member, fcm(), {
      ...keys,
      p256dh: Buffer.alloc(33, 2).toString('base64url'),
    });
    expect(shortKey.statusCode).toBe(400);
    expect(shortKey.json().error.code).toBe('VALIDATION_FAILED');
    expect(shortKey.json().error.details).toEqual([
      { path: 'body.keys.p256dh', message: expect.any(String) },
    ]);
    const shortAuth = await subscribe(member, fcm(), { ...keys, auth: 'c2hvcnQ' });
    expect(shortAuth.statusCode).toBe(400);
    expect(shortAuth.json().error.code).toBe('VALIDATION_FAILED');
    expect(shortAuth.json().error.details).toEqual([{ path: 'body.keys.auth', message: expect.any(String) }]);
    const noKeys = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/subscriptions',
      headers: member.auth,
      payload: { endpoint: fcm() },
    });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json().error.code).toBe('VALIDATION_FAILED');
    expect(noKeys.json().error.details[0].path).toMatch(/^body\.keys/);
  });
});
