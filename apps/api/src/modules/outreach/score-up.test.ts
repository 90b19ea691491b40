import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { profiles, profileVisits, settings, users } from '../../db/schema';

let t: TestApp;
let bride: CreatedProfile;
beforeAll(async () => {
  t = await buildTestApp();
  bride = await createProfile(t.app);
});
afterAll(() => t.close());

const base64 = (id: string) => Buffer.from(id).toString('base64');
let address = 0;
/** A fresh client address per test, so the per-address limit of one test never touches another. */
const newAddress = () => `198.51.100.${++address}`;

const scoreUp = (
  to: string,
  options: { ip?: string; ua?: string; who?: { auth: Record<string, string> }; context?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/score/up',
    remoteAddress: options.ip ?? '192.0.2.1',
    headers: { 'user-agent': options.ua ?? 'Mozilla/5.0 Test', ...(options.who?.auth ?? {}) },
    payload: { to, context: options.context ?? 'shared_link' },
  });
const visitsOf = (profileId: string) =>
  t.database.db.select().from(profileVisits).where(eq(profileVisits.profileId, profileId));

describe('POST /api/v1/score/up', () => {
  it('counts a visitor once a day per profile, by the base64 id or the plain id', async () => {
    const ip = newAddress();
    const first = await scoreUp(base64(bride.profileId), { ip });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { counted: true } });
    expect((await scoreUp(bride.profileId, { ip, context: 'public_view' })).json().data.counted).toBe(false);
    // Another browser at the same address is another visitor.
    expect((await scoreUp(bride.profileId, { ip, ua: 'Other browser' })).json().data.counted).toBe(true);
    expect(await visitsOf(bride.profileId)).toHaveLength(2);
  });

  it('keeps no address: visitor keys are salted hashes, and only the salt of today is kept', async () => {
    const ip = newAddress();
    const target = await createProfile(t.app);
    await scoreUp(target.profileId, { ip });
    const [visit] = await visitsOf(target.profileId);
    expect(visit!.visitorKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(visit)).not.toContain(ip);
    expect(visit!.context).toBe('shared_link');
    const salts = await t.database.db.select().from(settings).where(like(settings.key, 'visits.salt:%'));
    expect(salts).toHaveLength(1);
    expect(salts[0]!.key).toBe(`visits.salt:${visit!.day}`);
  });

  it('counts the same visitor again on another day', async () => {
    const ip = newAddress();
    const target = await createProfile(t.app);
    const member = await createProfile(t.app, { gender: 'male' });
    expect((await scoreUp(target.profileId, { ip, who: member })).json().data.counted).toBe(true);
    expect((await scoreUp(target.profileId, { ip: newAddress(), who: member })).json().data.counted).toBe(
      false,
    );
    await t.database.db
      .update(profileVisits)
      .set({ day: sql`${profileVisits.day} - 1` })
      .where(eq(profileVisits.profileId, target.profileId));
    expect((await scoreUp(target.profileId, { ip, who: member })).json().data.counted).toBe(true);
    expect(await visitsOf(target.profileId)).toHaveLength(2);
  });

  it("never counts the owner's own visits", async () => {
    const res = await scoreUp(bride.profileId, { ip: newAddress(), who: bride });
    expect(res.json()).toEqual({ data: { counted: false } });
  });

  it('answers 404 for unknown, hidden and suspended profiles', async () => {
    const ip = newAddress();
    const hidden = await createProfile(t.app);
    await t.database.db.update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden.profileId));
    const suspended = await createProfile(t.app);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));
    for (const to of [
      hidden.profileId,
      base64(hidden.profileId),
      suspended.profileId,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      "' OR 1=1 --",
    ]) {
      const res = await scoreUp(to, { ip });
      expect(res.statusCode, to).toBe(404);
      expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
    }
    expect(await visitsOf(hidden.profileId)).toHaveLength(0);
  });

  it('answers 400 for a context it does not know or a missing target', async () => {
    const ip = newAddress();
    const spam = await scoreUp(bride.profileId, { ip, context: 'spam' });
    expect(spam.statusCode).toBe(400);
    expect(spam.json().error.code).toBe('VALIDATION_FAILED');
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/v1/score/up',
      remoteAddress: ip,
      payload: { context: 'listing' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('takes 60 calls from one address in ten minutes, then 429 with Retry-After', async () => {
    const ip = newAddress();
    for (let i = 0; i < 60; i++) {
      expect((await scoreUp(bride.profileId, { ip, ua: `ua ${i}` })).statusCode).toBe(200);
    }
    const over = await scoreUp(bride.profileId, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await scoreUp(bride.profileId, { ip: newAddress() })).statusCode).toBe(200);
  });
});
