import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { blocks, bookmarks, photos, profiles, users } from '../../db/schema';
import { acceptChat } from '../chat/chat.test-kit';
import { signedUrl } from '../privacy/media-lens.test-kit';
import { pauseProfile } from '../privacy/privacy.test-kit';
import { socialCalls } from '../social/social.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const view = (id: string, who: { auth: Record<string, string> }) => get(`/api/v1/profiles/${id}`, who.auth);
const base64 = (id: string) => Buffer.from(id).toString('base64');

async function setPlan(member: { user: { id: string } }, plan: string) {
  await db().update(users).set({ plan }).where(eq(users.id, member.user.id));
}
async function verify(
  profileId: string,
  flags: Partial<typeof profiles.$inferInsert> = { identityVerified: true },
) {
  await db().update(profiles).set(flags).where(eq(profiles.id, profileId));
}
async function addContacts(m: CreatedProfile) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/contacts',
    headers: m.auth,
    payload: {
      contacts: [
        { name: 'Suresh Kulkarni', relation: 'Father', phone: '9812345678', current_city: 'Pune' },
        { name: 'Anita Kulkarni', relation: 'Mother', phone: '9823456789' },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/v1/profiles/{id}', () => {
  it('answers the profile with the spec extras beside data', async () => {
    const viewer = await createProfile(t.app, { gender: 'male' });
    const bride = await createProfile(t.app);
    const res = await view(bride.profileId, viewer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      data: {
        id: bride.profileId,
        name: 'Asha',
        lastName: 'Kulkarni',
        age: 28,
        contact_hidden_reason: 'plan',
      },
      completion: {
        video_intro: false,
        personal_verification_added: false,
        job_verification_added: false,
        salary_verification_added: false,
        property_verification_added: false,
      },
      is_bookmarked: false,
      is_chat_requested: false,
      i_am_interested: false,
      profile_interested: false,
      can_chat: false,
    });
    expect('profile_score' in body.data).toBe(false);
    expect('support_phone' in body.data).toBe(false);

    await db().insert(bookmarks).values({ fromProfileId: viewer.profileId, toProfileId: bride.profileId });
    expect((await view(bride.profileId, viewer)).json().is_bookmarked).toBe(true);
    expect((await get(`/api/v1/profiles/${bride.profileId}/`, viewer.auth)).statusCode).toBe(200);
    expect((await get(`/api/v1/profiles/${bride.profileId}`)).statusCode).toBe(401);
  });

  it('shows the own profile in the owner view', async () => {
    const m = await createProfile(t.app);
    await addContacts(m);
    const res = await view(m.profileId, m);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ lastName: 'Kulkarni', profile_score: expect.any(Number) });
    expect(res.json().data.contact).toHaveLength(2);
  });

  it('answers 404 for malformed, unknown, hidden, suspended and blocked profiles (the blocker excepted)', async () => {
    const viewer = await createProfile(t.app, { gender: 'male' });
    for (const id of ['not-a-uuid', '42', '00000000-0000-4000-8000-000000000000', '%27%20OR%201%3D1']) {
      const res = await view(id, viewer);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toEqual({ code: 'PROFILE_NOT_FOUND', message: 'Profile not found.' });
    }
    const hidden = await createProfile(t.app);
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden.profileId));
    const hiddenView = await view(hidden.profileId, viewer);
    expect(hiddenView.statusCode).toBe(404);
    expect(hiddenView.json().error.code).toBe('PROFILE_NOT_FOUND');

    const suspended = await createProfile(t.app);
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));
    expect((await view(suspended.profileId, viewer)).statusCode).toBe(404);

    const blockedByMe = await createProfile(t.app);
    const blockedMe = await createProfile(t.app);
    await db()
      .insert(blocks)
      .values([
        { blockerProfileId: viewer.profileId, blockedProfileId: blockedByMe.profileId },
        { blockerProfileId: blockedMe.profileId, blockedProfileId: viewer.profileId },
      ]);
    // The blocker may still open the profile they blocked (to unblock it); the blocked side may not.
    const mine = await view(blockedByMe.profileId, viewer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().is_blocked).toBe(true);
    expect((await view(viewer.profileId, blockedByMe)).statusCode).toBe(404);
    const acrossBlock = await view(blockedMe.profileId, viewer);
    expect(acrossBlock.statusCode).toBe(404);
    expect(acrossBlock.json().error.code).toBe('PROFILE_NOT_FOUND');
    expect((await view(viewer.profileId, blockedMe)).json().is_blocked).toBe(true);
    const bystander = await createProfile(t.app);
    expect((await view(viewer.profileId, bystander)).statusCode).toBe(200);

    // Staff may open any profile, hidden ones included.
    const staff = await signUpMember(t.app);
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, staff.user.id));
    const staffView = await view(hidden.profileId, staff);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().data.contact).toEqual([]);
  });

  it('gives pics primary first with every size, and the intro video url', async () => {
    const viewer = await createProfile(t.app, { gender: 'male' });
    const m = await createProfile(t.app, { photo: false });
    const key = (photo: string, size: string) => `public/p/${m.profileId}/photos/${photo}-${size}.jpg`;
    const variants = (photo: string) => ({
      thumb: key(photo, 'thumb'),
      medium: key(photo, 'medium'),
      large: key(photo, 'large'),
    });
    const [first, second] = await db()
      .insert(photos)
      .values([
        { profileId: m.profileId, variants: variants('a'), width: 600, height: 750, position: 0 },
        { profileId: m.profileId, variants: variants('b'), width: 600, height: 750, position: 1 },
      ])
      .returning({ id: photos.id });
    await db()
      .update(profiles)
      .set({ primaryPhotoId: second!.id, videoKey: `public/p/${m.profileId}/video/intro.mp4` })
      .where(eq(profiles.id, m.profileId));
    const body = (await view(m.profileId, viewer)).json();
    expect(body.data.pics).toEqual([
      {
        id: second!.id,
        url: expect.stringMatching(
          signedUrl(`/media/p/${m.profileId}/photos/b-medium.jpg`, viewer.profileId),
        ),
        thumb: expect.stringMatching(
          signedUrl(`/media/p/${m.profileId}/photos/b-thumb.jpg`, viewer.profileId),
        ),
        large: expect.stringMatching(
          signedUrl(`/media/p/${m.profileId}/photos/b-large.jpg`, viewer.profileId),
        ),
        is_primary: true,
        blurred: false,
      },
      expect.objectContaining({ id: first!.id, is_primary: false }),
    ]);
    expect(body.data.primary_profile_pic).toBe(body.data.pics[0].url);
    expect(body.data.video_intro).toMatch(
      signedUrl(`/media/p/${m.profileId}/video/intro.mp4`, viewer.profileId),
    );
    expect(body.completion.video_intro).toBe(true);
  });
});

