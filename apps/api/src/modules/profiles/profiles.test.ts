import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { birthdateForAge, createProfile } from '../../../test/profile-factory';
import { profiles, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const put = (id: string, profile: object, headers: Record<string, string>, extra: object = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/profiles/${id}/`,
    headers,
    payload: { id, profile, ...extra },
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('own profile (PUT /api/v1/profiles/{id}, GET /api/v1/myprofile)', () => {
  it('updates the own profile and reads it back, owner view with score', async () => {
    const member = await signUpMember(t.app);
    const id = member.user.profile_id!;
    const birthdate = birthdateForAge(27);
    const res = await put(
      id,
      {
        name: '  Meera ',
        lastName: 'Joshi',
        gender: 'female',
        managed_by: 'parent',
        birthdate,
        height: 162,
        current_city: 'Nashik',
        maritial_status: 'never_married',
        interest_in_continuing_education: false,
        birth_time: '06:45',
        birth_lat: 19.99,
        rashi: 'Kanya',
      },
      member.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: 'Meera', age: 27, profile_score: expect.any(Number) });

    const mine = await get('/api/v1/myprofile', member.auth);
    expect(mine.statusCode).toBe(200);
    const data = mine.json().data;
    expect(data).toMatchObject({
      id,
      name: 'Meera',
      lastName: 'Joshi',
      gender: 'female',
      managed_by: 'parent',
      birthdate,
      age: 27,
      height: 162,
      current_city: 'Nashik',
      maritial_status: 'never_married',
      interest_in_continuing_education: false,
      birth_time: '06:45',
      birth_lat: 19.99,
      rashi: 'Kanya',
      bloodgroup: null,
      contact: [],
      pics: [],
      primary_profile_pic: null,
      video_intro: null,
      points: null,
      points_message: 'Due to less information by profile Gun Milan score not available.',
    });
    expect(data.profile_score).toBeGreaterThan(0);
    expect((await get('/api/v1/myprofile/', member.auth)).statusCode).toBe(200);
  });

  it('keeps fields not sent, and clears a field with null or blank text', async () => {
    const m = await createProfile(t.app, { aboutme: 'Loves music', occupation: 'Teacher' });
    const res = await put(m.profileId, { aboutme: '   ', occupation: null, degree: 'B.Ed.' }, m.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ aboutme: null, occupation: null, degree: 'B.Ed.', name: 'Asha' });
  });

  it('lets only the owner or staff change a profile', async () => {
    const owner = await createProfile(t.app);
    const other = await signUpMember(t.app);
    const denied = await put(owner.profileId, { name: 'Hacked' }, other.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toEqual({
      code: 'NOT_YOUR_PROFILE',
      message: 'You can only change your own profile.',
    });

    const staff = await signUpMember(t.app);
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, staff.user.id));
    const allowed = await put(owner.profileId, { aboutme: 'Edited by staff' }, staff.auth);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({ name: 'Asha', aboutme: 'Edited by staff' });

    const [row] = await db().select().from(profiles).where(eq(profiles.id, owner.profileId));
    expect(row).toMatchObject({ name: 'Asha', aboutme: 'Edited by staff' });
  });

  it('answers 404 for unknown and malformed ids, 401 without a token', async () => {
    const m = await signUpMember(t.app);
    const unknown = await put('00000000-0000-4000-8000-000000000000', { name: 'X' }, m.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'PROFILE_NOT_FOUND', message: 'Profile not found.' });
    for (const bad of ['not-a-uuid', '123', "1'; DROP TABLE profiles;--", `${m.user.profile_id}x`]) {
      const res = await put(encodeURIComponent(bad), { name: 'X' }, m.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
    }
    const anonymous = await put(m.user.profile_id!, { name: 'X' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 404 to an account without a profile for its own profile, completion, saved profiles and support info', async () => {
    const m = await signUpMember(t.app);
    await db().delete(profiles).where(eq(profiles.userId, m.user.id));
    const calls = [
      get('/api/v1/myprofile', m.auth),
      get('/api/v1/profile_completion', m.auth),
      get('/api/v1/profile/completion', m.auth),
      get('/api/v1/profiles?saved=true', m.auth),
      t.app.inject({ method: 'PUT', url: '/api/v1/support/info', headers: m.auth, payload: { phone: null } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'PROFILE_REQUIRED', message: 'Create your profile first.' });
    }
  });

  it('ignores mass-assigned fields such as identity_verified, is_admin, plan and user_id', async () => {
    const m = await createProfile(t.app);
    const intruder = await signUpMember(t.app);
    const res = await put(
      m.profileId,
      {
        name: 'Renamed',
        identity_verified: true,
        identityVerified: true,
        job_verified: true,
        is_admin: true,
        plan: 'Trust',
        user_id: intruder.user.id,
        userId: intruder.user.id,
        hidden: true,
        id: intruder.user.profile_id,
        video_key: 'public/x.mp4',
      },
      m.auth,
      { is_admin: true, plan: 'Trust', user_id: intruder.user.id },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: m.profileId, name: 'Renamed', video_intro: null });
    expect(res.json().data.badges.identity).toBe(false);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, m.profileId));
    expect(row).toMatchObject({
      userId: m.user.id,
      identityVerified: false,
      jobVerified: false,
      hidden: false,
      videoKey: null,
    });
    const [user] = await db().select().from(users).where(eq(users.id, m.user.id));
    expect(user).toMatchObject({ isAdmin: false, plan: 'Hope' });
    const [other] = await db().select().from(profiles).where(eq(profiles.id, intruder.user.profile_id!));
    expect(other?.name).toBeNull();
  });

  it('refuses an under-age groom (20) or bride (17) and accepts 21 and 18', async () => {
    const groom = await signUpMember(t.app);
    const young = await put(
      groom.user.profile_id!,
      { gender: 'male', birthdate: birthdateForAge(20) },
      groom.auth,
    );
    expect(young.statusCode).toBe(400);
    expect(young.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A groom must be at least 21 years old.',
      details: [{ path: 'body.profile.birthdate', message: 'A groom must be at least 21 years old.' }],
    });
    const ok = await put(
      groom.user.profile_id!,
      { gender: 'male', birthdate: birthdateForAge(21) },
      groom.auth,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.age).toBe(21);

    const bride = await signUpMember(t.app);
    const tooYoung = await put(
      bride.user.profile_id!,
      { gender: 'female', birthdate: birthdateForAge(17) },
      bride.auth,
    );
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().error.details).toEqual([
      { path: 'body.profile.birthdate', message: 'A bride must be at least 18 years old.' },
    ]);
    expect(
      (await put(bride.user.profile_id!, { gender: 'female', birthdate: birthdateForAge(18) }, bride.auth))
        .statusCode,
    ).toBe(200);
  });

  it('checks the age rule on the merged profile, whichever field changes', async () => {
    const m = await createProfile(t.app, { gender: 'female', age: 19 });
    // Only the gender changes, but a 19-year-old groom is under age.
    const res = await put(m.profileId, { gender: 'male' }, m.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A groom must be at least 21 years old.',
    });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, m.profileId));
    expect(row?.gender).toBe('female');
    // A birthdate without gender is checked for sanity only.
    const unknown = await signUpMember(t.app);
    expect(
      (await put(unknown.user.profile_id!, { birthdate: birthdateForAge(16) }, unknown.auth)).statusCode,
    ).toBe(200);
  });

  it('refuses a future or absurd birthdate, bad enum values and out-of-range numbers with 400', async () => {
    const m = await createProfile(t.app);
    const cases: [object, string][] = [
      [{ birthdate: '2999-01-01' }, 'body.profile.birthdate'],
      [{ birthdate: birthdateForAge(101) }, 'body.profile.birthdate'],
      [{ birthdate: '2001-02-30' }, 'body.profile.birthdate'],
      [{ maritial_status: 'single' }, 'body.profile.maritial_status'],
      [{ gender: 'other' }, 'body.profile.gender'],
      [{ rashi: 'Aries' }, 'body.profile.rashi'],
      [{ height: 300 }, 'body.profile.height'],
      [{ height: '160' }, 'body.profile.height'],
      [{ birth_time: '25:00' }, 'body.profile.birth_time'],
      [{ name: 'x'.repeat(61) }, 'body.profile.name'],
    ];
    for (const [profile, path] of cases) {
      const res = await put(m.profileId, profile, m.auth);
      expect(res.statusCode, JSON.stringify(profile)).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/profiles/${m.profileId}`,
      headers: m.auth,
      payload: { name: 'no profile key' },
    });
    expect(missing.statusCode).toBe(400);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, m.profileId));
    expect(row).toMatchObject({ maritialStatus: 'never_married', height: 160, name: 'Asha' });
  });
});

