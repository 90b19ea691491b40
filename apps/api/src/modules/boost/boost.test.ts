import crypto from 'node:crypto';
import { BOOSTED_PLACES, boostStatusSchema, profileCardSchema } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile, type ProfileOverrides } from '../../../test/profile-factory';
import { profileBoosts, profiles, users } from '../../db/schema';
import { BoostRepository } from './boost.repository';
import { BoostService } from './boost.service';

let t: TestApp;
beforeAll(async () => {
  // Many members sign up from one address here.
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const DAY_MS = 86_400_000;
type Who = { auth: Record<string, string> };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
interface Card {
  id: string;
  boosted?: true;
}

/** A city of its own per test, so the listing shows only that test's profiles. */
const cityOf = () => `Boostpur ${crypto.randomBytes(4).toString('hex')}`;
const bride = (over: ProfileOverrides = {}) => createProfile(t.app, { gender: 'female', ...over });
const groom = (over: ProfileOverrides = {}) => createProfile(t.app, { gender: 'male', ...over });

async function onPlan(member: CreatedProfile, plan: 'Belief' | 'Trust', expiresInDays = 30) {
  await db()
    .update(users)
    .set({ plan, planExpiresAt: new Date(Date.now() + expiresInDays * DAY_MS) })
    .where(eq(users.id, member.user.id));
  return member;
}

/** A boost stored directly: running (ends ahead) or over (ends behind), started `startedDaysAgo` ago. */
async function storedBoost(profileId: string, options: { startedDaysAgo?: number; running?: boolean } = {}) {
  const startedAt = new Date(Date.now() - (options.startedDaysAgo ?? 0.1) * DAY_MS);
  const endsAt =
    options.running === false ? new Date(startedAt.getTime() + 60_000) : new Date(Date.now() + DAY_MS / 2);
  const [row] = await db().insert(profileBoosts).values({ profileId, startedAt, endsAt }).returning();
  return row!;
}

const listing = async (who: Who, query: string) => {
  const res = await call('GET', `/api/v1/profiles?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: Card[]; meta: { total: number } };
  for (const card of body.data) profileCardSchema.parse(card);
  return body;
};
const matches = async (who: Who, query = 'limit=100') => {
  const res = await call('GET', `/api/v1/matches?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Card[]; meta: { total: number } };
};
const status = async (who: Who) => {
  const res = await call('GET', '/api/v1/boost', who);
  expect(res.statusCode, res.body).toBe(200);
  return boostStatusSchema.parse(res.json().data);
};
const ids = (cards: Card[]) => cards.map((c) => c.id);
const boostedIds = (cards: Card[]) => cards.filter((c) => c.boosted).map((c) => c.id);

/** Five brides in one city, created oldest first (the listing shows the newest first), and a groom who looks. */
async function community() {
  const city = cityOf();
  const brides: CreatedProfile[] = [];
  for (let i = 0; i < 5; i++) brides.push(await bride({ current_city: city }));
  const viewer = await groom({ current_city: city });
  return { city, brides, viewer };
}

describe('GET/POST /api/v1/boost', () => {
  it('answers Hope with the upgrade path (402)', async () => {
    const hope = await bride();
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, '/api/v1/boost', hope);
      expect(res.statusCode).toBe(402);
      expect(res.json().error.code).toBe('PLAN_UPGRADE_REQUIRED');
    }
  });

  it('starts a 24-hour boost, refuses a second while it runs, and counts the plan month', async () => {
    // A monthly plan bought five days ago: its month began then.
    const member = await onPlan(await bride(), 'Belief', 25);
    expect(await status(member)).toEqual({ boosted_until: null, left: 2, started_at: null, seen_by: 0 });

    const started = await call('POST', '/api/v1/boost', member);
    expect(started.statusCode, started.body).toBe(200);
    const running = boostStatusSchema.parse(started.json().data);
    expect(running.left).toBe(1);
    const hours = (Date.parse(running.boosted_until!) - Date.parse(running.started_at!)) / 3600_000;
    expect(hours).toBe(24);

    const again = await call('POST', '/api/v1/boost', member);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('BOOST_RUNNING');

    // The boost ends (as if a day went by): the second of the month may start, then none is left.
    await db()
      .update(profileBoosts)
      .set({ startedAt: new Date(Date.now() - DAY_MS - 60_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(profileBoosts.profileId, member.profileId));
    expect((await status(member)).boosted_until).toBeNull();
    expect((await call('POST', '/api/v1/boost', member)).statusCode).toBe(200);
    await db()
      .update(profileBoosts)
      .set({ endsAt: new Date(Date.now() - 1000), startedAt: new Date(Date.now() - 2000) })
      .where(eq(profileBoosts.profileId, member.profileId));
    const none = await call('POST', '/api/v1/boost', member);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NO_BOOSTS_LEFT');
    expect((await status(member)).left).toBe(0);
  });

  it('counts boosts in the 30-day window of the plan, counted back from its end', async () => {
    // A yearly Trust plan ending in 100 days: this window began 20 days ago (100 = 3 x 30 + 10).
    const member = await onPlan(await bride(), 'Trust', 100);
    await storedBoost(member.profileId, { startedDaysAgo: 19, running: false });
    await storedBoost(member.profileId, { startedDaysAgo: 21, running: false });
    await storedBoost(member.profileId, { startedDaysAgo: 40, running: false });
    expect((await status(member)).left).toBe(3);
  });

  it('refuses a boost for a paused or incomplete profile, which nobody would see', async () => {
    const paused = await onPlan(await bride(), 'Belief');
    await db()
      .update(profiles)
      .set({ pausedUntil: new Date(Date.now() + DAY_MS) })
      .where(eq(profiles.id, paused.profileId));
    const incomplete = await onPlan(await bride({ photo: false }), 'Belief');
    for (const who of [paused, incomplete]) {
      const res = await call('POST', '/api/v1/boost', who);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('BOOST_PROFILE_NOT_SHOWN');
    }
  });

  it('starts only one boost from two clicks at once', async () => {
    const member = await onPlan(await bride(), 'Trust');
    const answers = await Promise.all([
      call('POST', '/api/v1/boost', member),
      call('POST', '/api/v1/boost', member),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await db().select().from(profileBoosts).where(eq(profileBoosts.profileId, member.profileId));
    expect(rows).toHaveLength(1);
  });
});

describe('boosted places in the listing', () => {
  it('puts a boosted profile on top of the first page, marked, and nowhere else', async () => {
    const { city, brides, viewer } = await community();
    const oldest = brides[0]!;
    await storedBoost(oldest.profileId);
    const q = `city=${encodeURIComponent(city)}&limit=2`;
    const first = await listing(viewer, `${q}&offset=0`);
    expect(first.data[0]).toMatchObject({ id: oldest.profileId, boosted: true });
    expect(boostedIds(first.data)).toEqual([oldest.profileId]);
    // The usual first page stays whole below the boosted place; the total is the same.
    expect(ids(first.data).slice(1)).toEqual([brides[4]!.profileId, brides[3]!.profileId]);
    expect(first.meta.total).toBe(5);
    const rest = [
      ...(await listing(viewer, `${q}&offset=2`)).data,
      ...(await listing(viewer, `${q}&offset=4`)).data,
    ];
    expect(ids(rest)).toEqual([brides[2]!.profileId, brides[1]!.profileId]);
    expect(boostedIds(rest)).toEqual([]);
  });

  it('is not shown boosted across a block either way, when paused, or outside the filters', async () => {
    const { city, brides, viewer } = await community();
    const [blockedByViewer, blocksViewer, paused, older] = brides;
    for (const b of brides) await storedBoost(b.profileId);
    await call('POST', '/api/v1/block', viewer, { profileId: blockedByViewer!.profileId });
    await call('POST', '/api/v1/block', blocksViewer!, { profileId: viewer.profileId });
    await db()
      .update(profiles)
      .set({ pausedUntil: new Date(Date.now() + DAY_MS) })
      .where(eq(profiles.id, paused!.profileId));
    await db().update(profiles).set({ birthdate: '1980-01-01' }).where(eq(profiles.id, older!.profileId));
    const page = await listing(viewer, `city=${encodeURIComponent(city)}&max_age=35`);
    expect(boostedIds(page.data)).toEqual([brides[4]!.profileId]);
    expect(ids(page.data)).toEqual([brides[4]!.profileId]);
  });

  it('shows at most three boosted places; the others keep their usual place', async () => {
    const { city, brides, viewer } = await community();
    for (const b of brides.slice(0, 4)) await storedBoost(b.profileId);
    const page = await listing(viewer, `city=${encodeURIComponent(city)}`);
    expect(boostedIds(page.data)).toHaveLength(BOOSTED_PLACES);
    expect(page.data.slice(0, BOOSTED_PLACES).every((c) => c.boosted)).toBe(true);
    expect(new Set(ids(page.data)).size).toBe(5);
    expect(page.data).toHaveLength(5);
  });

  it('stops when the boost ends', async () => {
    const { city, brides, viewer } = await community();
    await storedBoost(brides[0]!.profileId, { startedDaysAgo: 2, running: false });
    const page = await listing(viewer, `city=${encodeURIComponent(city)}`);
    expect(boostedIds(page.data)).toEqual([]);
    expect(ids(page.data)[4]).toBe(brides[0]!.profileId);
  });

  it('counts each member who saw it once in seen_by', async () => {
    const { city, brides } = await community();
    const boosted = await onPlan(brides[0]!, 'Belief');
    expect((await call('POST', '/api/v1/boost', boosted)).statusCode).toBe(200);
    const other = await groom({ current_city: city });
    const viewer = await groom({ current_city: city });
    const q = `city=${encodeURIComponent(city)}`;
    await listing(viewer, q);
    await listing(viewer, q);
    await listing(other, q);
    // A later page shows no boosted place: it is no impression.
    const later = await groom({ current_city: city });
    await listing(later, `${q}&limit=2&offset=2`);
    const seen = await status(boosted);
    expect(seen.seen_by).toBe(2);
    expect(seen.boosted_until).not.toBeNull();
  });

  it('leaves visitors and the saved list without boosted places', async () => {
    const { city, brides, viewer } = await community();
    await storedBoost(brides[0]!.profileId);
    const visitor = await call('GET', `/api/v1/profiles?city=${encodeURIComponent(city)}&gender=female`);
    expect(boostedIds(visitor.json().data)).toEqual([]);
    const saved = await listing(viewer, 'saved=true');
    expect(boostedIds(saved.data)).toEqual([]);
  });
});

describe('rotation among more boosts than places', () => {
  it('shows each viewer the same three within an hour, and every boost its share over the day', async () => {
    const { city, brides, viewer } = await community();
    for (const b of brides) await storedBoost(b.profileId);
    // Hours from the start of this one, so a minute later is the same hour (the clock only seeds the order).
    const base = Math.floor(Date.now() / 3600_000) * 3600_000;
    let clock = base;
    const service = new BoostService({ db: db(), repo: new BoostRepository(), now: () => new Date(clock) });
    const filter = { viewerProfileId: viewer.profileId, gender: 'female' as const, city };
    const seen = new Map<string, number>();
    for (let hour = 0; hour < 24; hour++) {
      clock = base + hour * 3600_000;
      const shown = (await service.forListing(viewer.profileId, filter)).map((r) => r.id);
      expect(shown).toHaveLength(BOOSTED_PLACES);
      clock += 60_000;
      expect((await service.forListing(viewer.profileId, filter)).map((r) => r.id)).toEqual(shown);
      for (const id of shown) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(brides.map((b) => b.profileId).sort());
  });
});

describe('boosted places in /matches', () => {
  /** A groom whose hard ranges (a height of its own, below the factory's 160) take only this test's brides. */
  let heights = 140;
  async function matchCommunity() {
    heights += 1;
    const height = heights;
    const brides: CreatedProfile[] = [];
    for (let i = 0; i < 4; i++) brides.push(await bride({ height }));
    const viewer = await groom();
    const res = await call('PUT', '/api/v1/preferences', viewer, { height_min: height, height_max: height });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (cards: Card[]) => cards.filter((c) => brides.some((b) => b.profileId === c.id));
    return { brides, viewer, mine, height };
  }

  it('puts a boosted profile that meets the hard ranges on top, marked, once', async () => {
    const { brides, viewer } = await matchCommunity();
    await storedBoost(brides[1]!.profileId);
    const page = await matches(viewer);
    expect(page.data[0]).toMatchObject({ id: brides[1]!.profileId, boosted: true });
    expect(ids(page.data).filter((id) => id === brides[1]!.profileId)).toHaveLength(1);
    expect(boostedIds(page.data)).toEqual([brides[1]!.profileId]);
    const later = await matches(viewer, 'limit=1&offset=1');
    expect(later.data.some((c) => c.id === brides[1]!.profileId)).toBe(false);
  });

  it('leaves out a skipped, blocked or out-of-range boosted profile', async () => {
    const { brides, viewer, height } = await matchCommunity();
    for (const b of brides) await storedBoost(b.profileId);
    await call('POST', '/api/v1/matches/skip', viewer, { to: brides[0]!.profileId });
    await call('POST', '/api/v1/block', brides[1]!, { profileId: viewer.profileId });
    await db()
      .update(profiles)
      .set({ height: height + 40 })
      .where(eq(profiles.id, brides[2]!.profileId));
    const page = await matches(viewer);
    expect(boostedIds(page.data)).toEqual([brides[3]!.profileId]);
  });

  it('is not boosted once the boost has ended', async () => {
    const { brides, viewer } = await matchCommunity();
    await storedBoost(brides[0]!.profileId, { startedDaysAgo: 3, running: false });
    expect(boostedIds((await matches(viewer)).data)).toEqual([]);
  });
});
