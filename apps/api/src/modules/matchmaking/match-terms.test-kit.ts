import {
  ANNUAL_INCOME_RANGES,
  DIETARY_PREFERENCES,
  DRINKING_HABITS,
  EDUCATION_LEVELS,
  type Gender,
  MANGAL_DOSH,
  MARITAL_STATUSES,
  type Preferences,
  SMOKING_HABITS,
} from '@jodi/contract';
import { and, type Column, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from '../../../test/harness';
import type { Database, DatabaseHandle } from '../../db/database';
import { partnerPreferences, profiles, users } from '../../db/schema';
import { createRng } from '../demo/prng';
import { todayIso } from '../profiles/age';
import { type FitSubject, fitSide, unmet } from './fit';
import { subjectTerms, wantedTerms } from './match-terms';
import { preferenceValues } from './matchmaking.repository';

/**
 * Generated profiles and preferences for the tests that check the match terms and their bits
 * against fit.ts: every answer, unanswered fields, answers outside the lists, cities written
 * several ways.
 */
const CITIES = ['Pune', 'Pune, Maharashtra', ' mumbai ', 'Nashik,MH,India', 'नाशिक', 'Pune,', '', '  '];
const PREFERRED_CITIES = ['pune', 'PUNE ', 'Mumbai', 'nashik', 'Nashik,MH', 'नाशिक', 'Satara'];

export const today = todayIso();

/** A database of the test file's own for its tests: answers a getter of it. */
export function testDatabase(): () => Database {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());
  return () => handle.db;
}

export function fitSamples(seed: string) {
  const random = createRng(seed);
  const rng = () => random.next();
  const pick = <T>(values: readonly T[]): T => values[Math.floor(rng() * values.length)]!;
  const some = <T>(values: readonly T[]): T[] =>
    rng() < 0.5 ? [] : values.filter(() => rng() < 0.4).slice(0, 4);
  const maybe = <T>(value: T, chance = 0.8): T | null => (rng() < chance ? value : null);

  const subject = (): FitSubject => {
    const year = 1975 + Math.floor(rng() * 30);
    return {
      birthdate: `${year}-0${1 + Math.floor(rng() * 9)}-1${Math.floor(rng() * 9)}`,
      height: maybe(140 + Math.floor(rng() * 55)),
      maritialStatus: maybe(pick(MARITAL_STATUSES)),
      education: maybe(pick([...EDUCATION_LEVELS, '', 'gurukul'])),
      annualIncome: maybe(pick(ANNUAL_INCOME_RANGES)),
      currentCity: maybe(pick(CITIES)),
      dietaryPreferences: maybe(pick(DIETARY_PREFERENCES)),
      smokingHabits: maybe(pick(SMOKING_HABITS)),
      drinkingHabits: maybe(pick(DRINKING_HABITS)),
      mangalDosh: maybe(pick(MANGAL_DOSH)),
    };
  };

  const preferences = (): Preferences => {
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
  };
  return { subject, preferences };
}

export const withoutHardRanges = (p: Preferences): Preferences => ({
  ...p,
  age_min: null,
  age_max: null,
  height_min: null,
  height_max: null,
});

/** fitSide finds no preference of `p` unmet by `s`. */
export const noneUnmet = (p: Preferences, s: FitSubject) => unmet(fitSide(p, s, null, today)) === 0;

let seq = 0;

/** A profile of `gender` answering as `s`, with `prefs` when given, written straight to the tables. */
export async function insertProfile(
  db: Database,
  gender: 'male' | 'female',
  s: FitSubject,
  prefs?: Preferences,
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: `terms${seq++}.${Date.now()}@example.com` })
    .returning({ id: users.id });
  const [row] = await db
    .insert(profiles)
    .values({ userId: user!.id, gender, name: 'Test', ...s })
    .returning({ id: profiles.id });
  if (prefs) await db.insert(partnerPreferences).values({ profileId: row!.id, ...preferenceValues(prefs) });
  return row!.id;
}

/** Which of `ids` meet every condition of `where`. */
export const found = async (db: Database, ids: string[], where: SQL[]) =>
  new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(inArray(profiles.id, ids), ...where))
    ).map((r) => r.id),
  );

/** `column && ARRAY[...]`: the column holds at least one of `terms`. */
const holdsAny = (column: Column, terms: string[]) => sql`${column} && ${sql.param(terms)}::text[]`;

/**
 * Conditions on a profile's `fit_terms`: it is of `gender` and meets every preference of `prefs`
 * (or left the field unanswered). Age and height are the hard ranges' (hardRanges), not here.
 */
export function meetsPreferences(prefs: Preferences, gender: Gender): SQL[] {
  const column = profiles.fitTerms;
  return [
    holdsAny(column, [`g:${gender}`]),
    ...wantedTerms(prefs).map(({ terms }) => holdsAny(column, terms)),
  ];
}

/**
 * Conditions on a profile's `accept_terms`: its preferences accept `subject` (every field they are
 * about is "doesn't matter", or holds the subject's answer).
 */
export function acceptsSubject(subject: FitSubject, today: string): SQL[] {
  return subjectTerms(subject, today).map(({ field, terms }) =>
    holdsAny(profiles.acceptTerms, [`${field}:*`, ...terms]),
  );
}
