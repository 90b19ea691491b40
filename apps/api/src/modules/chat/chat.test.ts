import { CHAT_MESSAGE_MAX, chatMessageSchema } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { messages, profiles } from '../../db/schema';
import { couple, socialCalls, uuid } from '../social/social.test-kit';
import { parseConversationSpec } from './chat.service';
import { acceptChat, chatCalls, chattingCouple } from './chat.test-kit';

let t: TestApp;
let c: ReturnType<typeof chatCalls>;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  c = chatCalls(t.app);
  s = socialCalls(t.app);
});
afterAll(() => t.close());

const NO_CHAT_YET = 'You can chat once your chat request is accepted.';

/** Stores `count` messages straight into the table, one second apart, oldest first. */
async function storeMessages(from: string, to: string, count: number, start = Date.now() - 3_600_000) {
  const rows = Array.from({ length: count }, (_, i) => ({
    fromProfileId: i % 2 === 0 ? from : to,
    toProfileId: i % 2 === 0 ? to : from,
    body: `message ${i + 1}`,
    createdAt: new Date(start + i * 1000),
  }));
  await t.database.db.insert(messages).values(rows);
}

describe('POST /api/v1/message/', () => {
  it('stores the trimmed text as it was written and answers 201 with the message', async () => {
    const { groom, bride } = await chattingCouple(t.app);
    const res = await c.send(groom, bride.profileId, '  <b>Namaste</b> & "hello" <script>x()</script>\n ');
    expect(res.statusCode, res.body).toBe(201);
    const message = chatMessageSchema.parse(res.json().data);
    expect(message).toEqual({
      id: expect.any(String),
      from: groom.profileId,
      to: bride.profileId,
      message: '<b>Namaste</b> & "hello" <script>x()</script>',
      created_at: expect.any(String),
      sent_by: null,
    });
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row).toMatchObject({ body: message.message, readAt: null });
    // Either side may write once the request is accepted.
    expect((await c.send(bride, groom.profileId, 'Namaste!')).statusCode).toBe(201);
  });

  it('lets matched interests chat without a chat request', async () => {
    const { groom, bride } = await couple(t.app);
    const interest = (await s.interest(groom, bride.profileId)).json().data;
    expect((await c.send(groom, bride.profileId, 'hi')).statusCode).toBe(403);
    expect((await s.answerInterest(bride, interest.id, 'accepted')).statusCode).toBe(200);
    expect((await c.send(groom, bride.profileId, 'hi')).statusCode).toBe(201);
    expect((await c.send(bride, groom.profileId, 'hello')).statusCode).toBe(201);
  });

  it('refuses with 403 until a chat request is accepted (pending or declined is not enough)', async () => {
    const { groom, bride } = await couple(t.app);
    const refused = await c.send(groom, bride.profileId, 'hi');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'CHAT_NOT_ALLOWED', message: NO_CHAT_YET });
    const request = (await s.chatRequest(groom, bride.profileId)).json().data;
    expect((await c.send(groom, bride.profileId, 'hi')).statusCode).toBe(403);
    expect((await c.send(bride, groom.profileId, 'hi')).statusCode).toBe(403);
    await s.answerChatRequest(bride, request.id, { accepted: false, declined: true });
    expect((await c.send(groom, bride.profileId, 'hi')).statusCode).toBe(403);
    expect(
      await t.database.db.select().from(messages).where(eq(messages.fromProfileId, groom.profileId)),
    ).toEqual([]);
  });

  it('answers 404 across a block either way, like an unknown profile, and never says why', async () => {
    const { groom, bride } = await chattingCouple(t.app);
    expect((await s.block(bride, groom.profileId)).statusCode).toBe(200);
    const blocked = await c.send(groom, bride.profileId, 'hi');
    const unknown = await c.send(groom, uuid(), 'hi');
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json()).toEqual(unknown.json());
    expect(blocked.json().error).toEqual({ code: 'PROFILE_NOT_FOUND', message: 'Profile not found.' });
    expect((await c.send(bride, groom.profileId, 'hi')).statusCode).toBe(404);
    expect((await c.send(groom, 'not-a-uuid', 'hi')).statusCode).toBe(404);
    await s.unblock(bride, groom.profileId);
    // The accepted request survives a block and unblock.
    expect((await c.send(groom, bride.profileId, 'hi again')).statusCode).toBe(201);
  });

  it('refuses blank (400), too long (400), own profile (400), no body fields (400) and visitors (401)', async () => {
    const { groom, bride } = await chattingCouple(t.app);
    const blank = await c.send(groom, bride.profileId, ' \n\t ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details).toEqual([{ path: 'body.message', message: 'Write a message first.' }]);
    expect((await c.send(groom, bride.profileId, '\u0000')).statusCode).toBe(400);
    const long = await c.send(groom, bride.profileId, 'a'.repeat(CHAT_MESSAGE_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0].message).toBe('A message can have at most 2000 characters.');
    const self = await c.send(groom, groom.profileId, 'me');
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toEqual({
      code: 'OWN_PROFILE_NOT_ALLOWED',
      message: 'You cannot chat with your own profile.',
    });
    expect((await c.send(groom, bride.profileId, 42)).statusCode).toBe(400);
    expect((await c.send(undefined, bride.profileId, 'hi')).statusCode).toBe(401);

    // 2000 characters are fine, counted as people count them (an emoji is one).
    const emoji = '🙏'.repeat(CHAT_MESSAGE_MAX);
    const full = await c.send(groom, bride.profileId, ` ${emoji} `);
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().data.message).toBe(emoji);
    const nul = await c.send(groom, bride.profileId, 'a\u0000b');
    expect(nul.json().data.message).toBe('ab');
  });

  it('limits a sender to 30 messages a minute (429 with Retry-After)', async () => {
    const { groom, bride } = await chattingCouple(t.app);
    for (let i = 0; i < 30; i++) {
      expect((await c.send(groom, bride.profileId, `message ${i}`)).statusCode).toBe(201);
    }
    const over = await c.send(groom, bride.profileId, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    // The limit is the sender's: the other side still writes.
    expect((await c.send(bride, groom.profileId, 'slow down')).statusCode).toBe(201);
  });
});

