import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import type { CreatedProfile } from '../../test/profile-factory';
import { chatCalls, chattingCouple } from '../modules/chat/chat.test-kit';
import { connect, listeningUrl, recordEvents, settle } from '../modules/realtime/socket.test-kit';
import { socialCalls } from '../modules/social/social.test-kit';

/**
 * Attack: a member the other has blocked tries to reach the blocker by every route and event:
 * view, interest, chat request, bookmark, message (even in a chat accepted before the block),
 * biodata, the listing and suggestions, and the socket. Every route answers as if the blocker did
 * not exist (404, never 403: a block is not revealed) and no event reaches the blocker.
 */
let t: TestApp;
let url: string;
let s: ReturnType<typeof socialCalls>;
let c: ReturnType<typeof chatCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  url = await listeningUrl(t.app);
  s = socialCalls(t.app);
  c = chatCalls(t.app);
});
afterAll(() => t.close());

/** A groom and a bride who chatted, then the bride blocked the groom. */
async function blockedPair(): Promise<{ blocked: CreatedProfile; blocker: CreatedProfile }> {
  const { groom, bride } = await chattingCouple(t.app);
  expect((await c.send(groom, bride.profileId, 'before the block')).statusCode).toBe(201);
  expect((await s.block(bride, groom.profileId)).statusCode).toBe(200);
  return { blocked: groom, blocker: bride };
}

const get = (path: string, who: CreatedProfile) =>
  t.app.inject({ method: 'GET', url: path, headers: who.auth });

/** Each way the blocked member may try; each must answer 404. */
const reaches: {
  name: string;
  call(blocked: CreatedProfile, blocker: CreatedProfile): ReturnType<typeof get>;
}[] = [
  { name: 'GET /profiles/:id', call: (b, x) => s.view(b, x.profileId) },
  { name: 'GET /view/profile?id=', call: (b, x) => get(`/api/v1/view/profile?id=${x.profileId}`, b) },
  { name: 'POST /interests', call: (b, x) => s.interest(b, x.profileId) },
  { name: 'POST /chatrequests', call: (b, x) => s.chatRequest(b, x.profileId) },
  { name: 'POST /bookmarks', call: (b, x) => s.bookmark(b, x.profileId) },
  {
    name: 'POST /message (chat accepted before the block)',
    call: (b, x) => c.send(b, x.profileId, 'hello again'),
  },
  { name: 'GET /profile/biodata?pid=', call: (b, x) => get(`/api/v1/profile/biodata?pid=${x.profileId}`, b) },
];

describe('a blocked member reaching the blocker', () => {
  it.each(reaches)('$name answers 404', async ({ call }) => {
    const { blocked, blocker } = await blockedPair();
    const res = await call(blocked, blocker);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
  });

  it('finds the blocker in no listing, search, thread, list or conversation', async () => {
    const { blocked, blocker } = await blockedPair();
    const ids = async (path: string) => {
      const res = await get(path, blocked);
      expect(res.statusCode, res.body).toBe(200);
      return JSON.stringify(res.json());
    };
    for (const path of [
      '/api/v1/profiles?limit=100',
      `/api/v1/profiles?q=${encodeURIComponent('Asha Kulkarni')}`,
      '/api/v1/chat/threads',
      '/api/v1/interests?type=received',
      '/api/v1/chatrequests/?accepted=true',
    ]) {
      expect(await ids(path), path).not.toContain(blocker.profileId);
    }
    const conversation = await c.conversation(blocked, blocker.profileId);
    expect([200, 404]).toContain(conversation.statusCode);
    if (conversation.statusCode === 200) expect(conversation.json().data).toEqual([]);
  });

  it('sends no socket event to the blocker, whatever the blocked member does', async () => {
    const { blocked, blocker } = await blockedPair();
    const socket = await connect(url, { token: blocker.token });
    const seen = recordEvents(socket);
    for (const { call } of reaches) await call(blocked, blocker);
    await settle();
    expect(seen.events.filter((e) => JSON.stringify(e.payload ?? '').includes(blocked.profileId))).toEqual(
      [],
    );
    expect(seen.messages()).toEqual([]);
    socket.close();
  });
});
