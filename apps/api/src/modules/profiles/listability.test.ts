import crypto from 'node:crypto';
import { LISTING_MINIMUM } from '@jodi/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { jpeg } from '../../../test/media-files';
import { filePart, multipart } from '../../../test/multipart';
import { createProfile } from '../../../test/profile-factory';
import { profiles } from '../../db/schema';
import { listingStatus, missingForListing } from './listability';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const newCity = () => `Nagar${crypto.randomBytes(4).toString('hex')}`;
type Auth = { auth: Record<string, string> };
const get = (url: string, who?: Auth) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const listedIds = async (query: string, who?: Auth) =>
  ((await get(`/api/v1/profiles?${query}`, who)).json().data as { id: string }[]).map((c) => c.id);

describe('missingForListing', () => {
  const complete = {
    name: 'Asha',
    gender: 'female' as const,
    birthdate: '1997-03-01',
    currentCity: 'Pune',
    maritialStatus: 'never_married',
    primaryPhotoId: crypto.randomUUID(),
  };

  it('names every field of the minimum an empty profile lacks, in form order, and nothing of a complete one', () => {
    const empty = {
      name: null,
      gender: null,
      birthdate: null,
      currentCity: null,
      maritialStatus: null,
      primaryPhotoId: null,
    };
    expect(missingForListing(empty)).toEqual([...LISTING_MINIMUM]);
    expect(listingStatus(complete)).toEqual({ listable: true, missing: [] });
    expect(missingForListing({ ...complete, name: '   ', currentCity: '' })).toEqual([
      'name',
      'current_city',
    ]);
  });

  it('agrees with the database generated column on every combination of the minimum', async () => {
    const member = await createProfile(t.app, { current_city: newCity() });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, member.profileId));
    const cases: Partial<typeof row>[] = [
      {},
      { name: null },
      { name: '  ' },
      { gender: null },
      { birthdate: null },
      { currentCity: null },
      { currentCity: ' ' },
      { maritialStatus: null },
      { primaryPhotoId: null },
      { name: null, primaryPhotoId: null },
    ];
    for (const change of cases) {
      const [stored] = await db()
        .update(profiles)
        .set({
          name: row!.name,
          gender: row!.gender,
          birthdate: row!.birthdate,
          currentCity: row!.currentCity,
          maritialStatus: row!.maritialStatus,
          primaryPhotoId: row!.primaryPhotoId,
          ...change,
        })
        .where(eq(profiles.id, member.profileId))
        .returning();
      expect(stored!.listable, JSON.stringify(change)).toBe(listingStatus(stored!).listable);
    }
  });
});

describe('the listing minimum (decision 16)', () => {
  it('tells a new member at sign-up and on /myprofile that nothing is there yet', async () => {
    const member = await signUpMember(t.app);
    expect(member.user).toMatchObject({ listable: false, missing: [...LISTING_MINIMUM] });
    const mine = (await get('/api/v1/myprofile', member)).json().data;
    expect(mine).toMatchObject({ listable: false, missing: [...LISTING_MINIMUM] });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: member.user.email, password: member.password },
    });
    expect(signIn.json().data.user).toMatchObject({ listable: false, missing: [...LISTING_MINIMUM] });
  });

  it('never lists, suggests or shows to anyone a profile with only a name and a gender', async () => {
    const viewer = await createProfile(t.app, { gender: 'male' });
    const reference = await createProfile(t.app);
    const bare = await signUpMember(t.app);
    const pid = bare.user.profile_id!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/profiles/${pid}`,
      headers: bare.auth,
      payload: { profile: { name: 'Bare', gender: 'female' } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      listable: false,
      missing: ['birthdate', 'current_city', 'maritial_status', 'photo'],
    });
    // Newest profile of all, yet in no listing: not for a visitor, a member, or the suggestions.
    expect(await listedIds('limit=100')).not.toContain(pid);
    expect(await listedIds('limit=100', viewer)).not.toContain(pid);
    expect(await listedIds('q=bare', viewer)).not.toContain(pid);
    const similar = await get(`/api/v1/gender?gender=female&pid=${reference.profileId}`, viewer);
    expect(similar.statusCode).toBe(200);
    expect(similar.json().data.map((c: { id: string }) => c.id)).not.toContain(pid);
    // It can still be opened by id (interests, links): only listings leave it out.
    expect((await get(`/api/v1/profiles/${pid}`, viewer)).statusCode).toBe(200);
  });

  it('lists a profile once the minimum and a photo uploaded through the photos route are there, and not after the photo is removed', async () => {
    const city = newCity();
    const viewer = await createProfile(t.app, { gender: 'male' });
    const member = await createProfile(t.app, { current_city: city, photo: false });
    expect(member.profile).toMatchObject({ listable: false, missing: ['photo'] });
    expect(await listedIds(`city=${city}`, viewer)).toEqual([]);
    const scoreBefore = (await get('/api/v1/myprofile', member)).json().data.profile_score;

    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk/picb',
      ...multipart([filePart(await jpeg())], member.auth),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const mine = (await get('/api/v1/myprofile', member)).json().data;
    expect(mine).toMatchObject({ listable: true, missing: [] });
    // The profile score reflects completeness: the photo counts.
    expect(mine.profile_score).toBeGreaterThan(scoreBefore);
    expect(await listedIds(`city=${city}`, viewer)).toEqual([member.profileId]);

    const photoId = upload.json().data[0].id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/pics/${photoId}`,
      headers: member.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get('/api/v1/myprofile', member)).json().data).toMatchObject({
      listable: false,
      missing: ['photo'],
    });
    expect(await listedIds(`city=${city}`, viewer)).toEqual([]);
  });

  it('leaves a profile out when a field of the minimum is cleared, and tells its owner which', async () => {
    const city = newCity();
    const viewer = await createProfile(t.app, { gender: 'male' });
    const member = await createProfile(t.app, { current_city: city });
    expect(await listedIds(`city=${city}`, viewer)).toEqual([member.profileId]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/profiles/${member.profileId}`,
      headers: member.auth,
      payload: { profile: { maritial_status: null } },
    });
    expect(put.json().data).toMatchObject({ listable: false, missing: ['maritial_status'] });
    expect(await listedIds(`city=${city}`, viewer)).toEqual([]);
  });

  it('keeps `listable` and `missing` to the owner and staff: another member never sees them', async () => {
    const viewer = await createProfile(t.app, { gender: 'male' });
    const member = await createProfile(t.app);
    const seen = (await get(`/api/v1/profiles/${member.profileId}`, viewer)).json().data;
    expect(seen).not.toHaveProperty('listable');
    expect(seen).not.toHaveProperty('missing');
  });

  it('never leaves the stored column unset: the database computes it for every row, old ones included', async () => {
    const [{ n } = { n: -1 }] = (
      (await db().execute(
        sql`SELECT count(*)::int AS n FROM ${profiles} WHERE ${profiles.listable} IS NULL`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(0);
  });
});
