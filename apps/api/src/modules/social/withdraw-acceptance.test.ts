import { chatRequestSchema, interestSchema } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { chatRequests, interests } from '../../db/schema';
import { memberKit } from '../assistant/assistant.test-kit';
import { chatCalls } from '../chat/chat.test-kit';
import { savePrivacy } from '../privacy/privacy.test-kit';
import { idsOf, socialCalls, uuid } from './social.test-kit';

/**
 * Decision 28: an acceptance can be withdrawn by either member, and what it granted ends at
 * once (photos and contacts kept for accepted members, new messages, the match); earlier messages
 * stay readable.
 */
let t: TestApp;
let s: ReturnType<typeof socialCalls>;
let c: ReturnType<typeof chatCalls>;
const kit = memberKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
  c = chatCalls(t.app);
});
afterAll(() => t.close());

const get = (url: string, who?: { auth: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const view = (viewer: CreatedProfile, of: CreatedProfile) => get(`/api/v1/profiles/${of.profileId}`, viewer);
const clearPicOf = async (viewer: CreatedProfile, of: CreatedProfile): Promise<string> =>
  (await view(viewer, of)).json().data.pics[0].url;

/**
 * A bride who keeps her photos and contacts for accepted members, and a paying groom whose
 * interest she accepted (a match); he wrote to her once.
 */
async function matchedCouple() {
  const bride = await createProfile(t.app, { gender: 'female' });
  const groom = await createProfile(t.app, { gender: 'male' });
  await kit.verifyIdentity(bride);
  await kit.setPlan(groom, 'Trust');
  const contacts = await t.app.inject({
    method: 'POST',
    url: '/api/v1/contacts',
    headers: bride.auth,
    payload: { contacts: [{ name: 'Ramesh Patil', relation: 'Father', phone: '9876501299' }] },
  });
  expect(contacts.statusCode, contacts.body).toBeLessThan(300);
  await savePrivacy(t.app, bride, { photos: 'accepted', contacts: 'accepted' });
  const sent = await s.interest(groom, bride.profileId);
  expect(sent.statusCode, sent.body).toBe(201);
  const interest = sent.json().data as { id: string };
  expect((await s.answerInterest(bride, interest.id, 'accepted')).statusCode).toBe(200);
  expect((await c.send(groom, bride.profileId, 'Namaste')).statusCode).toBe(201);
  return { bride, groom, interest };
}

describe('POST /api/v1/interests/{id}/withdraw', () => {
  it('ends the match and what it granted at once; earlier messages stay readable', async () => {
    const { bride, groom, interest } = await matchedCouple();
    // Before: a clear photo that opens, her contacts, and the match on both sides.
    const clearUrl = await clearPicOf(groom, bride);
    expect((await get(clearUrl)).statusCode).toBe(200);
    expect((await view(groom, bride)).json().data.contact).toEqual([
      expect.objectContaining({ phone: '9876501299' }),
    ]);
    expect(idsOf((await s.interests(groom, 'matched')).json())).toEqual([interest.id]);

    const res = await s.withdrawInterest(bride, interest.id);
    expect(res.statusCode, res.body).toBe(200);
    // On the wire a withdrawn match reads as declined (the contract's three states).
    expect(interestSchema.parse(res.json().data)).toMatchObject({
      id: interest.id,
      status: 'declined',
      matched: false,
    });
    const [row] = await t.database.db.select().from(interests).where(eq(interests.id, interest.id));
    expect(row?.status).toBe('withdrawn');

    // The clear photo URL stops opening and is no longer given; contacts are hidden.
    const after = (await view(groom, bride)).json().data;
    expect((await get(clearUrl)).statusCode).toBe(404);
    expect(after.pics[0].url).not.toBe(clearUrl);
    expect((await get(after.pics[0].url)).statusCode).toBe(200); // the blurred copy
    expect(after.contact_hidden_reason).toBe('not_accepted');
    expect(JSON.stringify(after)).not.toContain('9876501299');
    // The match is gone for both; his interest reads as declined on his sent tab.
    expect(idsOf((await s.interests(groom, 'matched')).json())).toEqual([]);
    expect(idsOf((await s.interests(bride, 'matched')).json())).toEqual([]);
    expect((await s.interests(groom, 'sent')).json().data).toEqual([
      expect.objectContaining({ id: interest.id, status: 'declined', matched: false }),
    ]);
    // New messages are refused both ways; the earlier one stays readable.
    for (const [from, to] of [
      [groom, bride],
      [bride, groom],
    ] as const) {
      const refused = await c.send(from, to.profileId, 'Hello again');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('CHAT_NOT_ALLOWED');
    }
    const earlier = await c.conversation(bride, groom.profileId);
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect(earlier.body).toContain('Namaste');
  });

  it('may be made by either member of the match, and ends their accepted chat requests too', async () => {
    const { bride, groom, interest } = await matchedCouple();
    const chat = await s.chatRequest(bride, groom.profileId);
    expect((await s.answerChatRequest(groom, chat.json().data.id, { accepted: true })).statusCode).toBe(200);
    // The sender of the interest withdraws: one withdrawal leaves no other way in.
    const res = await s.withdrawInterest(groom, interest.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf((await s.chatRequests(bride, '?accepted=true')).json())).toEqual([]);
    const [request] = await t.database.db
      .select()
      .from(chatRequests)
      .where(eq(chatRequests.id, chat.json().data.id));
    expect(request?.status).toBe('withdrawn');
    expect((await c.send(bride, groom.profileId, 'Hello')).statusCode).toBe(403);
  });

  it('refuses what is not accepted (409), strangers and unknown ids (404), visitors (401)', async () => {
    const { bride, groom, interest } = await matchedCouple();
    expect((await s.withdrawInterest(bride, interest.id)).statusCode).toBe(200);
    const again = await s.withdrawInterest(groom, interest.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'INTEREST_NOT_ACCEPTED',
      message: 'Only an accepted interest (a match) can be withdrawn.',
    });
    const other = await createProfile(t.app, { gender: 'female', photo: false });
    const pending = (await s.interest(groom, other.profileId)).json().data as { id: string };
    expect((await s.withdrawInterest(other, pending.id)).json().error.code).toBe('INTEREST_NOT_ACCEPTED');
    expect((await s.withdrawInterest(other, interest.id)).statusCode).toBe(404);
    expect((await s.withdrawInterest(bride, uuid())).statusCode).toBe(404);
    expect((await s.withdrawInterest(bride, 'nope')).statusCode).toBe(404);
    expect((await s.withdrawInterest(undefined, pending.id)).statusCode).toBe(401);
  });

  it('lets the one who withdrew ask again later: a new pending interest, a match once accepted', async () => {
    const { bride, groom, interest } = await matchedCouple();
    await s.withdrawInterest(bride, interest.id);
    // He sent before: his is declined for him now (424); she never sent, so she may.
    expect((await s.interest(groom, bride.profileId)).statusCode).toBe(424);
    const hers = await s.interest(bride, groom.profileId);
    expect(hers.statusCode, hers.body).toBe(201);
    expect((await s.answerInterest(groom, hers.json().data.id, 'accepted')).statusCode).toBe(200);
    expect((await c.send(groom, bride.profileId, 'Welcome back')).statusCode).toBe(201);
  });
});

describe('POST /api/v1/chatrequests/{id}/withdraw', () => {
  async function acceptedRequest() {
    const groom = await createProfile(t.app, { gender: 'male', photo: false });
    const bride = await createProfile(t.app, { gender: 'female', photo: false });
    const sent = await s.chatRequest(groom, bride.profileId);
    const request = sent.json().data as { id: string };
    expect((await s.answerChatRequest(bride, request.id, { accepted: true })).statusCode).toBe(200);
    expect((await c.send(bride, groom.profileId, 'Namaste')).statusCode).toBe(201);
    return { groom, bride, request };
  }

  it.each(['receiver', 'sender'] as const)(
    'the %s withdraws: reads as declined, new messages refused, earlier ones readable',
    async (side) => {
      const { groom, bride, request } = await acceptedRequest();
      const res = await s.withdrawChatRequest(side === 'receiver' ? bride : groom, request.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(chatRequestSchema.parse(res.json().data)).toMatchObject({
        id: request.id,
        accepted: false,
        declined: true,
      });
      const [row] = await t.database.db.select().from(chatRequests).where(eq(chatRequests.id, request.id));
      expect(row?.status).toBe('withdrawn');
      expect(idsOf((await s.chatRequests(groom, '?accepted=true')).json())).toEqual([]);
      expect(idsOf((await s.chatRequests(bride, '?accepted=true')).json())).toEqual([]);
      const refused = await c.send(groom, bride.profileId, 'Hello?');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('CHAT_NOT_ALLOWED');
      expect((await c.conversation(groom, bride.profileId)).body).toContain('Namaste');
    },
  );

  it('refuses a pending or withdrawn request (409), strangers (404), visitors (401)', async () => {
    const { groom, bride, request } = await acceptedRequest();
    const stranger = await createProfile(t.app, { gender: 'female', photo: false });
    expect((await s.withdrawChatRequest(stranger, request.id)).statusCode).toBe(404);
    expect((await s.withdrawChatRequest(undefined, request.id)).statusCode).toBe(401);
    expect((await s.withdrawChatRequest(bride, request.id)).statusCode).toBe(200);
    const again = await s.withdrawChatRequest(groom, request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'CHAT_REQUEST_NOT_ACCEPTED',
      message: 'Only an accepted chat request can be withdrawn.',
    });
    const pending = (await s.chatRequest(groom, stranger.profileId)).json().data as { id: string };
    expect((await s.withdrawChatRequest(stranger, pending.id)).json().error.code).toBe(
      'CHAT_REQUEST_NOT_ACCEPTED',
    );
  });
});
