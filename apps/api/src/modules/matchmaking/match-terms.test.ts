import {
  ANNUAL_INCOME_RANGES,
  DIETARY_PREFERENCES,
  DRINKING_HABITS,
  EDUCATION_LEVELS,
  MANGAL_DOSH,
  MARITAL_STATUSES,
  type Preferences,
  SMOKING_HABITS,
} from '@jodi/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness';
import type { DatabaseHandle } from '../../db/database';
import { partnerPreferences, profiles, users } from '../../db/schema';
import { createRng } from '../demo/prng';
import { todayIso } from '../profiles/age';
import { type FitSubject, fitSide, NO_PREFERENCES, unmet } from './fit';
import { acceptsSubject, cityTerms, meetsPreferences } from './match-terms';
import { preferenceValues } from './matchmaking.repository';

/**
 * The match terms (migration 0026's SQL functions and match-terms.ts's searches) against fit.ts,
 * on generated profiles and preferences: the search must find every profile fitSide finds no
 * unmet preference in, and, leaving age and height aside (buckets and clamps widen them at their
 * edges), nothing else.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
const db = () => handle.db;

const random = createRng('match-terms');
const rng = () => random.next();
const pick = <T>(values: readonly T[]): T => values[Math.floor(rng() * values.length)]!;
const some = <T>(values: readonly T[]): T[] =>
  rng() < 0.5 ? [] : values.filter(() => rng() < 0.4).slice(0, 4);
const maybe = <T>(value: T, chance = 0.8): T | null => (rng() < chance ? value : null);
const CITIES = ['Pune', 'Pune, Maharashtra', ' mumbai ', 'Nashik,MH,India', 'नाशिक', 'Pune,', '', '  '];
const PREFERRED_CITIES = ['pune', 'PUNE ', 'Mumbai', 'nashik', 'Nashik,MH', 'नाशिक', 'Satara'];
const today = todayIso();

function subject(): FitSubject {
  const year = 1975 + Math.floor(rng() * 30);
  return {
    birthdate: `${year}-0${1 + Math.floor(rng() * 9)}-1${Math.floor(rng() * 9)}`,
    height: maybe(140 + Math.floor(rng() * 55)),
    maritialStatus: maybe(pick(MARITAL_STATUSES)),
    education: maybe(pick([...EDUCATION_LEVELS, ''])),
    annualIncome: maybe(pick(ANNUAL_INCOME_RANGES)),
    currentCity: maybe(pick(CITIES)),
    dietaryPreferences: maybe(pick(DIETARY_PREFERENCES)),
    smokingHabits: maybe(pick(SMOKING_HABITS)),
    drinkingHabits: maybe(pick(DRINKING_HABITS)),
    mangalDosh: maybe(pick(MANGAL_DOSH)),
  };
}

function preferences(): Preferences {
  const ageMin = maybe(20 + Math.floor(rng() * 20), 0.6);
  const heightMin = maybe(145 + Math.floor(rng() * 30), 0.5);
  return {
    age_min: ageMin,
    age_max: maybe((ageMin ?? 22) + Math.floor(rng() * 12), 0.6),
    height_min: heightMin,
    height_max: maybe((heightMin ?? 150) + Math.floor(rng() * 35), 0.5),
    maritial_statuses: some(MARITAL_STATUSES) as Preferences['maritial_statuses'],
    educations: some(EDUCATION_LEVELS) as Preferences['educations'],
    annual_income_min: maybe(
      pick(ANNUAL_INCOME_RANGES.filter((b) => b !== 'not_disclosed')),
      0.3,
    ) as Preferences['annual_income_min'],
    cities: some(PREFERRED_CITIES),
    diets: some(DIETARY_PREFERENCES) as Preferences['diets'],
    smoking: some(SMOKING_HABITS) as Preferences['smoking'],
    drinking: some(DRINKING_HABITS) as Preferences['drinking'],
    mangal_dosh: some(MANGAL_DOSH) as Preferences['mangal_dosh'],
    min_gunmilan: null,
  };
}

const withoutHardRanges = (p: Preferences): Preferences => ({
  ...p,
  age_min: null,
  age_max: null,
  height_min: null,
  height_max: null,
});
const noneUnmet = (p: Preferences, s: FitSubject) => unmet(fitSide(p, s, null, today)) === 0;

let seq = 0;
async function insertProfile(gender: 'male' | 'female', s: FitSubject, prefs?: Preferences): Promise<string> {
  const [user] = await db()
    .insert(users)
    .values({ email: `terms${seq++}@example.com` })
    .returning({ id: users.id });
  const [row] = await db()
    .insert(profiles)
    .values({ userId: user!.id, gender, name: 'Test', ...s })
    .returning({ id: profiles.id });
  if (prefs)
    await db()
      .insert(partnerPreferences)
      .values({ profileId: row!.id, ...preferenceValues(prefs) });
  return row!.id;
}

const found = async (ids: string[], where: ReturnType<typeof meetsPreferences>) =>
  new Set(
    (
      await db()
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(inArray(profiles.id, ids), ...where))
    ).map((r) => r.id),
  );

describe('match terms', () => {
  it('answer to a city as cityMatches does: the whole name and each part before a comma', () => {
    expect(cityTerms(' Pune, Maharashtra ')).toEqual(['city:pune, maharashtra', 'city:pune']);
    expect(cityTerms('Nashik,MH,India')).toEqual(['city:nashik,mh,india', 'city:nashik', 'city:nashik,mh']);
  });

  it('find exactly the profiles that meet a set of preferences, and every profile whose preferences accept one', async () => {
    const subjects = Array.from({ length: 90 }, subject);
    const brides = await Promise.all(subjects.map((s) => insertProfile('female', s)));
    const prefSets = Array.from({ length: 60 }, preferences);
    const holders = await Promise.all(prefSets.map((p) => insertProfile('male', subject(), p)));

    let meets = 0;
    for (const prefs of prefSets) {
      const sql = await found(brides, meetsPreferences(prefs, 'female'));
      const ts = new Set(brides.filter((_, i) => noneUnmet(withoutHardRanges(prefs), subjects[i]!)));
      expect(sql).toEqual(ts);
      meets += ts.size;
    }

    let accepts = 0;
    for (const s of subjects) {
      const sql = await found(holders, acceptsSubject(s, today));
      holders.forEach((holder, i) => {
        const prefs = prefSets[i]!;
        const fits = noneUnmet(prefs, s);
        // Never one short; wider only where an age or height bucket's edge is all that differs.
        if (fits) expect(sql.has(holder)).toBe(true);
        else if (sql.has(holder)) expect(noneUnmet(withoutHardRanges(prefs), s)).toBe(true);
        if (fits) accepts++;
      });
    }
    // The generated pairs exercise both outcomes.
    expect(meets).toBeGreaterThan(100);
    expect(accepts).toBeGreaterThan(100);
  });

  it('keep a profile’s accept terms with its preferences row: written, changed and removed', async () => {
    const id = await insertProfile('male', subject(), { ...NO_PREFERENCES, educations: ['masters'] });
    const terms = async () =>
      (await db().select({ t: profiles.acceptTerms }).from(profiles).where(eq(profiles.id, id)))[0]!.t;
    expect(await terms()).toContain('edu:masters');
    await db()
      .update(partnerPreferences)
      .set({ educations: [], ageMin: 25, ageMax: 27 })
      .where(eq(partnerPreferences.profileId, id));
    expect(await terms()).toEqual(expect.arrayContaining(['edu:*', 'age:25', 'age:26', 'age:27']));
    expect(await terms()).not.toContain('age:*');
    await db().delete(partnerPreferences).where(eq(partnerPreferences.profileId, id));
    expect(await terms()).toContain('age:*');
  });
});
