import { chatConnectionSchema } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { socialCalls } from '../social/social.test-kit';
import { acceptChat, chatCalls } from './chat.test-kit';

let t: TestApp;
let c: ReturnType<typeof chatCalls>;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  c = chatCalls(t.app);
  s = socialCalls(t.app);
});
afterAll(() => t.close());

type Who = { auth: Record<string, string> };
const connections = (who: Who, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/chat/connections${query}`, headers: who.auth });
const partnersOf = (body: { data: { profile_id: string }[] }) => body.data.map((row) => row.profile_id);

/** `from` sends an interest to `to`, who accepts it: a match. */
async function match(from: Who & { profileId: string }, to: Who & { profileId: string }) {
  const sent = await s.interest(from, to.profileId);
  expect(sent.statusCode, sent.body).toBe(201);
  const answered = await s.answerInterest(to, sent.json().data.id, 'accepted');
  expect(answered.statusCode, answered.body).toBe(200);
  return sent.json().data.id as string;
}

describe('GET /api/v1/chat/connections', () => {
  it('lists matches and accepted chat requests without a message yet, newest first; a message moves them to the threads', async () => {
    const bride = await createProfile(t.app, { photo: false });
    const matched = await createProfile(t.app, { gender: 'male', name: 'Arjun', photo: false });
    const requested = await createProfile(t.app, { gender: 'male', name: 'Vikram', photo: false });
    const talking = await createProfile(t.app, { gender: 'male', name: 'Rohan', photo: false });
    const pending = await createProfile(t.app, { gender: 'male', photo: false });
    const interestId = await match(matched, bride);
    await acceptChat(t.app, bride, requested);
    await acceptChat(t.app, talking, bride);
    await c.send(talking, bride.profileId, 'hello');
    expect((await s.interest(pending, bride.profileId)).statusCode).toBe(201);

    const res = await connections(bride);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(chatConnectionSchema.array().parse(body.data)).toHaveLength(2);
    expect(body.meta).toEqual({ total: 2, limit: 20, offset: 0 });
    expect(body.data).toEqual([
      expect.objectContaining({
        profile_id: requested.profileId,
        name: 'Vikram',
        matched: false,
        interest_id: null,
        chat_request_id: expect.any(String),
        primary_profile_pic: null,
        photos_blurred: false,
      }),
      expect.objectContaining({
        profile_id: matched.profileId,
        name: 'Arjun',
        matched: true,
        interest_id: interestId,
        chat_request_id: null,
      }),
    ]);
    // The other side sees the bride the same way.
    expect(partnersOf((await connections(matched)).json())).toEqual([bride.profileId]);

    // The first message moves the partner from here to the threads.
    expect((await c.send(bride, matched.profileId, 'Namaste')).statusCode).toBe(201);
    expect(partnersOf((await connections(bride)).json())).toEqual([requested.profileId]);
    expect(partnersOf((await c.threads(bride)).json())).toContain(matched.profileId);

    // Paged.
    const page = (await connections(bride, '?limit=1&offset=1')).json();
    expect(page.data).toEqual([]);
  });

  it('one row for a pair with both a match and an accepted chat request; none after a block or a withdrawal', async () => {
    const bride = await createProfile(t.app, { photo: false });
    const both = await createProfile(t.app, { gender: 'male', photo: false });
    const blocked = await createProfile(t.app, { gender: 'male', photo: false });
    const withdrawn = await createProfile(t.app, { gender: 'male', photo: false });
    const interestId = await match(both, bride);
    await acceptChat(t.app, both, bride);
    await match(blocked, bride);
    const gone = await match(withdrawn, bride);

    const rows = (await connections(bride)).json().data;
    const row = rows.find((r: { profile_id: string }) => r.profile_id === both.profileId);
    expect(row).toMatchObject({
      matched: true,
      interest_id: interestId,
      chat_request_id: expect.any(String),
    });
    expect(rows).toHaveLength(3);

    expect((await s.block(bride, blocked.profileId)).statusCode).toBe(200);
    expect((await s.withdrawInterest(withdrawn, gone)).statusCode).toBe(200);
    const after = (await connections(bride)).json();
    expect(partnersOf(after)).toEqual([both.profileId]);
    expect(partnersOf((await connections(blocked)).json())).toEqual([]);
  });

  it('needs a signed-in member; a member without acceptances has none', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/chat/connections' })).statusCode).toBe(401);
    const lonely = await createProfile(t.app, { photo: false });
    expect((await connections(lonely)).json()).toEqual({
      data: [],
      meta: { total: 0, limit: 20, offset: 0 },
    });
  });
});

const viewOf = async (who: Who, of: { profileId: string }) => {
  const res = await s.view(who, of.profileId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { can_chat: boolean };
};

describe('GET /api/v1/profiles/{id} can_chat', () => {
  it('is true for a match and for an accepted chat request, either way', async () => {
    const bride = await createProfile(t.app, { photo: false });
    const matched = await createProfile(t.app, { gender: 'male', photo: false });
    const requested = await createProfile(t.app, { gender: 'male', photo: false });
    const stranger = await createProfile(t.app, { gender: 'male', photo: false });
    await match(matched, bride);
    await acceptChat(t.app, requested, bride);
    expect((await viewOf(bride, matched)).can_chat).toBe(true);
    expect((await viewOf(matched, bride)).can_chat).toBe(true);
    expect((await viewOf(requested, bride)).can_chat).toBe(true);
    expect((await viewOf(bride, requested)).can_chat).toBe(true);
    expect((await viewOf(bride, stranger)).can_chat).toBe(false);
  });
});
