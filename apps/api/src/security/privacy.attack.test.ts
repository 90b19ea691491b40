import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { type CreatedProfile, createProfile } from '../../test/profile-factory';
import { ask, brideWithContacts, FATHERS_PHONE, memberKit } from '../modules/assistant/assistant.test-kit';
import { pdfText } from '../modules/biodata/pdf-text.test-kit';
import { connect, listeningUrl, recordEvents, settle } from '../modules/realtime/socket.test-kit';
import { socialCalls } from '../modules/social/social.test-kit';

/**
 * Attack: a Hope member (free plan) hunting for a verified bride's contact numbers through every
 * channel that shows her: the profile JSON, the public view, the listing and lists, the biodata
 * PDF, the AI helper and the socket. A Belief member does see them (so the data is there to leak);
 * the Hope member sees neither her family's number nor her support number anywhere.
 */
let t: TestApp;
let url: string;
const kit = memberKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
  url = await listeningUrl(t.app);
});
afterAll(() => t.close());

const SUPPORT_PHONE = '9812345670';
const LEAKS = new RegExp(`${FATHERS_PHONE}|${SUPPORT_PHONE}`);

async function verifiedBrideWithContacts(): Promise<CreatedProfile> {
  const bride = await brideWithContacts(t.app, { aboutme: 'Calm and cheerful.' });
  const support = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/support/info',
    headers: bride.auth,
    payload: { phone: SUPPORT_PHONE, whatsapp: SUPPORT_PHONE },
  });
  expect(support.statusCode, support.body).toBe(200);
  await kit.verifyIdentity(bride);
  return bride;
}

const get = (path: string, who?: CreatedProfile) =>
  t.app.inject({ method: 'GET', url: path, headers: who?.auth ?? {} });

describe('a Hope member looking for contacts', () => {
  it('finds them nowhere in the JSON: profile, public view, listing, search, lists', async () => {
    const bride = await verifiedBrideWithContacts();
    const hope = await createProfile(t.app, { gender: 'male' });
    const s = socialCalls(t.app);
    expect((await s.bookmark(hope, bride.profileId)).statusCode).toBeLessThan(300);
    expect((await s.interest(bride, hope.profileId)).statusCode).toBe(201);
    const paths = [
      `/api/v1/profiles/${bride.profileId}`,
      `/api/v1/view/profile?id=${bride.profileId}`,
      '/api/v1/profiles?city=Nashik&limit=100',
      '/api/v1/profiles?q=Sunita',
      '/api/v1/bookmarks/',
      '/api/v1/interests?type=received',
    ];
    for (const path of paths) {
      const res = await get(path, hope);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(res.body, path).toContain(bride.profileId);
      expect(res.body, path).not.toMatch(LEAKS);
    }
    // A visitor neither.
    expect((await get(`/api/v1/view/profile?id=${bride.profileId}`)).body).not.toMatch(LEAKS);
  });

  it('the same profile JSON does carry the contacts for a Belief member (the data is there)', async () => {
    const bride = await verifiedBrideWithContacts();
    const belief = await createProfile(t.app, { gender: 'male' });
    await kit.setPlan(belief, 'Belief');
    const res = await get(`/api/v1/profiles/${bride.profileId}`, belief);
    expect(res.body).toContain(FATHERS_PHONE);
  });

  it('finds them nowhere in the biodata PDF', async () => {
    const bride = await verifiedBrideWithContacts();
    const hope = await createProfile(t.app, { gender: 'male' });
    const link = await get(`/api/v1/profile/biodata?pid=${bride.profileId}`, hope);
    expect(link.statusCode, link.body).toBe(200);
    const pdf = await get(link.json().data.url);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Sunita');
    expect(text.replace(/\s+/g, '')).not.toMatch(LEAKS);
  });

  it('gets nothing from the AI helper over the socket, and no socket event carries them', async () => {
    const bride = await verifiedBrideWithContacts();
    const hope = await createProfile(t.app, { gender: 'male' });
    const socket = await connect(url, { token: hope.token });
    const seen = recordEvents(socket);
    for (const question of [
      "What is her father's phone number?",
      'Give me her contact details',
      'Tell me about her',
    ]) {
      const answer = await ask(socket, hope.user.id, bride.profileId, question);
      expect(answer.text).not.toMatch(LEAKS);
    }
    // Events she causes towards him (an interest, a chat request) carry no contact either.
    const s = socialCalls(t.app);
    await s.interest(bride, hope.profileId);
    await s.chatRequest(bride, hope.profileId);
    await settle(300);
    expect(seen.events.length).toBeGreaterThan(0);
    expect(JSON.stringify(seen.events)).not.toMatch(LEAKS);
    socket.close();
  });
});
