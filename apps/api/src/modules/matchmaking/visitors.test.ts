import { visitorSchema } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { profiles, profileViews, users } from '../../db/schema';
import { pauseProfile } from '../privacy/privacy.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const db = () => t.database.db;
type Who = { auth: Record<string, string> };
const get = (url: string, who?: Who) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const view = async (who: Who, profileId: string) =>
  expect((await get(`/api/v1/profiles/${profileId}`, who)).statusCode).toBe(200);
const setPlan = (m: CreatedProfile, plan: 'Hope' | 'Belief' | 'Trust') =>
  db().update(users).set({ plan }).where(eq(users.id, m.user.id));
/** The stored views of a profile, once the views still waiting to be written are (ViewRecorder). */
const viewsOf = async (profileId: string) => {
  await t.app.ctx.matchmaking.flushViews();
  return db().select().from(profileViews).where(eq(profileViews.viewedProfileId, profileId));
};
const visitors = async (who: Who, query = '') => {
  const res = await get(`/api/v1/visitors?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { profile: { id: string }; viewed_at: string }[];
    meta: { total: number; limit: number; offset: number };
  };
};

describe('recording views', () => {
  it('records one row per member viewer, profile and day, keeping the latest time', async () => {
    const me = await createProfile(t.app);
    const viewer = await createProfile(t.app, { gender: 'male' });
    await view(viewer, me.profileId);
    const [first] = await viewsOf(me.profileId);
    await view(viewer, me.profileId);
    const rows = await viewsOf(me.profileId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ viewerProfileId: viewer.profileId });
    expect(rows[0]!.viewedAt.getTime()).toBeGreaterThanOrEqual(first!.viewedAt.getTime());
  });

  it('never records the owner, staff, visitors (the public view) or a blocked pair', async () => {
    const me = await createProfile(t.app);
    const staff = await createProfile(t.app, { gender: 'male' });
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, staff.user.id));
    const blocker = await createProfile(t.app, { gender: 'male' });
    await view(me, me.profileId);
    await view(staff, me.profileId);
    expect((await get(`/api/v1/view/profiles/${me.profileId}`)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/block',
      headers: me.auth,
      payload: { profileId: blocker.profileId },
    });
    // The blocked member may not open my profile at all; I may open theirs (to unblock), unrecorded.
    expect((await get(`/api/v1/profiles/${me.profileId}`, blocker)).statusCode).toBe(404);
    await view(me, blocker.profileId);
    expect(await viewsOf(me.profileId)).toEqual([]);
    expect(await viewsOf(blocker.profileId)).toEqual([]);
  });
});

describe('GET /api/v1/visitors', () => {
  it('answers Hope 402 with the plan notice, while the count stays visible', async () => {
    const me = await createProfile(t.app);
    const viewer = await createProfile(t.app, { gender: 'male' });
    await view(viewer, me.profileId);
    const res = await get('/api/v1/visitors', me);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      error: { code: 'PLAN_UPGRADE_REQUIRED', message: 'Plan upgrade required to use this feature' },
    });
    const count = await get('/api/v1/visitors/count', me);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ data: { total: 1 } });
    expect((await get('/api/v1/visitors/count')).statusCode).toBe(401);
  });

  it('lists members who viewed me on Belief and Trust, newest first, with meta.total', async () => {
    const me = await createProfile(t.app);
    const [a, b, c] = [
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
    ];
    for (const v of [a, b, c]) await view(v, me.profileId);
    // Yesterday's view by a is another row: one row per viewer per day.
    await db()
      .insert(profileViews)
      .values({
        viewerProfileId: a!.profileId,
        viewedProfileId: me.profileId,
        day: '2020-01-01',
        viewedAt: new Date('2020-01-01T10:00:00Z'),
      });
    for (const plan of ['Belief', 'Trust'] as const) {
      await setPlan(me, plan);
      const body = await visitors(me);
      for (const row of body.data) expect(visitorSchema.parse(row)).toEqual(row);
      expect(body.data.map((r) => r.profile.id)).toEqual([
        c!.profileId,
        b!.profileId,
        a!.profileId,
        a!.profileId,
      ]);
      expect(body.meta).toEqual({ total: 4, limit: 20, offset: 0 });
      expect(body.data[3]!.viewed_at).toBe('2020-01-01T10:00:00.000Z');
    }
    const page = await visitors(me, 'limit=2&offset=1');
    expect(page.data.map((r) => r.profile.id)).toEqual([b!.profileId, a!.profileId]);
    expect(page.meta).toEqual({ total: 4, limit: 2, offset: 1 });
    expect((await visitors(me, 'offset=50')).meta.total).toBe(4);
    expect((await get('/api/v1/visitors?limit=0', me)).statusCode).toBe(400);
    expect((await get('/api/v1/visitors/count', me)).json().data.total).toBe(4);
  });

  it('never shows a viewer who hid their profile, was suspended, or blocked me (or whom I blocked)', async () => {
    const me = await createProfile(t.app);
    await setPlan(me, 'Belief');
    const [hidden, suspended, blocker, blocked, shown] = [
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
    ];
    for (const v of [hidden!, suspended!, blocker!, blocked!, shown!]) await view(v, me.profileId);
    expect((await visitors(me)).meta.total).toBe(5);
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden!.profileId));
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, suspended!.user.id));
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/block',
      headers: blocker!.auth,
      payload: { profileId: me.profileId },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/block',
      headers: me.auth,
      payload: { profileId: blocked!.profileId },
    });
    const body = await visitors(me);
    expect(body.data.map((r) => r.profile.id)).toEqual([shown!.profileId]);
    expect(body.meta.total).toBe(1);
    expect((await get('/api/v1/visitors/count', me)).json().data.total).toBe(1);
  });
});

describe('a paused viewer (decision 27)', () => {
  const pause = (who: Who, until: string | null) => pauseProfile(t.app, who!, until);
  const aWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

  it('records no view of a paused member', async () => {
    const me = await createProfile(t.app);
    const viewer = await createProfile(t.app, { gender: 'male' });
    expect((await pause(viewer, aWeek())).statusCode).toBe(200);
    await view(viewer, me.profileId);
    expect(await viewsOf(me.profileId)).toEqual([]);
  });

  it('leaves the rows of a viewer who paused since out of the list and the count, and brings them back after', async () => {
    const me = await createProfile(t.app);
    await setPlan(me, 'Belief');
    const [paused, shown] = [
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
    ];
    for (const v of [paused!, shown!]) await view(v, me.profileId);
    expect((await visitors(me)).meta.total).toBe(2);
    expect((await pause(paused!, aWeek())).statusCode).toBe(200);
    const body = await visitors(me);
    expect(body.data.map((r) => r.profile.id)).toEqual([shown!.profileId]);
    expect(body.meta.total).toBe(1);
    expect((await get('/api/v1/visitors/count', me)).json().data.total).toBe(1);
    // The pause ends (turned off, or its time passes): the rows are there again.
    expect((await pause(paused!, null)).statusCode).toBe(200);
    expect((await visitors(me)).meta.total).toBe(2);
    expect((await get('/api/v1/visitors/count', me)).json().data.total).toBe(2);
  });
});
