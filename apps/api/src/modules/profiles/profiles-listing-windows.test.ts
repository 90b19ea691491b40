import crypto from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, rowsOf as rowsOfStatement, type TestApp } from '../../../test/harness';
import { filePart, multipart } from '../../../test/multipart';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { blocks, profiles } from '../../db/schema';
import { ProfilesRepository } from './profiles.repository';

// The listing of filters that match more than 200 profiles reads its candidates from windows
// shared by every member (ListingWindows, decision 24); each member's page is then read by id
// with their own rules.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const rowsOf = <T>(statement: SQL) => rowsOfStatement<T>(db(), statement);

interface Listed {
  data: { id: string }[];
  meta: { total: number; limit: number; offset: number };
}
async function list(query: string, who: CreatedProfile): Promise<Listed> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/profiles?${query}`, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
}
const order = (body: Listed) => body.data.map((c) => c.id);

/** `count` listable brides in `city`, one minute apart; answers their ids newest first. */
async function bulkBrides(city: string, count: number): Promise<string[]> {
  const tag = `bride${crypto.randomBytes(4).toString('hex')}`;
  await rowsOf(sql`
    WITH n AS (SELECT generate_series(1, ${count}) AS n),
    u AS (INSERT INTO users (email) SELECT ${`${tag}-`} || n || '@example.com' FROM n RETURNING id, email),
    p AS (INSERT INTO profiles (user_id, name, gender, birthdate, current_city, maritial_status,
                                primary_photo_id, created_at)
      SELECT u.id, 'Bulk', 'female', '1996-01-01', ${city}, 'never_married', gen_random_uuid(),
             now() - n.n * interval '1 minute'
        FROM u JOIN n ON u.email = ${`${tag}-`} || n.n || '@example.com'
      RETURNING id, primary_photo_id)
    INSERT INTO photos (id, profile_id, variants, width, height)
      SELECT primary_photo_id, id, '{"thumb":"t","medium":"m","large":"l"}'::jsonb, 1, 1 FROM p`);
  const rows = await rowsOf<{ id: string }>(
    sql`SELECT id FROM profiles WHERE current_city = ${city} AND gender = 'female' ORDER BY created_at DESC, id DESC`,
  );
  return rows.map((r) => r.id);
}

describe('GET /api/v1/profiles: windows shared between members', () => {
  it('pages newest first across windows, reading the candidates once for every member', async () => {
    const city = `Nagar${crypto.randomBytes(4).toString('hex')}`;
    const brides = await bulkBrides(city, 230);
    const [a, b] = [
      await createProfile(t.app, { gender: 'male', current_city: 'Pune' }),
      await createProfile(t.app, { gender: 'male', current_city: 'Pune' }),
    ];
    const candidateIds = vi.spyOn(ProfilesRepository.prototype, 'candidateIds');
    try {
      const first = await list(`city=${city}`, a);
      expect(order(first)).toEqual(brides.slice(0, 20));
      expect(first.meta).toEqual({ total: 230, limit: 20, offset: 0 });
      // Across the first window's end, as another member.
      expect(order(await list(`city=${city}&offset=90&limit=20`, b))).toEqual(brides.slice(90, 110));
      expect(order(await list(`city=${city}&offset=220&limit=20`, a))).toEqual(brides.slice(220));
      expect((await list(`city=${city}&offset=240`, b)).data).toEqual([]);
      // Windows 0, 1 and 2, each read once.
      expect(candidateIds).toHaveBeenCalledTimes(3);
    } finally {
      candidateIds.mockRestore();
    }
  });

  it('applies each member’s blocks and the profiles’ privacy at once, though the window is shared', async () => {
    const city = `Nagar${crypto.randomBytes(4).toString('hex')}`;
    const brides = await bulkBrides(city, 210);
    const viewer = await createProfile(t.app, { gender: 'male', current_city: 'Pune' });
    const other = await createProfile(t.app, { gender: 'male', current_city: 'Pune' });
    expect(order(await list(`city=${city}`, viewer))).toEqual(brides.slice(0, 20));

    // Written behind the listing's back, as another server process would.
    await db().insert(blocks).values({ blockerProfileId: viewer.profileId, blockedProfileId: brides[1]! });
    await db().insert(blocks).values({ blockerProfileId: brides[2]!, blockedProfileId: viewer.profileId });
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, brides[3]!));

    const gone = new Set(brides.slice(1, 4));
    const page = await list(`city=${city}`, viewer);
    expect(order(page)).toEqual(brides.slice(0, 20).filter((id) => !gone.has(id)));
    // The next page starts where the shared window says: nothing repeats, nothing is skipped.
    expect(order(await list(`city=${city}&offset=20`, viewer))).toEqual(brides.slice(20, 40));
    // Another member loses only the hidden one.
    expect(order(await list(`city=${city}`, other))).toEqual(
      brides.slice(0, 20).filter((id) => id !== brides[3]),
    );
  });

  it('shows a profile saved in this process at once', async () => {
    const city = `Nagar${crypto.randomBytes(4).toString('hex')}`;
    const brides = await bulkBrides(city, 205);
    const viewer = await createProfile(t.app, { gender: 'male', current_city: 'Pune' });
    expect((await list(`city=${city}`, viewer)).meta.total).toBe(205);

    const newcomer = await createProfile(t.app, { gender: 'female', current_city: city });
    const page = await list(`city=${city}`, viewer);
    expect(order(page)).toEqual([newcomer.profileId, ...brides.slice(0, 19)]);
    expect(page.meta.total).toBe(206);
  });

  it('shows a profile whose first photo was uploaded in this process at once', async () => {
    const city = `Nagar${crypto.randomBytes(4).toString('hex')}`;
    const brides = await bulkBrides(city, 205);
    const viewer = await createProfile(t.app, { gender: 'male', current_city: 'Pune' });
    const newcomer = await createProfile(t.app, { gender: 'female', current_city: city, photo: false });
    expect(order(await list(`city=${city}`, viewer))).toEqual(brides.slice(0, 20));

    const photo = await sharp({ create: { width: 8, height: 10, channels: 3, background: '#a06050' } })
      .jpeg()
      .toBuffer();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk/picb',
      ...multipart([filePart(photo)], newcomer.auth),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(order(await list(`city=${city}`, viewer))[0]).toBe(newcomer.profileId);
  });
});
