import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile, type ProfileOverrides } from '../../../test/profile-factory';
import { profiles } from '../../db/schema';
import { ask, memberKit } from '../assistant/assistant.test-kit';
import { saveLanguage } from '../auth/auth.test-kit';
import { connect, listeningUrl } from '../realtime/socket.test-kit';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  url = await listeningUrl(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const db = () => t.database.db;
type Who = { profileId: string; auth: Record<string, string> };
const view = (id: string, who?: { auth: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url: `/api/v1/profiles/${id}`, headers: who?.auth ?? {} });
const update = (who: Who, profile: ProfileOverrides) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/profiles/${who.profileId}/`,
    headers: who.auth,
    payload: { id: who.profileId, profile },
  });
const storedChart = async (profileId: string) => {
  const [row] = await db()
    .select({ kundli: profiles.kundli, chartMangalDosh: profiles.chartMangalDosh })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row!;
};

const PUNE = {
  birth_place: 'Pune, Maharashtra, India',
  birth_lat: 18.52,
  birth_lon: 73.86,
  birth_tz: 'Asia/Kolkata',
};
/** Scorpio lagna with the Moon and Mars in it: Mars in the 1st, in its own sign, so the dosha is cancelled. */
const VADNAGAR_1950 = {
  birthdate: '1950-09-17',
  birth_time: '11:00',
  birth_place: 'Vadnagar',
  birth_lat: 23.785,
  birth_lon: 72.639,
  birth_tz: 'Asia/Kolkata',
};
/** Cancer lagna, Mars in Leo (the 2nd): Manglik, nothing cancels. */
const MANGLIK = { birthdate: '1995-02-01', birth_time: '18:00', ...PUNE };
/** Aries lagna, Mars in Leo (the 5th): in no dosha house from the Lagna, the Moon or Venus. */
const NOT_MANGLIK = { birthdate: '1995-02-03', birth_time: '12:00', ...PUNE };

describe('the birth chart on the profile', () => {
  it('is computed from birth date, time and place, stored, and shown to the owner', async () => {
    const groom = await createProfile(t.app, { gender: 'male', mangal_dosh: 'yes', ...VADNAGAR_1950 });
    expect(await storedChart(groom.profileId)).toMatchObject({
      chartMangalDosh: 'no',
      kundli: { ascendant: { sign: 8 }, manglik: { verdict: 'cancelled' } },
    });
    const { data } = (await view(groom.profileId, groom)).json();
    expect(data.kundli.ascendant.sign).toBe(8);
    expect(data.kundli.planets.mars).toMatchObject({ sign: 8, house: 1 });
    expect(data.kundli.planets.moon).toMatchObject({ sign: 8, house: 1 });
    expect(Object.keys(data.kundli.planets)).toEqual([
      'sun',
      'moon',
      'mars',
      'mercury',
      'jupiter',
      'venus',
      'saturn',
      'rahu',
      'ketu',
    ]);
    expect(data.manglik).toMatchObject({
      from_lagna: true,
      from_moon: true,
      cancellations: ['mars_own_sign'],
      verdict: 'cancelled',
    });
    expect(data.manglik.explanation).toMatch(/Mars/);
    // The wire's mangal_dosh stays what the member declared.
    expect(data.mangal_dosh).toBe('yes');
  });

  it('is explained in the viewer’s language', async () => {
    const groom = await createProfile(t.app, { gender: 'male', ...VADNAGAR_1950 });
    await saveLanguage(t.app, groom, 'mr');
    const { data } = (await view(groom.profileId, groom)).json();
    expect(data.manglik.explanation).toMatch(/मंगळ/);
  });

  it('goes when the birth time goes, and the declared answer stands alone', async () => {
    const bride = await createProfile(t.app, { mangal_dosh: 'anshik', ...MANGLIK });
    expect((await storedChart(bride.profileId)).chartMangalDosh).toBe('yes');
    expect((await update(bride, { birth_time: null })).statusCode).toBe(200);
    expect(await storedChart(bride.profileId)).toEqual({ kundli: null, chartMangalDosh: null });
    const { data } = (await view(bride.profileId, bride)).json();
    expect(data).toMatchObject({ kundli: null, manglik: null, mangal_dosh: 'anshik' });
  });

  it('is never sent to visitors, who still see the computed Manglik answer', async () => {
    const bride = await createProfile(t.app, { ...MANGLIK });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/view/profiles/${bride.profileId}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).not.toHaveProperty('kundli');
    expect(data).not.toHaveProperty('birth_time');
    expect(data.manglik.verdict).toBe('manglik');
  });

  it('is filled in at start for profiles saved before charts were stored', async () => {
    const bride = await createProfile(t.app, { ...MANGLIK });
    await db()
      .update(profiles)
      .set({ kundli: null, chartMangalDosh: null })
      .where(eq(profiles.id, bride.profileId));
    expect(await t.app.ctx.astro.backfill()).toBeGreaterThanOrEqual(1);
    expect((await storedChart(bride.profileId)).chartMangalDosh).toBe('yes');
    expect(await t.app.ctx.astro.backfill()).toBe(0);
  });
});

describe('Manglik between two members', () => {
  it('says whether the two statuses match, from the charts or from what was declared', async () => {
    const groom = await createProfile(t.app, { gender: 'male', ...MANGLIK });
    const charted = await createProfile(t.app, { mangal_dosh: 'yes', ...NOT_MANGLIK });
    const declared = await createProfile(t.app, { mangal_dosh: 'yes' });
    const unknown = await createProfile(t.app, { mangal_dosh: 'unknown' });

    const one = (await view(charted.profileId, groom)).json().data;
    expect(one.manglik_match).toMatchObject({ pairing: 'one', from_charts: true });
    expect(one.manglik_match.text).toBeTypeOf('string');
    const both = (await view(declared.profileId, groom)).json().data;
    expect(both.manglik_match).toMatchObject({ pairing: 'both', from_charts: false });
    expect((await view(unknown.profileId, groom)).json().data.manglik_match).toBeNull();
    // The owner and a same-gender pair get none.
    expect((await view(groom.profileId, groom)).json().data.manglik_match ?? null).toBeNull();
    const otherGroom = await createProfile(t.app, { gender: 'male', ...NOT_MANGLIK });
    expect((await view(otherGroom.profileId, groom)).json().data.manglik_match).toBeNull();
  });

  it("reads the chart's verdict in partner preferences, before the declared one", async () => {
    const groom = await createProfile(t.app, { gender: 'male', ...NOT_MANGLIK });
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/preferences',
      headers: groom.auth,
      payload: { mangal_dosh: ['no'] },
    });
    expect(prefs.statusCode).toBe(200);
    // She declares no dosha, but her chart says Manglik; and the other way round.
    const saysNo = await createProfile(t.app, { mangal_dosh: 'no', ...MANGLIK });
    const saysYes = await createProfile(t.app, { mangal_dosh: 'yes', ...NOT_MANGLIK });
    const metOf = async (profileId: string) =>
      (await view(profileId, groom))
        .json()
        .fit.mine.items.find((item: { field: string }) => item.field === 'mangal_dosh').met;
    expect(await metOf(saysNo.profileId)).toBe(false);
    expect(await metOf(saysYes.profileId)).toBe(true);
  });
});

describe('the AI helper on Manglik', () => {
  it('answers "is she Manglik?" from her birth chart, and whether the two match', async () => {
    const groom = await createProfile(t.app, { gender: 'male', name: 'Rohan', ...NOT_MANGLIK });
    await memberKit(() => t).setPlan(groom, 'Belief');
    const bride = await createProfile(t.app, { name: 'Sunita', mangal_dosh: 'no', ...MANGLIK });
    const socket = await connect(url, { token: groom.token });
    sockets.push(socket);
    const answer = await ask(socket, groom.user.id, bride.profileId, 'Is she manglik?');
    expect(answer.text).toMatch(/birth chart/);
    expect(answer.text).toMatch(/Mars/);
    expect(answer.text).toContain(
      (await view(bride.profileId, groom)).json().data.manglik_match.text.replace(/[.।]$/, ''),
    );
  });
});

describe('the chart style', () => {
  const putUser = (who: { auth: Record<string, string> }, user: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/user', headers: who.auth, payload: { user } });

  it('is north by default, and the member may choose south', async () => {
    const member = await createProfile(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth });
    expect(before.json().data.chart_style).toBe('north');
    const res = await putUser(member, { chart_style: 'south' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.chart_style).toBe('south');
    expect(res.json().data.token).toBeUndefined();
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth });
    expect(after.json().data.chart_style).toBe('south');
  });

  it('refuses a style it does not draw, changing nothing', async () => {
    const member = await createProfile(t.app);
    const res = await putUser(member, { chart_style: 'east' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth });
    expect(after.json().data.chart_style).toBe('north');
  });
});
