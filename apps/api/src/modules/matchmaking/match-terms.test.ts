import type { Preferences } from '@jodi/contract';
import { eq, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partnerPreferences, profiles } from '../../db/schema';
import { type FitSubject, NO_PREFERENCES } from './fit';
import { cityTerms } from './match-terms';
import {
  acceptsSubject,
  fitSamples,
  found as foundIn,
  insertProfile as insertTestProfile,
  meetsPreferences,
  noneUnmet,
  testDatabase,
  today,
  withoutHardRanges,
} from './match-terms.test-kit';

/**
 * The match terms (migration 0026's SQL functions and match-terms.ts's searches) against fit.ts,
 * on generated profiles and preferences: the search must find every profile fitSide finds no
 * unmet preference in, and, leaving age and height aside (buckets and clamps widen them at their
 * edges), nothing else.
 */
const db = testDatabase();

const { subject, preferences } = fitSamples('match-terms');
const insertProfile = (gender: 'male' | 'female', s: FitSubject, prefs?: Preferences) =>
  insertTestProfile(db(), gender, s, prefs);
const found = (ids: string[], where: SQL[]) => foundIn(db(), ids, where);

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
