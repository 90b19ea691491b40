import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile, type ProfileOverrides } from '../../../test/profile-factory';
import { dailyPicks, matchCandidates, matchLists, notifications, profiles, sessions } from '../../db/schema';
import { todayIso } from '../profiles/age';
import { QUEUE_DUE_MATCH_LISTS } from './match-list.jobs';
import { ABSENT_LIST_DAYS, ACTIVE_MEMBER_DAYS, MatchListUpkeep } from './match-list-upkeep';
import { MatchListUpkeepRepository } from './match-list-upkeep.repository';
import { listJobsSettled, placementsSettled } from './match-placement.test-kit';
import { MatchmakingRepository } from './matchmaking.repository';
import { MATCH_LIST_MAX_AGE_MS, NIGHTLY_REMAKE_AGE_MS, PICK_HISTORY_DAYS } from './matchmaking.service';

/** Match lists made ahead of the visit by background jobs (decision 19), with this app's workers on. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000', JOB_WORKERS: 'true', JOB_POLL_SECONDS: '0.5' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const DAY_MS = 86_400_000;
const bride = (over: ProfileOverrides = {}) => createProfile(t.app, { gender: 'female', ...over });
const groom = (over: ProfileOverrides = {}) => createProfile(t.app, { gender: 'male', ...over });
const listMadeAt = async (profileId: string) =>
  (await db().select().from(matchLists).where(eq(matchLists.profileId, profileId)))[0]?.computedAt ?? null;
const listOf = async (profileId: string) =>
  (
    await db()
      .select({ id: matchCandidates.candidateId })
      .from(matchCandidates)
      .where(eq(matchCandidates.profileId, profileId))
  ).map((r) => r.id);
async function until(probe: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('timed out waiting for the job');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('lists made by jobs', () => {
  it('makes the list a member will read after they save their preferences, before they ask', async () => {
    const her = await bride({ age: 27 });
    const me = await groom({ age: 30 });
    const savedAt = Date.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/preferences',
      headers: me.auth,
      payload: { age_min: 25, age_max: 29 },
    });
    expect(res.statusCode).toBe(200);
    await until(async () => ((await listMadeAt(me.profileId))?.getTime() ?? 0) >= savedAt);
    expect(await listOf(me.profileId)).toContain(her.profileId);
  });

  it('takes a deleted profile out of every list that held it, and its own list with it', async () => {
    const her = await bride({ age: 27 });
    const me = await groom({ age: 30 });
    for (const member of [me, her]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/matches', headers: member.auth });
      expect(res.statusCode).toBe(200);
    }
    expect(await listOf(me.profileId)).toContain(her.profileId);
    expect(await listOf(her.profileId)).toContain(me.profileId);

    await db().delete(profiles).where(eq(profiles.id, her.profileId));

    expect(await listOf(me.profileId)).not.toContain(her.profileId);
    expect(await listOf(her.profileId)).toEqual([]);
  });

  it('makes it again after the member changes their profile', async () => {
    const me = await groom();
    await until(async () => (await listMadeAt(me.profileId)) !== null);
    const first = (await listMadeAt(me.profileId))!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/profiles/${me.profileId}`,
      headers: me.auth,
      payload: { profile: { occupation: 'Architect' } },
    });
    expect(res.statusCode).toBe(200);
    await until(async () => (await listMadeAt(me.profileId))! > first);
  });

  it('answers a list past its refresh at once, and a job makes the new one', async () => {
    const me = await groom();
    await bride();
    await until(async () => (await listMadeAt(me.profileId)) !== null);
    // Nothing else writes his list meanwhile: the placements of the profiles made so far are done.
    await placementsSettled(db());
    const dayOld = new Date(Date.now() - MATCH_LIST_MAX_AGE_MS - 60_000);
    // Emptied and old: what the request answers shows whether it was read as it was or made first.
    await db().delete(matchCandidates).where(eq(matchCandidates.profileId, me.profileId));
    await db().update(matchLists).set({ computedAt: dayOld }).where(eq(matchLists.profileId, me.profileId));
    // Older than the member's last change would make the request wait: this list is only old.
    await db()
      .update(profiles)
      .set({ updatedAt: new Date(dayOld.getTime() - 1000) })
      .where(eq(profiles.id, me.profileId));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/matches?limit=100', headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    await until(async () => (await listOf(me.profileId)).length > 0);
    expect((await listMadeAt(me.profileId))!.getTime()).toBeGreaterThan(dayOld.getTime());
  });
});

describe('the nightly upkeep', () => {
  const upkeepAt = (now: Date, asked: string[], whole: string[] = [], placed: string[] = []) =>
    new MatchListUpkeep({
      db: db(),
      repo: new MatchListUpkeepRepository(),
      members: new MatchmakingRepository(),
      remakeMany: async (ids, options) => void (options?.whole ? whole : asked).push(...ids),
      placeMany: async (ids) => void placed.push(...ids),
      now: () => now,
    });
  /** The same day and month `years` before `day` (a multiple of 4 keeps 29 February). */
  const yearsBefore = (years: number, day: string) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

  it('asks for what time alone changed: a birthday placed again with its whole list, a first week over placed again', async () => {
    const now = new Date();
    const today = todayIso(now);
    const turning = await groom({ birthdate: yearsBefore(28, today) });
    const turningWithoutList = await bride({ birthdate: yearsBefore(32, today) });
    const tomorrow = await groom({ birthdate: yearsBefore(28, todayIso(new Date(now.getTime() + DAY_MS))) });
    await until(async () => (await listMadeAt(turning.profileId)) !== null);
    // Her list, made in the background as she joined, is taken away once no job will make it again.
    await listJobsSettled(db());
    await db().delete(matchLists).where(eq(matchLists.profileId, turningWithoutList.profileId));
    const weekOver = await bride();
    const stillNew = await bride();
    const joinedAt = (daysBeforeToday: number) => new Date(Date.parse(today) - daysBeforeToday * DAY_MS);
    await db()
      .update(profiles)
      .set({ createdAt: joinedAt(7.5) })
      .where(eq(profiles.id, weekOver.profileId));
    await db()
      .update(profiles)
      .set({ createdAt: joinedAt(3) })
      .where(eq(profiles.id, stillNew.profileId));

    const whole: string[] = [];
    const placed: string[] = [];
    const drift = await upkeepAt(now, [], whole, placed).queueDrift();
    expect(placed).toEqual(
      expect.arrayContaining([turning.profileId, turningWithoutList.profileId, weekOver.profileId]),
    );
    expect(whole).toContain(turning.profileId);
    expect(whole).not.toContain(turningWithoutList.profileId);
    for (const id of [tomorrow.profileId, stillNew.profileId]) {
      expect(placed).not.toContain(id);
      expect(whole).not.toContain(id);
    }
    expect(drift.birthdays + drift.newcomers).toBe(placed.length);
  });

  it('makes a birthday’s list again as a job, though it is young', async () => {
    const me = await groom({ birthdate: yearsBefore(28, todayIso()) });
    await until(async () => (await listMadeAt(me.profileId)) !== null);
    await placementsSettled(db());
    const made = (await listMadeAt(me.profileId))!;
    await t.app.ctx.jobs.send(QUEUE_DUE_MATCH_LISTS, {});
    await until(async () => (await listMadeAt(me.profileId))! > made);
  });

  it('asks for a new list for members seen lately whose list is due, and no one else', async () => {
    const recent = await groom();
    const fresh = await groom();
    const away = await groom();
    const noGender = await createProfile(t.app, { gender: null as never });
    await until(async () => (await listMadeAt(fresh.profileId)) !== null);
    const nightAgo = new Date(Date.now() - NIGHTLY_REMAKE_AGE_MS - 3600_000);
    await db()
      .update(matchLists)
      .set({ computedAt: nightAgo })
      .where(inArray(matchLists.profileId, [recent.profileId, away.profileId]));
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - (ACTIVE_MEMBER_DAYS + 1) * DAY_MS) })
      .where(eq(sessions.userId, away.user.id));
    const asked: string[] = [];
    const queued = await upkeepAt(new Date(), asked).queueDueLists();
    expect(queued).toBe(asked.length);
    expect(asked).toContain(recent.profileId);
    expect(asked).not.toContain(fresh.profileId);
    expect(asked).not.toContain(away.profileId);
    expect(asked).not.toContain(noGender.profileId);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('runs as a job: the members due get their lists made', async () => {
    const recent = await groom();
    await until(async () => (await listMadeAt(recent.profileId)) !== null);
    const nightAgo = new Date(Date.now() - NIGHTLY_REMAKE_AGE_MS - 3600_000);
    await db()
      .update(matchLists)
      .set({ computedAt: nightAgo })
      .where(eq(matchLists.profileId, recent.profileId));
    await db().update(profiles).set({ updatedAt: nightAgo }).where(eq(profiles.id, recent.profileId));
    await t.app.ctx.jobs.send(QUEUE_DUE_MATCH_LISTS, {});
    await until(async () => (await listMadeAt(recent.profileId))! > nightAgo);
  });

  it("tells a member of the night's new matches, once a day, linking to /matches", async () => {
    const me = await groom();
    await until(async () => (await listMadeAt(me.profileId)) !== null);
    const newcomer = await bride();
    // Placed in his list as she joined (decision 35); taken out again and the day's entry
    // forgotten, as if his list were made before she came: the night's list finds her.
    await until(async () => (await listOf(me.profileId)).includes(newcomer.profileId));
    await placementsSettled(db());
    await db()
      .delete(matchCandidates)
      .where(
        and(eq(matchCandidates.profileId, me.profileId), eq(matchCandidates.candidateId, newcomer.profileId)),
      );
    await db().delete(notifications).where(eq(notifications.userId, me.user.id));
    const nightAgo = new Date(Date.now() - NIGHTLY_REMAKE_AGE_MS - 3600_000);
    await db().update(matchLists).set({ computedAt: nightAgo }).where(eq(matchLists.profileId, me.profileId));
    await db().update(profiles).set({ updatedAt: nightAgo }).where(eq(profiles.id, me.profileId));
    await t.app.ctx.jobs.send(QUEUE_DUE_MATCH_LISTS, {});
    await until(async () => (await listOf(me.profileId)).includes(newcomer.profileId));
    const bell = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: me.auth });
      return (res.json().data as { kind: string; link: string; body: string }[]).filter(
        (n) => n.kind === 'new_matches',
      );
    };
    await until(async () => (await bell()).length > 0);
    expect((await bell())[0]).toMatchObject({ link: '/matches' });
    expect((await bell())[0]!.body).toMatch(/new (profile|profiles) match/);
  });

  it('removes picks older than their history and the lists of members away, keeping the rest', async () => {
    const me = await groom();
    const gone = await groom();
    const her = await bride();
    await until(
      async () => (await listMadeAt(gone.profileId)) !== null && (await listMadeAt(me.profileId)) !== null,
    );
    const now = new Date();
    const day = (daysAgo: number) => todayIso(new Date(now.getTime() - daysAgo * DAY_MS));
    await db()
      .insert(dailyPicks)
      .values([
        {
          profileId: me.profileId,
          candidateId: her.profileId,
          day: day(PICK_HISTORY_DAYS + 1),
          position: 0,
          isNew: true,
        },
        {
          profileId: me.profileId,
          candidateId: her.profileId,
          day: day(PICK_HISTORY_DAYS - 1),
          position: 0,
          isNew: true,
        },
      ]);
    await db()
      .update(matchLists)
      .set({ computedAt: new Date(now.getTime() - (ABSENT_LIST_DAYS + 1) * DAY_MS) })
      .where(eq(matchLists.profileId, gone.profileId));
    const result = await upkeepAt(now, []).prune();
    expect(result.picks).toBeGreaterThanOrEqual(1);
    expect(result.lists).toBeGreaterThanOrEqual(1);
    const picksLeft = await db().select().from(dailyPicks).where(eq(dailyPicks.profileId, me.profileId));
    expect(picksLeft.map((p) => p.day)).toEqual([day(PICK_HISTORY_DAYS - 1)]);
    expect(await listMadeAt(gone.profileId)).toBeNull();
    expect(await listOf(gone.profileId)).toEqual([]);
    expect(await listMadeAt(me.profileId)).not.toBeNull();
  });
});
