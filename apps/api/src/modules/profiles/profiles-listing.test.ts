import crypto from 'node:crypto';
import { profileCardSchema } from '@jodi/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, rowsOf as rowsOfStatement, signUpMember, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile, type ProfileOverrides } from '../../../test/profile-factory';
import { blocks, bookmarks, photos, profiles, users } from '../../db/schema';
import { latestBirthdateForAge, todayIso } from './age';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const rowsOf = <T>(statement: SQL) => rowsOfStatement<T>(db(), statement);
/** A city of the test's own, so each test lists only the profiles it made. */
const newCity = () => `Gaon${crypto.randomBytes(4).toString('hex')}`;

interface Card {
  id: string;
  name: string;
  gender: string;
  age: number;
}
async function list(query: string, who?: { auth: Record<string, string> }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/profiles?${query}`,
    headers: who?.auth ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Card[]; meta: { total: number; limit: number; offset: number } };
}
const ids = (body: { data: Card[] }) => body.data.map((c) => c.id).sort();
const idsOf = (...made: CreatedProfile[]) => made.map((m) => m.profileId).sort();
const make = (city: string, overrides: ProfileOverrides = {}) =>
  createProfile(t.app, { current_city: city, ...overrides });

describe('GET /api/v1/profiles: who is listed', () => {
  it('shows a member only the opposite gender and never themself, whatever gender they ask for', async () => {
    const city = newCity();
    const groom = await make(city, { gender: 'male' });
    const bride = await make(city, { gender: 'female' });
    const brides = [await make(city), await make(city)];
    const grooms = [await make(city, { gender: 'male' }), await make(city, { gender: 'male' })];

    expect(ids(await list(`city=${city}`, groom))).toEqual(idsOf(bride, ...brides));
    expect(ids(await list(`city=${city}&gender=male`, groom))).toEqual(idsOf(bride, ...brides));
    expect(ids(await list(`city=${city}`, bride))).toEqual(idsOf(groom, ...grooms));

    // Visitors and staff may choose.
    expect(ids(await list(`city=${city}`))).toEqual(idsOf(groom, bride, ...brides, ...grooms));
    expect(ids(await list(`city=${city}&gender=male`))).toEqual(idsOf(groom, ...grooms));
    const staff = await signUpMember(t.app);
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, staff.user.id));
    expect(ids(await list(`city=${city}&gender=male`, staff))).toEqual(idsOf(groom, ...grooms));
  });

  it('never lists hidden profiles, suspended accounts or unfinished sign-ups', async () => {
    const city = newCity();
    const shown = await make(city);
    const hidden = await make(city);
    const suspended = await make(city);
    await make(city, { name: null });
    await make(city, { gender: null });
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden.profileId));
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));
    expect(ids(await list(`city=${city}`))).toEqual(idsOf(shown));
  });

  it('excludes blocked pairs in both directions', async () => {
    const city = newCity();
    const viewer = await make(city, { gender: 'male' });
    const iBlocked = await make(city);
    const blockedMe = await make(city);
    const free = await make(city);
    await db()
      .insert(blocks)
      .values([
        { blockerProfileId: viewer.profileId, blockedProfileId: iBlocked.profileId },
        { blockerProfileId: blockedMe.profileId, blockedProfileId: viewer.profileId },
      ]);
    expect(ids(await list(`city=${city}`, viewer))).toEqual(idsOf(free));
    expect((await list(`city=${city}`, viewer)).meta.total).toBe(1);
    expect(ids(await list(`city=${city}`))).toEqual(idsOf(viewer, iBlocked, blockedMe, free));
  });

  it('lists only bookmarked profiles with saved=true, which needs a member', async () => {
    const city = newCity();
    const viewer = await make(city, { gender: 'male' });
    const other = await make(city, { gender: 'male' });
    const saved = await make(city);
    const savedByOther = await make(city);
    await make(city);
    await db()
      .insert(bookmarks)
      .values([
        { fromProfileId: viewer.profileId, toProfileId: saved.profileId },
        { fromProfileId: other.profileId, toProfileId: savedByOther.profileId },
      ]);
    const body = await list(`saved=true&city=${city}`, viewer);
    expect(ids(body)).toEqual(idsOf(saved));
    expect(body.meta.total).toBe(1);
    expect(ids(await list('saved=true', viewer))).toEqual(idsOf(saved));
    expect((await list(`saved=false&city=${city}`, viewer)).data).toHaveLength(3);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/profiles?saved=true' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sign in to see your saved profiles.',
    });
  });
});

describe('GET /api/v1/profiles: paging and cards', () => {
  it('pages newest first with total, limit and offset in meta', async () => {
    const city = newCity();
    const made: CreatedProfile[] = [];
    for (let i = 0; i < 5; i++) made.push(await make(city));
    const newestFirst = made.map((m) => m.profileId).reverse();

    const first = await list(`city=${city}&limit=2`);
    expect(first.meta).toEqual({ total: 5, limit: 2, offset: 0 });
    expect(first.data.map((c) => c.id)).toEqual(newestFirst.slice(0, 2));
    const second = await list(`city=${city}&limit=2&offset=2`);
    expect(second.data.map((c) => c.id)).toEqual(newestFirst.slice(2, 4));
    const last = await list(`city=${city}&limit=2&offset=4`);
    expect(last.data.map((c) => c.id)).toEqual(newestFirst.slice(4));
    const beyond = await list(`city=${city}&limit=2&offset=10`);
    expect(beyond).toEqual({ data: [], meta: { total: 5, limit: 2, offset: 10 } });
    expect((await list('')).meta.limit).toBe(20);
    expect((await list(`city=${city}&limit=100`)).data).toHaveLength(5);
    const slash = await t.app.inject({ method: 'GET', url: `/api/v1/profiles/?city=${city}` });
    expect(slash.json().meta.total).toBe(5);
  });

  it('answers cards of the contract shape, with the primary photo and badges by the viewer plan', async () => {
    const city = newCity();
    const m = await make(city, { height: 158, occupation: 'Architect', education: 'masters' });
    const [photo] = await db()
      .insert(photos)
      .values({
        profileId: m.profileId,
        variants: {
          thumb: 'public/p/x/a-thumb.jpg',
          medium: 'public/p/x/a-medium.jpg',
          large: 'public/p/x/a-large.jpg',
        },
        width: 600,
        height: 750,
      })
      .returning({ id: photos.id });
    await db()
      .update(profiles)
      .set({ primaryPhotoId: photo!.id, identityVerified: true, jobVerified: true })
      .where(eq(profiles.id, m.profileId));

    const [card] = (await list(`city=${city}`)).data;
    expect(profileCardSchema.strict().parse(card)).toEqual({
      id: m.profileId,
      name: 'Asha',
      gender: 'female',
      age: 28,
      height: 158,
      current_city: city,
      occupation: 'Architect',
      education: 'masters',
      // A visitor: the member shows photos to signed-in members only (the default).
      primary_profile_pic: '/media/p/x/a-blur.jpg',
      photos_blurred: true,
      badges: { identity: false, job: false, income: false, property: false },
      gunmilan_total: null,
    });
    const hope = await make(city, { gender: 'male' });
    expect((await list(`city=${city}`, hope)).data[0]).toMatchObject({ badges: { identity: false } });
    const belief = await make(city, { gender: 'male' });
    await db().update(users).set({ plan: 'Belief' }).where(eq(users.id, belief.user.id));
    expect((await list(`city=${city}`, belief)).data[0]).toMatchObject({
      badges: { identity: true, job: false },
    });
    const trust = await make(city, { gender: 'male' });
    await db().update(users).set({ plan: 'Trust' }).where(eq(users.id, trust.user.id));
    expect((await list(`city=${city}`, trust)).data[0]).toMatchObject({
      badges: { identity: true, job: true },
    });
  });

  it('refuses bad query values with 400', async () => {
    for (const query of [
      'limit=1000',
      'limit=0',
      'limit=abc',
      'offset=-1',
      'min_age=abc',
      'min_age=12',
      'max_age=200',
      'min_age=30&max_age=25',
      'min_height=50',
      'max_height=tall',
      'gender=other',
      'education=phd',
      'maritial_status=single',
      'rashi=Aries',
      'mangal_dosh=maybe',
      'saved=yes',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/profiles?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    // Empty values mean "not given".
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/profiles?min_age=&gender=&q=' })).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/v1/profiles: filters', () => {
  it('filters by age through birthdates, bounds included', async () => {
    const city = newCity();
    const a22 = await make(city, { age: 22 });
    const a25 = await make(city, { age: 25 });
    const a30 = await make(city, { age: 30 });
    // Turns 27 today: exactly 27.
    const a27 = await make(city, { birthdate: latestBirthdateForAge(27, todayIso()) });
    expect(ids(await list(`city=${city}&min_age=24&max_age=29`))).toEqual(idsOf(a25, a27));
    expect(ids(await list(`city=${city}&min_age=25`))).toEqual(idsOf(a25, a27, a30));
    expect(ids(await list(`city=${city}&max_age=25`))).toEqual(idsOf(a22, a25));
    expect(ids(await list(`city=${city}&min_age=27&max_age=27`))).toEqual(idsOf(a27));
    expect(ids(await list(`city=${city}&max_age=26`))).toEqual(idsOf(a22, a25));
  });

  it('filters by height, bounds included', async () => {
    const city = newCity();
    await make(city, { height: 155 });
    const h160 = await make(city, { height: 160 });
    const h165 = await make(city, { height: 165 });
    await make(city, { height: 172 });
    expect(ids(await list(`city=${city}&min_height=160&max_height=170`))).toEqual(idsOf(h160, h165));
  });

  it('matches a city case-insensitively, whole or before a comma', async () => {
    const city = newCity();
    const plain = await make(city);
    const withCountry = await make(city, { current_city: `${city}, UK` });
    await make(city, { current_city: `${city}pur` });
    expect(ids(await list(`city=${city.toUpperCase()}`))).toEqual(idsOf(plain, withCountry));
    expect(ids(await list(`city=${encodeURIComponent(`  ${city} `)}`))).toEqual(idsOf(plain, withCountry));
  });

  it('searches name, surname, city and occupation as text (q), every word, wildcards taken literally', async () => {
    const city = newCity();
    const tag = crypto.randomBytes(3).toString('hex');
    const vaidehi = await make(city, {
      name: `Vaidehi${tag}`,
      lastName: 'Patwardhan',
      occupation: 'Chartered Accountant',
    });
    const radhika = await make(city, { name: `Radhika${tag}`, occupation: `Astrophysicist${tag}` });
    const percent = await make(city, { name: `Sneha${tag}`, occupation: '100% remote developer' });
    expect(ids(await list(`q=vaidehi${tag}`))).toEqual(idsOf(vaidehi));
    expect(ids(await list(`q=VAIDEHI${tag}`))).toEqual(idsOf(vaidehi));
    expect(ids(await list(`q=astrophysicist${tag}`))).toEqual(idsOf(radhika));
    expect(ids(await list(`q=${tag}&city=${city}`))).toEqual(idsOf(vaidehi, radhika, percent));
    const groom = await make(newCity(), { gender: 'male' });
    expect(ids(await list(`q=${encodeURIComponent(`patwardhan ${tag}`)}`, groom))).toEqual(idsOf(vaidehi));
    expect(ids(await list(`q=${encodeURIComponent(`chartered ${tag} nobody`)}`))).toEqual([]);
    expect(ids(await list(`q=${city.slice(2)}`))).toEqual(idsOf(vaidehi, radhika, percent));
    expect(ids(await list(`q=${encodeURIComponent('100%')}&city=${city}`))).toEqual(idsOf(percent));
    expect(ids(await list(`q=${encodeURIComponent('%')}&city=${city}`))).toEqual(idsOf(percent));
    expect(ids(await list(`q=_&city=${city}`))).toEqual([]);
    expect(ids(await list(`q=${encodeURIComponent('\\')}&city=${city}`))).toEqual([]);
  });

  it('searches only what a visitor may see for a visitor: a hidden surname never matches', async () => {
    const city = newCity();
    const surname = `Gokhale${crypto.randomBytes(3).toString('hex')}`;
    const bride = await make(city, { name: 'Ketaki', lastName: surname, occupation: 'Architect' });
    const groom = await make(newCity(), { gender: 'male' });
    const staff = await signUpMember(t.app);
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, staff.user.id));

    expect((await list(`q=${surname}`)).data).toEqual([]);
    expect((await list(`q=${encodeURIComponent(`ketaki ${surname}`)}`)).meta.total).toBe(0);
    expect(ids(await list(`q=${encodeURIComponent(`ketaki architect`)}&city=${city}`))).toEqual(idsOf(bride));
    // Members and staff see the surname, so their search may use it.
    expect(ids(await list(`q=${surname}`, groom))).toEqual(idsOf(bride));
    expect(ids(await list(`q=${surname}`, staff))).toEqual(idsOf(bride));
  });

  it('pages a search newest first with its total, whether few or more than 200 profiles match', async () => {
    // Two ways to answer (profiles.repository listFewCards and listCards): up to 200 matches are
    // found through the text index and counted exactly; more are walked newest first.
    const city = newCity();
    const common = `weaver${crypto.randomBytes(3).toString('hex')}`;
    const rare = `loom${crypto.randomBytes(3).toString('hex')}`;
    const made = await rowsOf<{ id: string }>(sql`
      WITH n AS (SELECT generate_series(1, 230) AS n),
      u AS (INSERT INTO users (email) SELECT ${`${common}-`} || n || '@example.com' FROM n RETURNING id, email)
      , p AS (INSERT INTO profiles (user_id, name, last_name, gender, birthdate, current_city, maritial_status,
                                   occupation, primary_photo_id, created_at)
      SELECT u.id, 'Bulk', 'Profile', 'female', '1996-01-01', ${city}, 'never_married',
             'Weaver ' || ${common} || CASE WHEN n.n <= 150 THEN ' ' || ${rare} ELSE '' END,
             gen_random_uuid(), now() - n.n * interval '1 minute'
        FROM u JOIN n ON u.email = ${`${common}-`} || n.n || '@example.com'
      RETURNING id, primary_photo_id),
      -- The listing minimum includes a photo.
      ph AS (INSERT INTO photos (id, profile_id, variants, width, height)
             SELECT primary_photo_id, id, '{"thumb":"t","medium":"m","large":"l"}'::jsonb, 1, 1 FROM p)
      SELECT id FROM p`);
    const newestFirst = await rowsOf<{ id: string; occupation: string }>(
      sql`SELECT id, occupation FROM profiles WHERE current_city = ${city} ORDER BY created_at DESC, id DESC`,
    );
    expect(made).toHaveLength(230);
    const order = (body: { data: Card[] }) => body.data.map((c) => c.id);

    const rarePage3 = await list(`q=${rare}&offset=40&limit=20`);
    const rareIds = newestFirst.filter((r) => r.occupation.includes(rare)).map((r) => r.id);
    expect(rarePage3.meta.total).toBe(150);
    expect(order(rarePage3)).toEqual(rareIds.slice(40, 60));
    expect(order(await list(`q=${encodeURIComponent(`${rare} bulk`)}&limit=20`))).toEqual(
      rareIds.slice(0, 20),
    );

    const commonFirst = await list(`q=${common}&limit=20`);
    expect(commonFirst.meta.total).toBe(230);
    expect(order(commonFirst)).toEqual(newestFirst.slice(0, 20).map((r) => r.id));
    const commonLast = await list(`q=${common}&offset=220&limit=20`);
    expect(commonLast.meta.total).toBe(230);
    expect(order(commonLast)).toEqual(newestFirst.slice(220).map((r) => r.id));
    expect((await list(`q=${rare}&offset=160`)).data).toEqual([]);
  });

  it('filters by education, marital status, rashi, gotra and mangal dosh', async () => {
    const city = newCity();
    const a = await make(city, {
      education: 'masters',
      maritial_status: 'divorced',
      rashi: 'Kanya',
      gotra: 'Kashyap',
      mangal_dosh: 'no',
    });
    const b = await make(city, {
      education: 'bachelors',
      maritial_status: 'never_married',
      rashi: 'Meena',
      gotra: 'Bharadwaj',
      mangal_dosh: 'yes',
    });
    expect(ids(await list(`city=${city}&education=masters`))).toEqual(idsOf(a));
    expect(ids(await list(`city=${city}&maritial_status=never_married`))).toEqual(idsOf(b));
    expect(ids(await list(`city=${city}&rashi=Kanya`))).toEqual(idsOf(a));
    expect(ids(await list(`city=${city}&gotra=bharadwaj`))).toEqual(idsOf(b));
    expect(ids(await list(`city=${city}&mangal_dosh=no`))).toEqual(idsOf(a));
    expect(ids(await list(`city=${city}&mangal_dosh=no&rashi=Meena`))).toEqual([]);
  });
});
