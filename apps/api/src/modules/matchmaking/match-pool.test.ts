import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { profiles } from '../../db/schema';
import { MatchmakingRepository, type PoolOptions } from './matchmaking.repository';

/** The two reads of a pool (decision 36): a walk of the newest profiles, and the indexes. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const repo = new MatchmakingRepository();
const db = () => t.database.db;
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('a pool of candidates', () => {
  it('reads the same newest rows by the walk as through the indexes, or fewer when the walk is too short', async () => {
    const groom = await createProfile(t.app, { gender: 'male', age: 31 });
    const brides = [];
    for (const age of [24, 26, 29, 33, 27, 25])
      brides.push(await createProfile(t.app, { gender: 'female', age }));
    // Made a minute apart, the last one newest; the 33-year-old is outside his age range below.
    for (const [i, bride] of brides.entries()) {
      await db()
        .update(profiles)
        .set({ createdAt: sql`now() - make_interval(mins => ${10 - i})` })
        .where(eq(profiles.id, bride.profileId));
    }
    const options: PoolOptions = {
      viewerProfileId: groom.profileId,
      gender: 'female',
      bornAfter: '1996-01-01',
      minHeight: null,
      maxHeight: null,
      limit: 3,
    };
    const newestThree = [brides[5]!, brides[4]!, brides[2]!].map((b) => b.profileId);

    expect(ids(await repo.poolThroughIndexes(db(), options))).toEqual(newestThree);
    expect(ids(await repo.pool(db(), options))).toEqual(newestThree);
    expect(ids(await repo.poolAmongNewest(db(), { ...options, walk: 50 }))).toEqual(newestThree);
    // The newest three hold the 33-year-old: a walk of three finds only two of them.
    expect(ids(await repo.poolAmongNewest(db(), { ...options, walk: 3 }))).toEqual(newestThree.slice(0, 2));
  });
});