describe('a paused profile (decision 29)', () => {
  const pause = (who: CreatedProfile, until: string | null) => pauseProfile(t.app, who, until);
  const unknown = '00000000-0000-4000-8000-000000000000';

  it('is answered as unknown to strangers and visitors, and opens for those it accepted, staff and the owner', async () => {
    const bride = await createProfile(t.app, { gender: 'female' });
    const [stranger, chatting, matched] = [
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
    ];
    await acceptChat(t.app, chatting!, bride);
    const s = socialCalls(t.app);
    const interest = await s.interest(matched!, bride.profileId);
    expect(interest.statusCode, interest.body).toBe(201);
    expect((await s.interest(bride, matched!.profileId)).statusCode).toBeLessThan(300);
    const noProfile = await signUpMember(t.app);
    const staff = await signUpMember(t.app);
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, staff.user.id));

    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect((await pause(bride, until)).statusCode).toBe(200);

    const asUnknown = (await view(unknown, stranger!)).json();
    expect(asUnknown.error.code).toBe('PROFILE_NOT_FOUND');
    for (const who of [stranger!, noProfile]) {
      const res = await view(bride.profileId, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(asUnknown);
    }
    for (const url of [
      `/api/v1/view/profiles/${bride.profileId}`,
      `/api/v1/view/profiles/${base64(bride.profileId)}`,
      `/api/v1/view/profile?id=${bride.profileId}`,
    ]) {
      for (const headers of [{}, stranger!.auth, chatting!.auth]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(asUnknown);
      }
    }
    // Those she accepted (a chat request, a match), staff and she herself still open it.
    for (const who of [chatting!, matched!, staff, bride]) {
      const res = await view(bride.profileId, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.id).toBe(bride.profileId);
    }
    expect((await get('/api/v1/myprofile', bride.auth)).statusCode).toBe(200);

    // The pause turned off: strangers and visitors see her again.
    expect((await pause(bride, null)).statusCode).toBe(200);
    expect((await view(bride.profileId, stranger!)).statusCode).toBe(200);
    expect((await get(`/api/v1/view/profiles/${bride.profileId}`)).statusCode).toBe(200);
  });

  it('ends by itself when its time has passed', async () => {
    const bride = await createProfile(t.app, { gender: 'female' });
    const stranger = await createProfile(t.app, { gender: 'male' });
    await db()
      .update(profiles)
      .set({ pausedUntil: new Date(Date.now() + 60_000) })
      .where(eq(profiles.id, bride.profileId));
    expect((await view(bride.profileId, stranger)).statusCode).toBe(404);
    await db()
      .update(profiles)
      .set({ pausedUntil: new Date(Date.now() - 1000) })
      .where(eq(profiles.id, bride.profileId));
    expect((await view(bride.profileId, stranger)).statusCode).toBe(200);
  });
});

