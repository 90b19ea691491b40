import { NO_PREFERENCES } from '@jodi/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { blocks, matchSkips, partnerPreferences, profiles, users } from '../../db/schema';
import { scoreBetween } from '../astro/gun-milan';
import { todayIso } from '../profiles/age';
import type { FitSubject } from './fit';
import { acceptsSubjectByBits, meetsGunMilanMinimum, meetsPreferencesByBits } from './match-bits';
import { MatchmakingRepository, type PoolOptions, preferenceValues } from './matchmaking.repository';

/** The two reads of a pool (decisions 36, 37): a walk of the newest profiles, and of an age range. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const repo = new MatchmakingRepository();
const db = () => t.database.db;
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** Made `minutesAgo` minutes ago, for a newest-first order the test decides. */
const madeAgo = (profileId: string, minutesAgo: number) =>
  db()
    .update(profiles)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(profiles.id, profileId));

const withMoon = (profileId: string, moon: { nakshatra: number; pada: number }) =>
  db()
    .update(profiles)
    .set({ moonNakshatra: moon.nakshatra, moonPada: moon.pada, moonSource: 'birth' })
    .where(eq(profiles.id, profileId));

describe('a pool of candidates', () => {
  it('reads the same newest rows by the walk as through the age range, or fewer when the walk is too short', async () => {
    const groom = await createProfile(t.app, { gender: 'male', age: 31 });
    const brides = [];
    for (const age of [24, 26, 29, 33, 27, 25])
      brides.push(await createProfile(t.app, { gender: 'female', age }));
    // Made a minute apart, the last one newest; the 33-year-old is outside his age range below.
    for (const [i, bride] of brides.entries()) await madeAgo(bride.profileId, 10 - i);
    const options: PoolOptions = {
      viewerProfileId: groom.profileId,
      notShown: [],
      gender: 'female',
      bornAfter: '1996-01-01',
      minHeight: null,
      maxHeight: null,
      limit: 3,
    };
    const newestThree = [brides[5]!, brides[4]!, brides[2]!].map((b) => b.profileId);

    expect(ids(await repo.poolWithinAges(db(), options))).toEqual(newestThree);
    expect(ids(await repo.pool(db(), options))).toEqual(newestThree);
    expect(ids(await repo.poolAmongNewest(db(), { ...options, walk: 50 }))).toEqual(newestThree);
    // The newest three hold the 33-year-old: a walk of three finds only two of them.
    expect(ids(await repo.poolAmongNewest(db(), { ...options, walk: 3 }))).toEqual(newestThree.slice(0, 2));
  });

  it('reads the match bits, a Gun Milan minimum and the rest of showableTo on the walk as through the age range', async () => {
    const groom = await createProfile(t.app, { gender: 'male', age: 30 });
    const groomMoon = { nakshatra: 4, pada: 3 };
    await withMoon(groom.profileId, groomMoon);
    const groomSide = { gender: 'male' as const, moon: groomMoon };
    const groomSubject: FitSubject = {
      birthdate: groom.profile.birthdate as string,
      height: 175,
      maritialStatus: 'never_married',
      education: 'bachelors',
      annualIncome: null,
      currentCity: 'Pune',
      dietaryPreferences: null,
      smokingHabits: null,
      drinkingHabits: null,
      mangalDosh: null,
    };
    const score = (moon: { nakshatra: number; pada: number }) =>
      scoreBetween(groomSide, { gender: 'female', moon })!.total;
    const padas = Array.from({ length: 27 }, (_, n) => ({ nakshatra: n + 1, pada: 1 }));
    const low = padas.reduce((a, b) => (score(b) < score(a) ? b : a));
    const high = padas.reduce((a, b) => (score(b) > score(a) ? b : a));
    const minimum = score(high);
    expect(score(low)).toBeLessThan(minimum);

    const bride = (education: 'masters' | 'bachelors') =>
      createProfile(t.app, { gender: 'female', age: 27, education });
    const fits = await bride('masters');
    const otherEducation = await bride('bachelors');
    const lowScore = await bride('masters');
    const noMoon = await bride('masters');
    const skipped = await bride('masters');
    const heBlocked = await bride('masters');
    const blockedHim = await bride('masters');
    const suspended = await bride('masters');
    const wantsADoctor = await bride('masters');
    const newest = await bride('masters');
    const made = [
      fits,
      otherEducation,
      lowScore,
      noMoon,
      skipped,
      heBlocked,
      blockedHim,
      suspended,
      wantsADoctor,
      newest,
    ];
    for (const [i, b] of made.entries()) await madeAgo(b.profileId, 20 - i);
    for (const b of [fits, otherEducation, skipped, heBlocked, blockedHim, suspended, wantsADoctor, newest])
      await withMoon(b.profileId, high);
    await db()
      .insert(partnerPreferences)
      .values({
        profileId: wantsADoctor.profileId,
        ...preferenceValues({ ...NO_PREFERENCES, educations: ['doctorate'] }),
      });
    await withMoon(lowScore.profileId, low);
    await db().insert(matchSkips).values({ fromProfileId: groom.profileId, toProfileId: skipped.profileId });
    await db()
      .insert(blocks)
      .values([
        { blockerProfileId: groom.profileId, blockedProfileId: heBlocked.profileId },
        { blockerProfileId: blockedHim.profileId, blockedProfileId: groom.profileId },
      ]);
    // Suspended by staff: the account's status reaches its profile's copy (migration 0031).
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));
    const notShown = (await repo.listMakingFacts(db(), [groom.profileId])).get(groom.profileId)!.notShown;
    expect(new Set(notShown)).toEqual(new Set([skipped, heBlocked, blockedHim].map((b) => b.profileId)));

    const options: PoolOptions = {
      viewerProfileId: groom.profileId,
      notShown,
      gender: 'female',
      minHeight: null,
      maxHeight: null,
      where: [
        ...meetsPreferencesByBits({ ...NO_PREFERENCES, educations: ['masters'] }),
        ...meetsGunMilanMinimum(groomSide, { min_gunmilan: minimum }),
        ...acceptsSubjectByBits(groomSubject, todayIso()),
      ],
      limit: 10,
    };
    const expected = [newest, noMoon, fits].map((b) => b.profileId);
    // Other tests' brides fit too (no hard ranges here): compare this test's own, in order.
    const own = (rows: { id: string }[]) => ids(rows).filter((id) => made.some((b) => b.profileId === id));
    expect(own(await repo.poolWithinAges(db(), options))).toEqual(expected);
    expect(own(await repo.poolAmongNewest(db(), { ...options, walk: 50 }))).toEqual(expected);
  });
});
