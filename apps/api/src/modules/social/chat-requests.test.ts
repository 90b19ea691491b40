import { chatRequestSchema } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { chatRequests } from '../../db/schema';
import { canMessage } from './social';
import { couple, idsOf, profilesOf, socialCalls, uuid } from './social.test-kit';

let t: TestApp;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const rowsFrom = (from: string) =>
  db().select().from(chatRequests).where(eq(chatRequests.fromProfileId, from));
const ACCEPT = { accepted: true, declined: false };
const DECLINE = { accepted: false, declined: true };

/** A pending request from groom to bride, as the groom's POST answered it. */
async function pendingRequest() {
  const { groom, bride } = await couple(t.app);
  const res = await s.chatRequest(groom, bride.profileId);
  expect(res.statusCode, res.body).toBe(201);
  return { groom, bride, request: res.json().data as { id: string } };
}

describe('POST /api/v1/chatrequests', () => {
  it('creates a pending request whatever accepted/declined the client sends', async () => {
    const { groom, bride } = await couple(t.app, { photo: false });
    const res = await s.chatRequest(groom, bride.profileId, { accepted: true, declined: true });
    expect(res.statusCode).toBe(201);
    const request = chatRequestSchema.parse(res.json().data);
    expect(request).toEqual({
      id: expect.any(String),
      from: groom.profileId,
      to: bride.profileId,
      accepted: false,
      declined: false,
      profile: {
        id: bride.profileId,
        name: 'Asha',
        gender: 'female',
        lastName: 'Kulkarni',
        pics: [],
        primary_profile_pic: null,
        photos_blurred: false,
      },
      created_at: expect.any(String),
      sent_by: null,
    });
    const [row] = await rowsFrom(groom.profileId);
    expect(row).toMatchObject({ status: 'pending', toProfileId: bride.profileId });
  });

  it('refuses a second request to the same profile with 409, in any state', async () => {
    const { groom, bride, request } = await pendingRequest();
    const again = await s.chatRequest(groom, bride.profileId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'CHAT_REQUEST_ALREADY_SENT',
      message: 'Chat request already sent',
    });
    await s.answerChatRequest(bride, request.id, DECLINE);
    const afterDecline = await s.chatRequest(groom, bride.profileId);
    expect(afterDecline.statusCode).toBe(409);
    expect(afterDecline.json().error.code).toBe('CHAT_REQUEST_ALREADY_SENT');
    expect(await rowsFrom(groom.profileId)).toHaveLength(1);
  });

  it('refuses the own profile (400), unknown profiles (404) and visitors (401)', async () => {
    const { groom, bride } = await couple(t.app);
    const self = await s.chatRequest(groom, groom.profileId);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toEqual({
      code: 'OWN_PROFILE_NOT_ALLOWED',
      message: 'You cannot send a chat request to your own profile.',
    });
    const unknown = await s.chatRequest(groom, uuid());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PROFILE_NOT_FOUND');
    expect((await s.chatRequest(undefined, bride.profileId)).statusCode).toBe(401);
    expect((await s.chatRequest(groom, bride.profileId, { accepted: 'yes' })).statusCode).toBe(400);
  });

  it('keeps a request each way independent: the other side’s request is not answered by sending one', async () => {
    const { groom, bride, request } = await pendingRequest();
    const back = await s.chatRequest(bride, groom.profileId);
    expect(back.statusCode).toBe(201);
    expect(idsOf((await s.chatRequests(bride)).json())).toEqual([request.id]);
    expect(idsOf((await s.chatRequests(groom)).json())).toEqual([back.json().data.id]);
  });
});

describe('GET /api/v1/chatrequests/?accepted=false&from=0', () => {
  it('lists pending requests received by the caller, newest first, from the given offset', async () => {
    const bride = await createProfile(t.app);
    const grooms = [
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
    ];
    const sent = [];
    for (const groom of grooms) sent.push((await s.chatRequest(groom, bride.profileId)).json().data.id);

    const body = (await s.chatRequests(bride)).json();
    expect(idsOf(body)).toEqual([...sent].reverse());
    expect(profilesOf(body)).toEqual(grooms.map((g) => g.profileId).reverse());
    expect(body.meta).toEqual({ total: 3, limit: 20, offset: 0 });
    expect(chatRequestSchema.array().parse(body.data)).toHaveLength(3);

    const later = (await s.chatRequests(bride, '?accepted=false&from=1&limit=1')).json();
    expect(idsOf(later)).toEqual([sent[1]]);
    expect(later.meta).toEqual({ total: 3, limit: 1, offset: 1 });
    expect((await s.chatRequests(bride, '')).json().meta.total).toBe(3);

    // The senders have nothing waiting for them.
    expect((await s.chatRequests(grooms[0])).json().data).toEqual([]);
    expect((await s.chatRequests(bride, '?limit=101')).statusCode).toBe(400);
    expect((await s.chatRequests(undefined)).statusCode).toBe(401);
  });

  it('lists accepted requests either way with accepted=true', async () => {
    const { groom, bride, request } = await pendingRequest();
    expect((await s.chatRequests(groom, '?accepted=true')).json().data).toEqual([]);
    await s.answerChatRequest(bride, request.id, ACCEPT);
    const mine = (await s.chatRequests(groom, '?accepted=true')).json();
    expect(idsOf(mine)).toEqual([request.id]);
    expect(profilesOf(mine)).toEqual([bride.profileId]);
    expect(profilesOf((await s.chatRequests(bride, '?accepted=true')).json())).toEqual([groom.profileId]);
    expect((await s.chatRequests(bride)).json().data).toEqual([]);
  });
});

