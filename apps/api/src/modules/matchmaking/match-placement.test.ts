import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { jpeg } from '../../../test/media-files';
import { filePart, multipart } from '../../../test/multipart';
import { type CreatedProfile, createProfile, type ProfileOverrides } from '../../../test/profile-factory';
import { matchCandidates, matchLists, notifications } from '../../db/schema';
import { placementsSettled } from './match-placement.test-kit';

/**
 * Reverse matching (decision 35), with this app's job workers on: a profile that becomes listable
 * after a member's list was made reaches that list by itself, through the placement job.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000', JOB_WORKERS: 'true', JOB_POLL_SECONDS: '0.5' });
});
afterAll(() => t.close());

const db = () => t.database.db;
let towns = 0;
const newTown = () => `Placement Town ${++towns} ${Date.now() % 100_000}`;
const bride = (over: ProfileOverrides = {}) => createProfile(t.app, { gender: 'female', age: 27, ...over });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, member: CreatedProfile, payload?: object) =>
  t.app.inject({ method, url, headers: member.auth, ...(payload ? { payload } : {}) });

const matchIds = async (member: CreatedProfile): Promise<string[]> => {
  const res = await call('GET', '/api/v1/matches?limit=50', member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((card: { id: string }) => card.id);
};
const listed = async (member: string, candidate: string) =>
  (
    await db()
      .select({ id: matchCandidates.candidateId })
      .from(matchCandidates)
      .where(and(eq(matchCandidates.profileId, member), eq(matchCandidates.candidateId, candidate)))
  ).length > 0;
const listMadeAt = async (member: string) =>
  (await db().select().from(matchLists).where(eq(matchLists.profileId, member)))[0]?.computedAt.getTime();

async function until(probe: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

/** A groom in a town of his own who wants a bride of 24 to 30 there, with his list made. */
async function groomWithList(town: string): Promise<CreatedProfile> {
  const groom = await createProfile(t.app, { gender: 'male', age: 30, current_city: town });
  const saved = await call('PUT', '/api/v1/preferences', groom, { age_min: 24, age_max: 30, cities: [town] });
  expect(saved.statusCode, saved.body).toBe(200);
  await matchIds(groom);
  return groom;
}

async function uploadPhoto(member: CreatedProfile): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bulk/picb',
    ...multipart([filePart(await jpeg())], member.auth),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a new profile placed in the lists of the members it suits', () => {
  it('reaches a member’s /matches within 60 s of completing her profile, at her rank, with him doing nothing', {
    timeout: 90_000,
  }, async () => {
    const town = newTown();
    const earlier = [
      await bride({ current_city: town, age: 26 }),
      await bride({ current_city: town, age: 29 }),
    ];
    const groom = await groomWithList(town);
    expect(await matchIds(groom)).toEqual(expect.arrayContaining(earlier.map((b) => b.profileId)));
    const made = await listMadeAt(groom.profileId);

    const fresh = await bride({ current_city: town, photo: false });
    await uploadPhoto(fresh);
    const took = await until(() => listed(groom.profileId, fresh.profileId), 60_000);
    expect(took).toBeLessThan(60_000);
    // Placed into the stored list, not by making it again.
    expect(await listMadeAt(groom.profileId)).toBe(made);

    const placed = await matchIds(groom);
    expect(placed).toContain(fresh.profileId);
    // At its rank: a list made anew from scratch orders the same profiles the same way.
    await t.app.ctx.matchmaking.makeListInBackground(groom.profileId, { maxAgeMs: 0 });
    expect(await listMadeAt(groom.profileId)).toBeGreaterThan(made!);
    expect(await matchIds(groom)).toEqual(placed);

    // Told once in the day's entry (in the app; push and mail as his settings allow).
    const told = await db()
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, groom.user.id), eq(notifications.kind, 'new_matches')));
    expect(told).toEqual([{ params: { count: 1 } }]);
  });

  it('never places a paused, blocked, skipped or incomplete profile, while a suiting one beside them is placed', {
    timeout: 90_000,
  }, async () => {
    const town = newTown();
    const groom = await groomWithList(town);

    const paused = await bride({ current_city: town, photo: false });
    const until30Days = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const pause = await call('PUT', '/api/v1/privacy', paused, {
      photos: 'members',
      contacts: 'plan',
      paused_until: until30Days,
    });
    expect(pause.statusCode, pause.body).toBe(200);
    await uploadPhoto(paused);

    const blocking = await bride({ current_city: town, photo: false });
    expect((await call('POST', '/api/v1/block', blocking, { profileId: groom.profileId })).statusCode).toBe(
      200,
    );
    await uploadPhoto(blocking);

    const incomplete = await bride({ current_city: town, photo: false });
    expect(
      (
        await call('PUT', `/api/v1/profiles/${incomplete.profileId}`, incomplete, {
          profile: { occupation: 'Teacher' },
        })
      ).statusCode,
    ).toBe(200);

    const skipped = await bride({ current_city: town });
    await until(() => listed(groom.profileId, skipped.profileId), 60_000);
    expect((await call('POST', '/api/v1/matches/skip', groom, { to: skipped.profileId })).statusCode).toBe(
      201,
    );
    // She changes a field preferences are about: placed again, she would come back.
    const moved = await call('PUT', `/api/v1/profiles/${skipped.profileId}`, skipped, {
      profile: { education: 'masters' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const suiting = await bride({ current_city: town, photo: false });
    await uploadPhoto(suiting);

    const ids = [paused, blocking, incomplete, skipped, suiting].map((b) => b.profileId);
    await placementsSettled(db(), ids, 60_000);
    const shown = await matchIds(groom);
    expect(shown).toContain(suiting.profileId);
    for (const never of [paused, blocking, incomplete, skipped]) expect(shown).not.toContain(never.profileId);
    for (const never of [paused, blocking, incomplete])
      expect(await listed(groom.profileId, never.profileId)).toBe(false);
  });
});