describe('contact visibility and badges by plan', () => {
  let verified: CreatedProfile;
  let unverified: CreatedProfile;
  beforeAll(async () => {
    verified = await createProfile(t.app);
    unverified = await createProfile(t.app);
    await addContacts(verified);
    await addContacts(unverified);
    await verify(verified.profileId, { identityVerified: true, jobVerified: true, incomeVerified: true });
  });

  it('hides contacts from a Hope viewer entirely, even on a verified profile', async () => {
    const hope = await createProfile(t.app, { gender: 'male' });
    for (const target of [verified, unverified]) {
      const res = await view(target.profileId, hope);
      expect(res.statusCode).toBe(200);
      expect('contact' in res.json().data).toBe(false);
      expect(res.body).not.toContain('"contact":');
      expect(res.body).not.toContain('9812345678');
      expect(res.json().data.contact_hidden_reason).toBe('plan');
    }
    expect((await view(verified.profileId, hope)).json().data.badges).toEqual({
      identity: false,
      job: false,
      income: false,
      property: false,
    });
  });

  it('shows a Belief viewer the contacts of a verified profile only, and the identity badge', async () => {
    const belief = await createProfile(t.app, { gender: 'male' });
    await setPlan(belief, 'Belief');
    const open = (await view(verified.profileId, belief)).json().data;
    expect(open.contact).toEqual([
      {
        name: 'Suresh Kulkarni',
        relation: 'Father',
        phone: '9812345678',
        occupation: null,
        current_city: 'Pune',
        address: null,
      },
      expect.objectContaining({ name: 'Anita Kulkarni', relation: 'Mother' }),
    ]);
    expect('contact_hidden_reason' in open).toBe(false);
    expect(open.badges).toEqual({ identity: true, job: false, income: false, property: false });

    const closed = await view(unverified.profileId, belief);
    expect('contact' in closed.json().data).toBe(false);
    expect(closed.body).not.toContain('9823456789');
    expect(closed.json().data.contact_hidden_reason).toBe('unverified');
  });

  it('shows a Trust viewer the job and income badges too; an expired plan counts as Hope', async () => {
    const trust = await createProfile(t.app, { gender: 'male' });
    await setPlan(trust, 'Trust');
    expect((await view(verified.profileId, trust)).json().data.badges).toEqual({
      identity: true,
      job: true,
      income: true,
      property: false,
    });
    await db()
      .update(users)
      .set({ planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, trust.user.id));
    const expired = (await view(verified.profileId, trust)).json().data;
    expect(expired.contact_hidden_reason).toBe('plan');
    expect(expired.badges.identity).toBe(false);
  });
});