describe('PUT /api/v1/chatrequests/{id}/ (spec 4 transitions)', () => {
  it('pending -> accepted (true, false) by the receiver', async () => {
    const { bride, request } = await pendingRequest();
    const res = await s.answerChatRequest(bride, request.id, ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: request.id, accepted: true, declined: false });
  });

  it('pending -> declined (false, true) by the receiver', async () => {
    const { groom, bride, request } = await pendingRequest();
    const res = await s.answerChatRequest(bride, request.id, DECLINE);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      accepted: false,
      declined: true,
      profile: { id: groom.profileId },
    });
  });

  it('refuses (true, true) and (false, false) with 400', async () => {
    const { bride, request } = await pendingRequest();
    for (const body of [{ accepted: true, declined: true }, { accepted: false, declined: false }, {}]) {
      const res = await s.answerChatRequest(bride, request.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [row] = await db().select().from(chatRequests).where(eq(chatRequests.id, request.id));
    expect(row).toMatchObject({ status: 'pending' });
  });

  it('refuses every move out of an answered state with 409', async () => {
    const first = await pendingRequest();
    await s.answerChatRequest(first.bride, first.request.id, ACCEPT);
    const second = await pendingRequest();
    await s.answerChatRequest(second.bride, second.request.id, DECLINE);
    for (const { bride, request } of [first, second]) {
      for (const body of [ACCEPT, DECLINE]) {
        const res = await s.answerChatRequest(bride, request.id, body);
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toEqual({
          code: 'CHAT_REQUEST_ALREADY_ANSWERED',
          message: 'This chat request has already been answered.',
        });
      }
    }
    const [accepted] = await db().select().from(chatRequests).where(eq(chatRequests.id, first.request.id));
    expect(accepted).toMatchObject({ status: 'accepted' });
  });

  it('refuses the sender (403) and strangers or unknown ids (404)', async () => {
    const { groom, request } = await pendingRequest();
    const stranger = await createProfile(t.app);
    const own = await s.answerChatRequest(groom, request.id, ACCEPT);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toEqual({
      code: 'CHAT_REQUEST_RECEIVER_ONLY',
      message: 'Only the receiver can answer a chat request.',
    });
    const strangers = await s.answerChatRequest(stranger, request.id, ACCEPT);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().error).toEqual({
      code: 'CHAT_REQUEST_NOT_FOUND',
      message: 'Chat request not found.',
    });
    expect((await s.answerChatRequest(groom, uuid(), ACCEPT)).statusCode).toBe(404);
    const [row] = await db().select().from(chatRequests).where(eq(chatRequests.id, request.id));
    expect(row).toMatchObject({ status: 'pending' });
  });
});

describe('DELETE /api/v1/chatrequests/{id}/', () => {
  it('lets the sender cancel a pending request (deleted), and then send again', async () => {
    const { groom, bride, request } = await pendingRequest();
    const res = await s.cancelChatRequest(groom, request.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: request.id, deleted: true } });
    expect(await rowsFrom(groom.profileId)).toEqual([]);
    expect((await s.chatRequests(bride)).json().data).toEqual([]);
    expect((await s.chatRequest(groom, bride.profileId)).statusCode).toBe(201);
  });

  it('refuses the receiver (403), strangers (404) and answered requests (409)', async () => {
    const { groom, bride, request } = await pendingRequest();
    const stranger = await createProfile(t.app, { gender: 'male' });
    const receiver = await s.cancelChatRequest(bride, request.id);
    expect(receiver.statusCode).toBe(403);
    expect(receiver.json().error).toEqual({
      code: 'CHAT_REQUEST_SENDER_ONLY',
      message: 'Only the sender can cancel a chat request.',
    });
    const strangers = await s.cancelChatRequest(stranger, request.id);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().error.code).toBe('CHAT_REQUEST_NOT_FOUND');
    expect(await rowsFrom(groom.profileId)).toHaveLength(1);
    await s.answerChatRequest(bride, request.id, ACCEPT);
    const answered = await s.cancelChatRequest(groom, request.id);
    expect(answered.statusCode).toBe(409);
    expect(answered.json().error).toEqual({
      code: 'CHAT_REQUEST_NOT_PENDING',
      message: 'Only a pending chat request can be cancelled.',
    });
    expect(await rowsFrom(groom.profileId)).toHaveLength(1);
  });
});

describe('canMessage', () => {
  it('is true once a chat request either way is accepted, or after an interest match, and never across a block', async () => {
    const { groom, bride, request } = await pendingRequest();
    const can = () => canMessage(db(), groom.profileId, bride.profileId);
    const canBack = () => canMessage(db(), bride.profileId, groom.profileId);
    expect(await can()).toBe(false);
    await s.answerChatRequest(bride, request.id, ACCEPT);
    expect([await can(), await canBack()]).toEqual([true, true]);

    expect((await s.block(bride, groom.profileId)).statusCode).toBe(200);
    expect([await can(), await canBack()]).toEqual([false, false]);
    expect((await s.unblock(bride, groom.profileId)).statusCode).toBe(200);
    expect(await can()).toBe(true);

    const other = await couple(t.app);
    const declined = (await s.chatRequest(other.groom, other.bride.profileId)).json().data;
    await s.answerChatRequest(other.bride, declined.id, DECLINE);
    expect(await canMessage(db(), other.groom.profileId, other.bride.profileId)).toBe(false);
    await s.interest(other.bride, other.groom.profileId);
    expect(await canMessage(db(), other.groom.profileId, other.bride.profileId)).toBe(false);
    await s.interest(other.groom, other.bride.profileId);
    expect(await canMessage(db(), other.groom.profileId, other.bride.profileId)).toBe(true);
    expect(await canMessage(db(), other.groom.profileId, other.groom.profileId)).toBe(false);
  });
});
