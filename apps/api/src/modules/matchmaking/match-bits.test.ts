import type { Preferences } from '@jodi/contract';
import { ALL_PADAS } from '@jodi/gunmilan';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { scoreBetween } from '../astro/gun-milan';
import type { FitSubject } from './fit';
import {
  acceptsSubjectByBits,
  cityMask,
  MATCH_VOCABULARY,
  meetsGunMilanMinimum,
  meetsPreferencesByBits,
  termBits,
} from './match-bits';
import { cityTerms } from './match-terms';
import {
  fitSamples,
  found,
  insertProfile,
  noneUnmet,
  testDatabase,
  today,
  withoutHardRanges,
} from './match-terms.test-kit';

/**
 * The match bits (migration 0027's SQL functions and match-bits.ts's conditions) against fit.ts,
 * on generated profiles and preferences: never one short; wider only where a city's hashed bit,
 * or the edge of an age or height bucket, is all that differs.
 */
const db = testDatabase();

const { subject, preferences } = fitSamples('match-bits');
const withoutCities = (p: Preferences): Preferences => ({ ...p, cities: [] });
const withoutCity = (s: FitSubject): FitSubject => ({ ...s, currentCity: null });
const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: { v: T }[] }).rows[0]!.v;

describe('a match pool’s conditions', () => {
  it('are the SQL functions’ bits: the vocabulary, closed-field terms and city terms', async () => {
    expect(await one<string[]>(sql`SELECT jodi_match_vocabulary() AS v`)).toEqual(MATCH_VOCABULARY);
    const termSets = [
      ['ms:never_married', 'edu:masters', 'inc:?', 'diet:veg', 'smoke:?', 'drink:yes', 'md:?', 'g:female'],
      ['edu:gurukul', 'ms:*', 'md:unknown', 'city:pune', 'age:29', 'h:34'],
      ['age:*', 'h:*', 'ms:*', 'edu:*', 'inc:*', 'city:*', 'diet:*', 'smoke:*', 'drink:*', 'md:*'],
      [],
    ];
    for (const terms of termSets) {
      const bits = await one<string>(sql`SELECT jodi_term_bits(${sql.param(terms)}::text[])::text AS v`);
      expect(BigInt(bits)).toBe(termBits(terms));
    }
    for (const term of [...cityTerms('Nashik, MH, India'), 'city:?', 'city:नाशिक']) {
      expect(BigInt(await one<string>(sql`SELECT jodi_city_mask(${term})::text AS v`))).toBe(cityMask(term));
    }
  });

  it('find every profile that meets a set of preferences, and every profile whose preferences accept one', async () => {
    const subjects = Array.from({ length: 90 }, subject);
    const brides = await Promise.all(subjects.map((s) => insertProfile(db(), 'female', s)));
    const prefSets = Array.from({ length: 60 }, preferences);
    const holders = await Promise.all(prefSets.map((p) => insertProfile(db(), 'male', subject(), p)));

    let meets = 0;
    for (const prefs of prefSets) {
      const byBits = await found(db(), brides, meetsPreferencesByBits(prefs));
      brides.forEach((bride, i) => {
        const s = subjects[i]!;
        const fits = noneUnmet(withoutHardRanges(prefs), s);
        if (fits) expect(byBits.has(bride)).toBe(true);
        else if (byBits.has(bride)) expect(noneUnmet(withoutCities(withoutHardRanges(prefs)), s)).toBe(true);
        if (fits) meets++;
      });
    }

    let accepts = 0;
    for (const s of subjects) {
      const byBits = await found(db(), holders, acceptsSubjectByBits(s, today));
      holders.forEach((holder, i) => {
        const prefs = prefSets[i]!;
        const fits = noneUnmet(prefs, s);
        if (fits) expect(byBits.has(holder)).toBe(true);
        else if (byBits.has(holder)) expect(noneUnmet(withoutHardRanges(prefs), withoutCity(s))).toBe(true);
        if (fits) accepts++;
      });
    }
    expect(meets).toBeGreaterThan(100);
    expect(accepts).toBeGreaterThan(100);
  });

  it('keep, for a Gun Milan minimum, exactly the profiles whose pair score reaches it, and those without a Moon', async () => {
    const groom = { gender: 'male' as const, moon: { nakshatra: 9, pada: 2 } };
    const scoreWith = (moon: (typeof ALL_PADAS)[number]) =>
      scoreBetween(groom, { gender: 'female', moon })!.total;
    const brides: { id: string; moon: (typeof ALL_PADAS)[number] | null }[] = [];
    for (const [i, moon] of [...ALL_PADAS.filter((_, i) => i % 7 === 0), null].entries()) {
      const id = await insertProfile(db(), 'female', subject());
      if (moon)
        await db()
          .update(profiles)
          .set({ moonNakshatra: moon.nakshatra, moonPada: moon.pada, moonSource: i % 2 ? 'birth' : 'name' })
          .where(eq(profiles.id, id));
      brides.push({ id, moon });
    }
    const ids = brides.map((b) => b.id);
    const scores = brides.flatMap((b) => (b.moon ? [scoreWith(b.moon)] : [])).sort((a, b) => a - b);
    const quartiles = [1, 2, 3].map((q) => scores[Math.floor((scores.length * q) / 4)]!);
    for (const minimum of quartiles) {
      const expected = new Set(
        brides.filter((b) => !b.moon || scoreWith(b.moon) >= minimum).map((b) => b.id),
      );
      // The padas drawn score on both sides of each minimum.
      expect(expected.size).toBeGreaterThan(1);
      expect(expected.size).toBeLessThan(brides.length);
      expect(await found(db(), ids, meetsGunMilanMinimum(groom, { min_gunmilan: minimum }))).toEqual(
        expected,
      );
    }
    // No minimum, or no Moon of the member's own: no condition.
    expect(meetsGunMilanMinimum(groom, { min_gunmilan: null })).toEqual([]);
    expect(meetsGunMilanMinimum({ ...groom, moon: null }, { min_gunmilan: 20 })).toEqual([]);
  });

  it('follow a profile’s answers and its preferences row', async () => {
    const id = await insertProfile(db(), 'female', subject(), preferences());
    const bitsOf = async () =>
      (
        await db()
          .select({ fit: profiles.fitBits, accept: profiles.acceptBits, city: profiles.fitCityBits })
          .from(profiles)
          .where(eq(profiles.id, id))
      )[0]!;
    await db()
      .update(profiles)
      .set({ education: 'doctorate', currentCity: 'Satara' })
      .where(eq(profiles.id, id));
    const after = await bitsOf();
    expect(after.fit! & termBits(['edu:doctorate'])).not.toBe(0n);
    expect(after.city).toBe(cityMask('city:satara'));
    await db().execute(sql`DELETE FROM partner_preferences WHERE profile_id = ${id}`);
    // No preferences: every answer of every closed field is accepted.
    expect((await bitsOf()).accept).toBe(termBits(MATCH_VOCABULARY.map((t) => `${t.split(':')[0]}:*`)));
  });
});