describe('public view (no token)', () => {
  it('gives a limited profile by plain id, base64 id and ?id=', async () => {
    const m = await createProfile(t.app, {
      birthname: 'Pooja',
      birth_time: '06:30',
      birth_place: 'Satara',
      annual_income: '10_to_15_lakh',
      aboutme: 'Architect who loves Sahyadri treks.',
    });
    await addContacts(m);
    await verify(m.profileId);
    const urls = [
      `/api/v1/view/profiles/${m.profileId}`,
      `/api/v1/view/profiles/${base64(m.profileId)}`,
      `/api/v1/view/profiles/${encodeURIComponent(base64(m.profileId))}/`,
      `/api/v1/view/profiles/${Buffer.from(m.profileId).toString('base64url')}`,
      `/api/v1/view/profile?id=${m.profileId}`,
      `/api/v1/view/profile/?id=${encodeURIComponent(base64(m.profileId))}`,
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        id: m.profileId,
        name: 'Asha',
        age: 28,
        current_city: 'Pune',
        occupation: 'Software Engineer',
        education: 'bachelors',
        aboutme: 'Architect who loves Sahyadri treks.',
        contact_hidden_reason: 'visitor',
        pics: [expect.objectContaining({ is_primary: true })],
      });
      for (const hidden of [
        'lastName',
        'contact',
        'birthdate',
        'birth_time',
        'birth_lat',
        'birth_tz',
        'annual_income',
      ]) {
        expect(hidden in data, `${url} ${hidden}`).toBe(false);
      }
      expect(res.body).not.toContain('Kulkarni');
      expect(res.body).not.toContain('9812345678');
    }
  });

  it('answers 404 for hidden, unknown and undecodable ids, and across a block when signed in', async () => {
    const m = await createProfile(t.app);
    for (const x of ['bm90LWEtdXVpZA==', 'not base64!', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/v1/view/profiles/${encodeURIComponent(x)}`);
      expect(res.statusCode, x).toBe(404);
      expect(res.json().error.code, x).toBe('PROFILE_NOT_FOUND');
    }
    const byQuery = await get('/api/v1/view/profile?id=nope');
    expect(byQuery.statusCode).toBe(404);
    expect(byQuery.json().error.code).toBe('PROFILE_NOT_FOUND');

    const blocker = await createProfile(t.app, { gender: 'male' });
    await db().insert(blocks).values({ blockerProfileId: m.profileId, blockedProfileId: blocker.profileId });
    expect((await get(`/api/v1/view/profiles/${m.profileId}`, blocker.auth)).statusCode).toBe(404);
    // A member with a token still gets the limited (visitor) view.
    const member = await createProfile(t.app, { gender: 'male' });
    const asMember = (await get(`/api/v1/view/profiles/${m.profileId}`, member.auth)).json().data;
    expect('lastName' in asMember).toBe(false);

    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, m.profileId));
    expect((await get(`/api/v1/view/profiles/${base64(m.profileId)}`)).statusCode).toBe(404);
  });
});

describe('similar profiles (GET /api/v1/gender/?gender=&pid=)', () => {
  // Its own app, so that no other profile of this file competes for the six places.
  let s: TestApp;
  beforeAll(async () => {
    s = await buildTestApp();
  });
  afterAll(() => s.close());

  it('suggests up to six of that gender, same city first then closest age, never the excluded ones', async () => {
    const viewer = await createProfile(s.app, { gender: 'male', current_city: 'Satara' });
    const reference = await createProfile(s.app, { current_city: 'Kolhapur', age: 27 });
    const sameCityNear = await createProfile(s.app, { current_city: 'kolhapur', age: 26 });
    const sameCityFar = await createProfile(s.app, { current_city: 'Kolhapur', age: 33 });
    const otherCityNear = await createProfile(s.app, { current_city: 'Pune', age: 27 });
    const otherCityFar = await createProfile(s.app, { current_city: 'Pune', age: 35 });
    const hidden = await createProfile(s.app, { current_city: 'Kolhapur', age: 27 });
    const blocked = await createProfile(s.app, { current_city: 'Kolhapur', age: 27 });
    await createProfile(s.app, { gender: 'male', current_city: 'Kolhapur', age: 27 });
    for (let i = 0; i < 3; i++) await createProfile(s.app, { current_city: 'Nagpur', age: 40 });
    await s.database.db.update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden.profileId));
    await s.database.db
      .insert(blocks)
      .values({ blockerProfileId: blocked.profileId, blockedProfileId: viewer.profileId });

    const res = await s.app.inject({
      method: 'GET',
      url: `/api/v1/gender/?gender=female&pid=${reference.profileId}`,
      headers: viewer.auth,
    });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data).toHaveLength(6);
    expect(meta).toEqual({ total: 6, limit: 6, offset: 0 });
    expect(data.slice(0, 4).map((c: { id: string }) => c.id)).toEqual([
      sameCityNear.profileId,
      sameCityFar.profileId,
      otherCityNear.profileId,
      otherCityFar.profileId,
    ]);
    const ids = data.map((c: { id: string }) => c.id);
    for (const excluded of [reference, hidden, blocked, viewer])
      expect(ids).not.toContain(excluded.profileId);
    for (const card of data) expect(card.gender).toBe('female');

    // A groom asking for grooms gets none; bad input is 400/404, and a token is needed.
    const same = await s.app.inject({
      method: 'GET',
      url: `/api/v1/gender?gender=male&pid=${reference.profileId}`,
      headers: viewer.auth,
    });
    expect(same.json().data).toEqual([]);
    const ask = (url: string, headers: Record<string, string> = viewer.auth) =>
      s.app.inject({ method: 'GET', url, headers });
    expect((await ask(`/api/v1/gender/?gender=other&pid=${reference.profileId}`)).statusCode).toBe(400);
    for (const pid of ['nope', hidden.profileId]) {
      const res = await ask(`/api/v1/gender/?gender=female&pid=${pid}`);
      expect(res.statusCode, pid).toBe(404);
      expect(res.json().error.code, pid).toBe('PROFILE_NOT_FOUND');
    }
    expect((await ask(`/api/v1/gender/?gender=female&pid=${reference.profileId}`, {})).statusCode).toBe(401);
  });
});
