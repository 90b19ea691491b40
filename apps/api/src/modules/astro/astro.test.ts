import { scoreMatch } from '@jodi/gunmilan';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile, type ProfileOverrides } from '../../../test/profile-factory';
import { profiles } from '../../db/schema';
import { saveLanguage } from '../auth/auth.test-kit';
import { BIRTHNAME_MISSING, GUN_MILAN_UNAVAILABLE } from './gun-milan';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const view = (id: string, who?: { auth: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url: `/api/v1/profiles/${id}`, headers: who?.auth ?? {} });
const update = (who: { profileId: string; auth: Record<string, string> }, profile: ProfileOverrides) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/profiles/${who.profileId}/`,
    headers: who.auth,
    payload: { id: who.profileId, profile },
  });
const moonOf = async (profileId: string) => {
  const [row] = await db()
    .select({ n: profiles.moonNakshatra, p: profiles.moonPada, source: profiles.moonSource })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row;
};

let counter = 0;
/** A word no other profile has, so a listing search finds just this one. */
const uniqueName = () => `Astra${Date.now().toString(36)}x${++counter}`;

/** 17 Sep 1950, 11:00 at Vadnagar: Moon in Anuradha pada 2 (Vrishchika). */
const BIRTH_CHART = {
  birthdate: '1950-09-17',
  birth_time: '11:00',
  birth_place: 'Vadnagar',
  birth_lat: 23.785,
  birth_lon: 72.639,
  birth_tz: 'Asia/Kolkata',
};
const ANURADHA_2 = { nakshatra: 17, pada: 2 };
const SWATI_3 = { nakshatra: 15, pada: 3 }; // birth name Rohan / Rohini: Ro
const PURVA_PHALGUNI_1 = { nakshatra: 11, pada: 1 }; // Mohini: Mo

describe('stored Moon', () => {
  it('comes from the birth chart when date, time and place are known, else from the birth name', async () => {
    const groom = await createProfile(t.app, { gender: 'male', birthname: 'Rohan', ...BIRTH_CHART });
    expect(await moonOf(groom.profileId)).toEqual({ n: 17, p: 2, source: 'birth' });

    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    expect(await moonOf(bride.profileId)).toEqual({ n: 15, p: 3, source: 'name' });

    // Without a time zone the chart is incomplete: the name decides.
    expect((await update(groom, { birth_tz: null })).statusCode).toBe(200);
    expect(await moonOf(groom.profileId)).toEqual({ n: 15, p: 3, source: 'name' });
    // A zone the runtime does not know falls back to the name too.
    expect((await update(groom, { birth_tz: 'Mars/Olympus' })).statusCode).toBe(200);
    expect(await moonOf(groom.profileId)).toEqual({ n: 15, p: 3, source: 'name' });
    expect((await update(groom, { birth_tz: 'Asia/Kolkata' })).statusCode).toBe(200);
    expect(await moonOf(groom.profileId)).toEqual({ n: 17, p: 2, source: 'birth' });

    const none = await createProfile(t.app, { birthname: null });
    expect(await moonOf(none.profileId)).toEqual({ n: null, p: null, source: null });
    expect((await update(none, { birthname: '123' })).statusCode).toBe(200);
    expect(await moonOf(none.profileId)).toEqual({ n: null, p: null, source: null });
  });

  it('is recomputed when the birth name changes, and cleared with it', async () => {
    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    expect((await update(bride, { birthname: 'मोहिनी' })).statusCode).toBe(200);
    expect(await moonOf(bride.profileId)).toEqual({ n: 11, p: 1, source: 'name' });
    // An update of other fields keeps it.
    expect((await update(bride, { current_city: 'Nashik' })).statusCode).toBe(200);
    expect(await moonOf(bride.profileId)).toEqual({ n: 11, p: 1, source: 'name' });
    expect((await update(bride, { birthname: null })).statusCode).toBe(200);
    expect(await moonOf(bride.profileId)).toEqual({ n: null, p: null, source: null });
  });

  it('is not written when the update is refused', async () => {
    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    const res = await update(bride, { birthname: 'Mohini', birthdate: '2999-01-01' });
    expect(res.statusCode).toBe(400);
    expect(await moonOf(bride.profileId)).toEqual({ n: 15, p: 3, source: 'name' });
  });

  it('is filled in at start for profiles saved without one', async () => {
    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    const groom = await createProfile(t.app, { gender: 'male', ...BIRTH_CHART });
    await db()
      .update(profiles)
      .set({ moonNakshatra: null, moonPada: null, moonSource: null })
      .where(eq(profiles.id, bride.profileId));
    await db()
      .update(profiles)
      .set({ moonNakshatra: null, moonPada: null, moonSource: null })
      .where(eq(profiles.id, groom.profileId));
    expect(await t.app.ctx.astro.backfill()).toBeGreaterThanOrEqual(2);
    expect(await moonOf(bride.profileId)).toEqual({ n: 15, p: 3, source: 'name' });
    expect(await moonOf(groom.profileId)).toEqual({ n: 17, p: 2, source: 'birth' });
    expect(await t.app.ctx.astro.backfill()).toBe(0);
  });
});

describe('Gun Milan on the profile view', () => {
  it('shows the eight aspects, the total and a reading for two members with birth details', async () => {
    const groom = await createProfile(t.app, { gender: 'male', ...BIRTH_CHART });
    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    const res = await view(bride.profileId, groom);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.points).toEqual({
      varna: 1,
      vashya: 1,
      tara: 1.5,
      yoni: 2,
      graha_maitri: 3,
      gana: 6,
      bhakoot: 0,
      nadi: 8,
      total: 22.5,
    });
    expect(data.points).toEqual(scoreMatch(ANURADHA_2, SWATI_3));
    expect(data.points_message).toBeNull();
    expect(data.points_reading).toBe(
      'Good match: 22.5 of 36 points. Bhakoot dosha: the two Moon signs are 2/12 from each other.',
    );
  });

  it('scores the same pair the same from both sides (the man is always the groom)', async () => {
    const groom = await createProfile(t.app, { gender: 'male', ...BIRTH_CHART });
    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    const fromGroom = (await view(bride.profileId, groom)).json().data;
    const fromBride = (await view(groom.profileId, bride)).json().data;
    expect(fromBride.points).toEqual(fromGroom.points);
    expect(fromBride.points_reading).toBe(fromGroom.points_reading);
  });

  it("tells the viewer to add a birth name when the viewer's own Moon is missing", async () => {
    const groom = await createProfile(t.app, { gender: 'male', birthname: null });
    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    const { data } = (await view(bride.profileId, groom)).json();
    expect(data).toMatchObject({ points: null, points_message: BIRTHNAME_MISSING, points_reading: null });
  });

  it("says the score is not available when the other profile's Moon is missing", async () => {
    const groom = await createProfile(t.app, { gender: 'male', birthname: 'Rohan' });
    const bride = await createProfile(t.app, { birthname: null });
    const { data } = (await view(bride.profileId, groom)).json();
    expect(data).toMatchObject({ points: null, points_message: GUN_MILAN_UNAVAILABLE });
  });

  it('changes when a birth name changes', async () => {
    const groom = await createProfile(t.app, { gender: 'male', ...BIRTH_CHART });
    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    expect((await view(bride.profileId, groom)).json().data.points.total).toBe(22.5);
    expect((await update(bride, { birthname: 'Mohini' })).statusCode).toBe(200);
    const { data } = (await view(bride.profileId, groom)).json();
    expect(data.points).toEqual(scoreMatch(ANURADHA_2, PURVA_PHALGUNI_1));
    expect(data.points.total).toBe(21.5);
    expect(data.points_reading).toBe(
      'Good match: 21.5 of 36 points. Nadi dosha: both Moons are in the same nadi.',
    );
    // And when the viewer's own changes.
    expect((await update(groom, { birth_time: null, birthname: 'Lalit' })).statusCode).toBe(200);
    expect((await view(bride.profileId, groom)).json().data.points).toEqual(
      scoreMatch({ nakshatra: 1, pada: 4 }, PURVA_PHALGUNI_1),
    );
  });

  it('gives no points to visitors, the owner, staff or a same-gender pair', async () => {
    const groom = await createProfile(t.app, { gender: 'male', ...BIRTH_CHART });
    const otherGroom = await createProfile(t.app, { gender: 'male', birthname: 'Rohan' });
    const publicView = await t.app.inject({ method: 'GET', url: `/api/v1/view/profiles/${groom.profileId}` });
    expect(publicView.json().data).toMatchObject({ points: null, points_message: GUN_MILAN_UNAVAILABLE });
    expect((await view(groom.profileId, groom)).json().data.points).toBeNull();
    expect((await view(otherGroom.profileId, groom)).json().data).toMatchObject({
      points: null,
      points_message: GUN_MILAN_UNAVAILABLE,
    });
  });

  it('treats a viewer without a gender as unavailable', async () => {
    const someone = await createProfile(t.app, { gender: null, birthname: 'Rohan' });
    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    expect((await view(bride.profileId, someone)).json().data).toMatchObject({
      points: null,
      points_message: GUN_MILAN_UNAVAILABLE,
    });
  });
});

describe("Gun Milan texts in the viewer's language", () => {
  const setLanguage = (who: { auth: Record<string, string> }, language: string) =>
    saveLanguage(t.app, who, language);

  it('writes the reading in Marathi or Hindi for a viewer who chose it, else in English', async () => {
    const groom = await createProfile(t.app, { gender: 'male', ...BIRTH_CHART });
    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    expect((await view(bride.profileId, groom)).json().data.points_reading).toBe(
      'Good match: 22.5 of 36 points. Bhakoot dosha: the two Moon signs are 2/12 from each other.',
    );
    await setLanguage(groom, 'mr');
    const mr = (await view(bride.profileId, groom)).json().data;
    expect(mr.points).toEqual(scoreMatch(ANURADHA_2, SWATI_3));
    expect(mr.points_message).toBeNull();
    expect(mr.points_reading).toBe(
      'चांगली जुळणी: ३६ पैकी २२.५ गुण. भकूट दोष: दोघांच्या राशी एकमेकांपासून २/१२ स्थानी आहेत.',
    );
    await setLanguage(groom, 'hi');
    expect((await view(bride.profileId, groom)).json().data.points_reading).toBe(
      'अच्छा मिलान: 36 में से 22.5 गुण। भकूट दोष: दोनों की राशियाँ एक-दूसरे से 2/12 स्थान पर हैं।',
    );
    // The other side (no language chosen) still reads English.
    expect((await view(groom.profileId, bride)).json().data.points_reading).toMatch(
      /^Good match: 22\.5 of 36/,
    );
  });

  it('asks a Marathi viewer for the birth name in Marathi (the web matches this text), else in English', async () => {
    const groom = await createProfile(t.app, { gender: 'male', birthname: null });
    const bride = await createProfile(t.app, { birthname: 'Rohini' });
    const noName = await createProfile(t.app, { birthname: null });
    expect((await view(bride.profileId, groom)).json().data.points_message).toBe(BIRTHNAME_MISSING);
    await setLanguage(groom, 'mr');
    expect((await view(bride.profileId, groom)).json().data).toMatchObject({
      points: null,
      points_message: 'गुणमिलनाचे गुण पाहण्यासाठी तुमचे जन्मनाव भरा',
      points_reading: null,
    });
    await setLanguage(groom, 'hi');
    expect((await view(bride.profileId, groom)).json().data.points_message).toBe(
      'गुण मिलान देखने के लिए अपना जन्म नाम जोड़ें',
    );
    // The unavailable message follows the language too; a visitor gets English.
    await setLanguage(bride, 'mr');
    expect((await view(noName.profileId, bride)).json().data.points_message).toBe(
      'प्रोफाइलमध्ये पुरेशी माहिती नसल्यामुळे गुणमिलन उपलब्ध नाही.',
    );
    const publicView = await t.app.inject({ method: 'GET', url: `/api/v1/view/profiles/${bride.profileId}` });
    expect(publicView.json().data.points_message).toBe(GUN_MILAN_UNAVAILABLE);
  });
});

describe('Gun Milan on listing cards', () => {
  const cards = async (who: { auth: Record<string, string> } | null, q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/profiles?q=${q}`,
      headers: who?.auth ?? {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; gunmilan_total: number | null }[];
  };

  it('carry gunmilan_total for a member viewer, from both stored Moons', async () => {
    const word = uniqueName();
    const groom = await createProfile(t.app, { gender: 'male', ...BIRTH_CHART });
    const rohini = await createProfile(t.app, { name: word, birthname: 'Rohini' });
    const mohini = await createProfile(t.app, { name: word, birthname: 'Mohini' });
    const unknown = await createProfile(t.app, { name: word, birthname: null });
    const totals = Object.fromEntries((await cards(groom, word)).map((c) => [c.id, c.gunmilan_total]));
    expect(totals).toEqual({
      [rohini.profileId]: 22.5,
      [mohini.profileId]: 21.5,
      [unknown.profileId]: null,
    });
    // The same totals the profile view shows.
    expect((await view(rohini.profileId, groom)).json().data.points.total).toBe(totals[rohini.profileId]);
    // Visitors and members without a Moon get none.
    for (const card of await cards(null, word)) expect(card.gunmilan_total).toBeNull();
    const noMoon = await createProfile(t.app, { gender: 'male', birthname: null });
    for (const card of await cards(noMoon, word)) expect(card.gunmilan_total).toBeNull();
  });

  it('carry it on similar profiles too', async () => {
    const city = uniqueName();
    const groom = await createProfile(t.app, { gender: 'male', ...BIRTH_CHART });
    const rohini = await createProfile(t.app, { birthname: 'Rohini', current_city: city });
    const mohini = await createProfile(t.app, { birthname: 'Mohini', current_city: city });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/gender/?gender=female&pid=${rohini.profileId}`,
      headers: groom.auth,
    });
    expect(res.statusCode).toBe(200);
    // Same city first: Mohini leads the similar profiles of Rohini.
    expect(res.json().data[0]).toMatchObject({ id: mohini.profileId, gunmilan_total: 21.5 });
  });
});
