import type { PhotoVisibility } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { type CreatedProfile, createProfile } from '../../test/profile-factory';
import { profiles, users } from '../db/schema';
import { memberKit } from '../modules/assistant/assistant.test-kit';
import { socialCalls } from '../modules/social/social.test-kit';

/**
 * Attack (decision 18): a member's clear photo is reachable exactly by whom her choice allows. For
 * each photo setting, each kind of viewer and every answer that carries her photo, every URL of
 * hers found in the answer is fetched with no session at all (as an `<img>` would): a clear file
 * only where allowed, else only the blurred copy. Guessed, tampered and revoked URLs 404 (expiry:
 * media-signing.test.ts).
 */
let t: TestApp;
const kit = memberKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Viewer = 'visitor' | 'member' | 'accepted' | 'staff' | 'owner';
const VIEWERS: Viewer[] = ['visitor', 'member', 'accepted', 'staff', 'owner'];

const CLEAR_FOR: Record<PhotoVisibility, Viewer[]> = {
  everyone: ['visitor', 'member', 'accepted', 'staff', 'owner'],
  members: ['member', 'accepted', 'staff', 'owner'],
  accepted: ['accepted', 'staff', 'owner'],
};

interface Scene {
  bride: CreatedProfile;
  city: string;
  member: CreatedProfile;
  accepted: CreatedProfile;
  staff: CreatedProfile;
}

const get = (url: string, who?: { auth: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
/** A media URL that does not open: as if there were no such file. */
const expectNoSuchFile = (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode).toBe(404);
  expect(res.json().error.code).toBe('FILE_NOT_FOUND');
};

async function setPhotos(bride: CreatedProfile, photos: PhotoVisibility) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/privacy',
    headers: bride.auth,
    payload: { photos, contacts: 'plan', paused_until: null },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A bride, a member who only bookmarked and sent an interest, one she accepted, and staff. */
async function scene(photos: PhotoVisibility): Promise<Scene> {
  const city = `Satara${crypto.randomUUID().slice(0, 8)}`;
  const s = socialCalls(t.app);
  const bride = await createProfile(t.app, { gender: 'female', current_city: city });
  await kit.verifyIdentity(bride);
  const member = await createProfile(t.app, { gender: 'male', current_city: city });
  const accepted = await createProfile(t.app, { gender: 'male', current_city: city });
  const staff = await createProfile(t.app, { gender: 'male' });
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, staff.user.id));
  for (const groom of [member, accepted]) {
    await kit.setPlan(groom, 'Trust');
    expect((await s.bookmark(groom, bride.profileId)).statusCode).toBeLessThan(300);
    expect((await s.interest(groom, bride.profileId)).statusCode).toBe(201);
    // She opens his profile: she is among his visitors.
    expect((await get(`/api/v1/profiles/${groom.profileId}`, bride)).statusCode).toBe(200);
  }
  const received = await s.interests(bride, 'received');
  const fromAccepted = received.json().data.find((i: { from: string }) => i.from === accepted.profileId);
  expect((await s.answerInterest(bride, fromAccepted.id, 'accepted')).statusCode).toBe(200);
  const message = await t.app.inject({
    method: 'POST',
    url: '/api/v1/message',
    headers: accepted.auth,
    payload: { to: bride.profileId, message: 'Namaste' },
  });
  expect(message.statusCode, message.body).toBe(201);
  await setPhotos(bride, photos);
  return { bride, city, member, accepted, staff };
}

/** Every answer that carries the bride's photo for this kind of viewer. */
function routesFor(viewer: Viewer, { bride, city }: Scene): string[] {
  const pid = bride.profileId;
  switch (viewer) {
    case 'visitor':
      return [
        `/api/v1/view/profile?id=${pid}`,
        `/api/v1/profiles?city=${city}`,
        `/api/v1/default/pic?pid=${pid}`,
      ];
    case 'member':
    case 'accepted':
      return [
        `/api/v1/profiles/${pid}`,
        `/api/v1/profiles?city=${city}`,
        '/api/v1/matches?limit=100',
        '/api/v1/bookmarks/',
        '/api/v1/visitors',
        `/api/v1/default/pic?pid=${pid}`,
        // His interest: pending for the member, a match for the one she accepted.
        ...(viewer === 'accepted'
          ? ['/api/v1/chat/threads', '/api/v1/interests?type=matched']
          : ['/api/v1/interests?type=sent']),
      ];
    case 'staff':
      return [`/api/v1/profiles/${pid}`, `/api/v1/profiles?city=${city}`];
    case 'owner':
      return ['/api/v1/myprofile', '/api/v1/pics', '/api/v1/user'];
  }
}

/** The bride's media URLs in an answer. */
function herUrls(body: string, pid: string): string[] {
  return [...body.matchAll(new RegExp(`/media/p/${pid}/[^"\\\\]+`, 'g'))].map((m) => m[0]);
}

const whoIs = (viewer: Viewer, s: Scene) =>
  viewer === 'visitor' ? undefined : viewer === 'owner' ? s.bride : s[viewer];

describe.each(['everyone', 'members', 'accepted'] as const)('photos shown to %s', (setting) => {
  let s: Scene;
  beforeAll(async () => {
    s = await scene(setting);
  });

  it.each(VIEWERS)('%s: every answer carries her photo, clear exactly when allowed', async (viewer) => {
    const clear = CLEAR_FOR[setting].includes(viewer);
    for (const route of routesFor(viewer, s)) {
      const res = await get(route, whoIs(viewer, s));
      expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
      const urls = herUrls(res.body, s.bride.profileId);
      expect(urls.length, `${viewer} ${route} carries her photo`).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url.endsWith('-blur.jpg'), `${viewer} ${route}: ${url}`).toBe(!clear);
        // With no session at all, as an <img> fetches it.
        const file = await get(url);
        expect(file.statusCode, `${viewer} ${route}: ${url}`).toBe(200);
        expect(file.headers['content-type']).toBe('image/jpeg');
        expect(file.headers['cache-control']).toMatch(clear ? /^private, max-age=\d+$/ : /^public/);
      }
    }
  });
});