describe('profile completion', () => {
  it('lists the empty personal fields in form order, birthname included while missing, on both paths', async () => {
    const m = await createProfile(t.app, { birthname: null });
    for (const url of [
      '/api/v1/profile_completion',
      '/api/v1/profile/completion',
      '/api/v1/profile/completion/',
    ]) {
      const res = await get(url, m.auth);
      expect(res.statusCode).toBe(200);
      const { remaining_personal, completion, profile_score } = res.json().data;
      expect(remaining_personal).toContain('birthname');
      expect(remaining_personal).not.toContain('name');
      expect(remaining_personal.indexOf('bloodgroup')).toBeLessThan(remaining_personal.indexOf('birthname'));
      expect(remaining_personal.at(-1)).toBe('birthname');
      expect(completion).toEqual({
        video_intro: false,
        personal_verification_added: false,
        job_verification_added: false,
        salary_verification_added: false,
        property_verification_added: false,
      });
      expect(profile_score).toBeTypeOf('number');
    }
    await put(m.profileId, { birthname: 'Pooja' }, m.auth);
    const after = await get('/api/v1/profile_completion', m.auth);
    expect(after.json().data.remaining_personal).not.toContain('birthname');
    expect((await get('/api/v1/profile_completion')).statusCode).toBe(401);
  });

  it('adds 20 to the profile score for contacts, 10 for a video, and reports the video', async () => {
    const m = await createProfile(t.app);
    const before = (await get('/api/v1/profile_completion', m.auth)).json().data.profile_score;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contacts',
      headers: m.auth,
      payload: { contacts: [{ name: 'Suresh Kulkarni', relation: 'Father', phone: '9812345678' }] },
    });
    expect(saved.statusCode).toBe(200);
    const withContacts = (await get('/api/v1/profile_completion', m.auth)).json().data;
    expect(withContacts.profile_score).toBe(before + 20);
    expect((await get('/api/v1/myprofile', m.auth)).json().data.profile_score).toBe(before + 20);

    await db()
      .update(profiles)
      .set({ videoKey: `public/p/${m.profileId}/video/intro.mp4` })
      .where(eq(profiles.id, m.profileId));
    const withVideo = (await get('/api/v1/profile/completion', m.auth)).json().data;
    expect(withVideo.completion.video_intro).toBe(true);
    expect(withVideo.profile_score).toBe(before + 30);
  });
});

describe('support info (PUT /api/v1/support/info)', () => {
  const putSupport = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/support/info', headers, payload });

  it('stores normalised numbers, null clears one, and the owner sees them', async () => {
    const m = await createProfile(t.app);
    const res = await putSupport({ phone: '98765 43210', whatsapp: '+91 98765-43211' }, m.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { phone: '9876543210', whatsapp: '+919876543211' } });
    const cleared = await putSupport({ phone: null }, m.auth);
    expect(cleared.json().data).toEqual({ phone: null, whatsapp: '+919876543211' });
    const mine = (await get('/api/v1/myprofile', m.auth)).json().data;
    expect(mine).toMatchObject({ support_phone: null, support_whatsapp: '+919876543211' });
  });

  it('refuses invalid numbers with 400 and needs a token', async () => {
    const m = await createProfile(t.app);
    const bad = await putSupport({ phone: '12345', whatsapp: null }, m.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('body.phone');
    expect((await putSupport({ phone: 9876543210 }, m.auth)).statusCode).toBe(400);
    expect((await putSupport({ phone: '9876543210' }, {})).statusCode).toBe(401);
  });
});
