import type { Preferences } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchLists } from '../../db/schema';
import { MUTUAL_TIER, NO_PREFERENCES } from './fit';
import { MatchPlacementRepository } from './match-placement.repository';
import { fitSamples, insertProfile, noneUnmet, testDatabase, today } from './match-terms.test-kit';
import { MatchmakingRepository } from './matchmaking.repository';

/**
 * Placement's search of the stored lists (decision 39): the queries kept with the lists find every
 * member whose preferences a new profile meets, and a list full of mutual fits is asked only by a
 * profile whose own preferences may take its owner.
 */
const db = testDatabase();
const lists = new MatchmakingRepository();
const placement = new MatchPlacementRepository();
const { subject, preferences } = fitSamples('list-percolator');

/** A groom with `prefs` and a stored list (empty: what it holds does not change its query). */
async function groomWithList(prefs: Preferences, fullOfMutual = false): Promise<string> {
  const id = await insertProfile(db(), 'male', subject(), prefs);
  await lists.replaceLists(db(), [{ profileId: id, ranked: [], fullOfMutual }], new Date());
  return id;
}

const candidateRow = async (id: string) => (await placement.candidate(db(), id))!.row;

async function accepting(brideId: string): Promise<Set<string>> {
  const found = await placement.accepting(db(), {
    gender: 'male',
    candidate: await candidateRow(brideId),
    today,
    after: null,
    limit: 10_000,
  });
  return new Set(found.map((row) => row.id));
}

describe('placement’s search of the stored lists', () => {
  it('finds every member whose stored preferences a profile meets, and leaves most others out', async () => {
    const grooms = new Map<string, Preferences>();
    for (let i = 0; i < 80; i++) {
      const prefs = preferences();
      grooms.set(await groomWithList(prefs), prefs);
    }
    let wanted = 0;
    let returned = 0;
    for (let i = 0; i < 25; i++) {
      const s = subject();
      const bride = await insertProfile(db(), 'female', s);
      const found = await accepting(bride);
      for (const [groom, prefs] of grooms) {
        if (noneUnmet(prefs, s)) {
          wanted++;
          expect(found.has(groom), `groom ${groom} wants bride ${bride}`).toBe(true);
        }
      }
      returned += [...found].filter((id) => grooms.has(id)).length;
    }
    expect(wanted).toBeGreaterThan(50);
    // Wider only at a hashed city's bit or a bucket's edge: far from every list.
    expect(returned).toBeLessThan(wanted * 1.5);
    expect(returned).toBeLessThan(grooms.size * 25 * 0.6);
  });

  it('asks a list full of mutual fits only of a profile whose preferences may take its owner', async () => {
    const open: Preferences = NO_PREFERENCES;
    const full = await groomWithList(open, true);
    const notFull = await groomWithList(open, false);
    const hisDiet = (await lists.memberFacts(db(), full))!.subject.dietaryPreferences;
    const otherDiet = hisDiet === 'veg' ? 'non_veg' : 'veg';
    const refusing = await insertProfile(db(), 'female', subject(), { ...open, diets: [otherDiet] });
    const taking = await insertProfile(db(), 'female', subject(), open);

    const seenByRefusing = await accepting(refusing);
    expect(seenByRefusing.has(notFull)).toBe(true);
    expect(seenByRefusing.has(full)).toBe(hisDiet === null);
    expect((await accepting(taking)).has(full)).toBe(true);
  });

  it('reads each list as placement finds it, and keeps what placement records of it', async () => {
    const owner = await groomWithList(NO_PREFERENCES, true);
    const brides = await Promise.all([0, 1].map(() => insertProfile(db(), 'female', subject())));
    await placement.write(
      db(),
      brides.map((candidateId, i) => ({ profileId: owner, candidateId, score: 100 - i, tier: MUTUAL_TIER })),
    );
    await placement.recordLists(db(), [{ profileId: owner, size: 2, fullOfMutual: false }]);
    const state = (await placement.listStates(db(), [owner], brides[0]!)).get(owner);
    expect(state).toEqual({
      memberId: owner,
      hasList: true,
      size: 2,
      fullOfMutual: false,
      lowest: { candidateId: brides[1], score: 99 },
      held: true,
    });
    const stored = await db().select().from(matchLists).where(eq(matchLists.profileId, owner));
    expect(stored[0]).toMatchObject({ size: 2, fullOfMutual: false, gender: 'male' });
  });
});