describe('GET /api/v1/message/{profile}*{n}', () => {
  it('pages the conversation newest first, 30 at a time, skipping the n newest', async () => {
    const { groom, bride } = await chattingCouple(t.app);
    await storeMessages(groom.profileId, bride.profileId, 35);
    const first = await c.conversation(groom, bride.profileId, 0);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.data).toHaveLength(30);
    expect(page1.data[0].message).toBe('message 35');
    expect(page1.data[29].message).toBe('message 6');
    expect(page1.meta).toEqual({ total: 35, limit: 30, offset: 0 });
    expect(chatMessageSchema.array().parse(page1.data)).toHaveLength(30);

    const page2 = (await c.conversation(groom, bride.profileId, 30)).json();
    expect(page2.data.map((m: { message: string }) => m.message)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
    expect(page2.data[4]).toMatchObject({ from: groom.profileId, to: bride.profileId });
    expect(page2.data[3]).toMatchObject({ from: bride.profileId, to: groom.profileId });
    expect(page2.meta).toEqual({ total: 35, limit: 30, offset: 30 });
    expect((await c.conversation(groom, bride.profileId, 60)).json()).toEqual({
      data: [],
      meta: { total: 35, limit: 30, offset: 60 },
    });
    // The other side reads the same conversation; a bare id is the first page; %2A is the star.
    expect((await c.conversation(bride, groom.profileId, 0)).json().meta.total).toBe(35);
    const bare = await t.app.inject({
      method: 'GET',
      url: `/api/v1/message/${groom.profileId}`,
      headers: bride.auth,
    });
    expect(bare.json().data).toHaveLength(30);
    const encoded = await t.app.inject({
      method: 'GET',
      url: `/api/v1/message/${groom.profileId}%2A30`,
      headers: bride.auth,
    });
    expect(encoded.json().data).toHaveLength(5);
  });

  it("shows only the caller's own conversation with that profile", async () => {
    const { groom, bride } = await chattingCouple(t.app);
    const rival = await createProfile(t.app, { gender: 'male' });
    await acceptChat(t.app, rival, bride);
    await c.send(groom, bride.profileId, 'from the groom');
    await c.send(rival, bride.profileId, 'from the rival');
    const rivalView = (await c.conversation(rival, bride.profileId)).json();
    expect(rivalView.data.map((m: { message: string }) => m.message)).toEqual(['from the rival']);
    // A stranger sees an empty conversation with the bride, not theirs.
    const stranger = await createProfile(t.app, { gender: 'male' });
    expect((await c.conversation(stranger, bride.profileId)).json()).toEqual({
      data: [],
      meta: { total: 0, limit: 30, offset: 0 },
    });
    expect((await c.conversation(stranger, groom.profileId)).json().data).toEqual([]);
  });

  it('answers 404 across a block or for an unknown profile, 400 for a bad page, 401 for visitors', async () => {
    const { groom, bride } = await chattingCouple(t.app);
    await c.send(groom, bride.profileId, 'hi');
    await s.block(groom, bride.profileId);
    for (const [who, other] of [
      [bride, groom.profileId],
      [groom, bride.profileId],
      [groom, uuid()],
      [groom, 'nonsense'],
    ] as const) {
      const res = await c.conversation(who, other);
      expect(res.statusCode, other).toBe(404);
      expect(res.json().error.code, other).toBe('PROFILE_NOT_FOUND');
    }
    const badPage = await t.app.inject({
      method: 'GET',
      url: `/api/v1/message/${bride.profileId}*abc`,
      headers: groom.auth,
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().error.code).toBe('VALIDATION_FAILED');
    const self = await c.conversation(groom, groom.profileId);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('OWN_PROFILE_NOT_ALLOWED');
    expect((await c.conversation(undefined, bride.profileId)).statusCode).toBe(401);
  });

  it('parses {profile}*{n}', () => {
    expect(parseConversationSpec('abc*0')).toEqual({ profile: 'abc', skip: 0 });
    expect(parseConversationSpec('abc*30')).toEqual({ profile: 'abc', skip: 30 });
    expect(parseConversationSpec('abc')).toEqual({ profile: 'abc', skip: 0 });
    expect(parseConversationSpec('abc*-1')).toBeNull();
    expect(parseConversationSpec('abc*1.5')).toBeNull();
    expect(parseConversationSpec('abc*999999')).toBeNull();
  });
});

describe('unread counts (GET /api/v1/counts/subscribe)', () => {
  it('counts unread messages to the caller; opening the first page marks them read', async () => {
    const { groom, bride } = await chattingCouple(t.app);
    expect(await c.count(bride)).toBe(0);
    for (const text of ['one', 'two', 'three']) await c.send(groom, bride.profileId, text);
    expect(await c.count(bride)).toBe(3);
    expect(await c.count(groom)).toBe(0);

    // A later page is not "opening" the conversation; the sender reading it marks nothing.
    await c.conversation(bride, groom.profileId, 30);
    await c.conversation(groom, bride.profileId, 0);
    expect(await c.count(bride)).toBe(3);

    await c.conversation(bride, groom.profileId, 0);
    expect(await c.count(bride)).toBe(0);
    const rows = await t.database.db.select().from(messages).where(eq(messages.toProfileId, bride.profileId));
    expect(rows.every((row) => row.readAt !== null)).toBe(true);

    await c.send(groom, bride.profileId, 'four');
    expect(await c.count(bride)).toBe(1);
  });

  it('leaves out messages from profiles blocked either way, and counts them again after unblocking', async () => {
    const bride = await createProfile(t.app);
    const first = await createProfile(t.app, { gender: 'male' });
    const second = await createProfile(t.app, { gender: 'male' });
    await acceptChat(t.app, first, bride);
    await acceptChat(t.app, second, bride);
    await c.send(first, bride.profileId, 'a');
    await c.send(first, bride.profileId, 'b');
    await c.send(second, bride.profileId, 'c');
    expect(await c.count(bride)).toBe(3);
    await s.block(bride, first.profileId);
    expect(await c.count(bride)).toBe(1);
    await s.block(second, bride.profileId);
    expect(await c.count(bride)).toBe(0);
    await s.unblock(bride, first.profileId);
    expect(await c.count(bride)).toBe(2);
  });

  it('is 0 for an account without a profile, and 401 for visitors', async () => {
    const member = await signUpMember(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.userId, member.user.id));
    expect(await c.count(member)).toBe(0);
    expect((await c.threads(member)).json()).toEqual({ data: [], meta: { total: 0, limit: 20, offset: 0 } });
    const send = await c.send(member, uuid(), 'hi');
    expect(send.statusCode).toBe(404);
    expect(send.json().error).toEqual({ code: 'PROFILE_REQUIRED', message: 'Create your profile first.' });
    for (const res of [await c.conversation(member, uuid()), await c.invites(member)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PROFILE_REQUIRED');
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/counts/subscribe' });
    expect(res.statusCode).toBe(401);
  });
});