describe('URLs that must not open a clear photo', () => {
  let s: Scene;
  let clearUrl: string;
  beforeAll(async () => {
    s = await scene('members');
    const view = await get(`/api/v1/profiles/${s.bride.profileId}`, s.member);
    clearUrl = view.json().data.pics[0].url;
    expect((await get(clearUrl)).statusCode).toBe(200);
  });

  it('answers 404 to a guessed URL (the plain path of a size) and to one with a tampered signature', async () => {
    const path = clearUrl.split('?')[0]!;
    expect(path).toMatch(/-medium\.jpg$/);
    expectNoSuchFile(await get(path));
    expectNoSuchFile(await get(path.replace('-medium.jpg', '-large.jpg')));
    const tampered = clearUrl.replace(/s=([A-Za-z0-9_-])/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    expectNoSuchFile(await get(tampered));
    // Another size with this URL's signature, or the grant changed to a visitor's.
    expectNoSuchFile(await get(clearUrl.replace('-medium.jpg', '-large.jpg')));
    expectNoSuchFile(await get(clearUrl.replace(/v=[^&]+/, 'v=v')));
  });

  it('stops a copied URL the moment she keeps photos for accepted members, or blocks him', async () => {
    const view = await get(`/api/v1/profiles/${s.bride.profileId}`, s.accepted);
    const acceptedUrl: string = view.json().data.pics[0].url;
    await setPhotos(s.bride, 'accepted');
    expectNoSuchFile(await get(clearUrl));
    expect((await get(acceptedUrl)).statusCode).toBe(200);
    const blocked = await socialCalls(t.app).block(s.bride, s.accepted.profileId);
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    expectNoSuchFile(await get(acceptedUrl));
  });

  it("closes a suspended member's clear photos to everyone but staff", async () => {
    const other = await scene('everyone');
    const visitorUrl: string = (await get(`/api/v1/view/profile?id=${other.bride.profileId}`)).json().data
      .pics[0].url;
    expect((await get(visitorUrl)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, other.bride.user.id));
    expectNoSuchFile(await get(visitorUrl));
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, other.bride.user.id));
  });
});

describe('pausing and contacts', () => {
  it('a paused profile leaves listings and matches, and is back when the pause is turned off', async () => {
    const s = await scene('members');
    const listed = async () =>
      herUrls((await get(`/api/v1/profiles?city=${s.city}`, s.member)).body, s.bride.profileId).length > 0;
    expect(await listed()).toBe(true);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const paused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/privacy',
      headers: s.bride.auth,
      payload: { photos: 'members', contacts: 'plan', paused_until: until },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data).toEqual({ photos: 'members', contacts: 'plan', paused_until: until });
    expect(await listed()).toBe(false);
    const matches = await get('/api/v1/matches?limit=100', s.member);
    expect(herUrls(matches.body, s.bride.profileId)).toEqual([]);
    // Chats with accepted members go on.
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/v1/message',
      headers: s.accepted.auth,
      payload: { to: s.bride.profileId, message: 'Still there?' },
    });
    expect(message.statusCode, message.body).toBe(201);
    const resumed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/privacy',
      headers: s.bride.auth,
      payload: { photos: 'members', contacts: 'plan', paused_until: null },
    });
    expect(resumed.json().data.paused_until).toBeNull();
    expect(await listed()).toBe(true);
  });

  it('refuses a pause in the past, one over a year, and unknown choices, changing nothing', async () => {
    const bride = await createProfile(t.app, { gender: 'female' });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/privacy', headers: bride.auth, payload });
    const base = { photos: 'accepted', contacts: 'accepted' };
    for (const payload of [
      { ...base, paused_until: new Date(Date.now() - 60_000).toISOString() },
      { ...base, paused_until: new Date(Date.now() + 400 * 86_400_000).toISOString() },
      { ...base, paused_until: 'next week' },
      { ...base, photos: 'friends', paused_until: null },
      { photos: 'members' },
    ]) {
      const res = await put(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toBeTruthy();
    }
    const now = await get('/api/v1/privacy', bride);
    expect(now.json().data).toEqual({ photos: 'members', contacts: 'plan', paused_until: null });
    const visitor = await get('/api/v1/privacy');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('keeps contacts from a paying member until she accepts, and says why', async () => {
    const s = await scene('members');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/contacts',
      headers: s.bride.auth,
      payload: { contacts: [{ name: 'Ramesh Patil', relation: 'Father', phone: '9876501299' }] },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/privacy',
      headers: s.bride.auth,
      payload: { photos: 'members', contacts: 'accepted', paused_until: null },
    });
    const stranger = await get(`/api/v1/profiles/${s.bride.profileId}`, s.member);
    expect(stranger.json().data.contact_hidden_reason).toBe('not_accepted');
    expect(stranger.body).not.toContain('9876501299');
    const accepted = await get(`/api/v1/profiles/${s.bride.profileId}`, s.accepted);
    expect(accepted.json().data.contact).toEqual([expect.objectContaining({ phone: '9876501299' })]);
    await t.database.db
      .update(profiles)
      .set({ contactVisibility: 'plan' })
      .where(eq(profiles.id, s.bride.profileId));
  });
});
