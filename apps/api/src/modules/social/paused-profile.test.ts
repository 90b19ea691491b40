import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { acceptChat, chatCalls } from '../chat/chat.test-kit';
import { pauseProfile } from '../privacy/privacy.test-kit';
import { idsOf, profilesOf, socialCalls, uuid } from './social.test-kit';

/** Decision 27: a paused profile, seen from strangers and from the members it accepted. */
let t: TestApp;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
});
afterAll(() => t.close());

const pause = (who: CreatedProfile, until: string | null) => pauseProfile(t.app, who, until);
const aMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
const skip = (who: CreatedProfile, to: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/matches/skip', headers: who.auth, payload: { to } });

describe('acting on a paused profile', () => {
  it('answers a stranger’s interest, chat request, bookmark, skip, report and block exactly as for an unknown profile', async () => {
    const bride = await createProfile(t.app, { gender: 'female' });
    const stranger = await createProfile(t.app, { gender: 'male' });
    await pause(bride, aMonth());
    const actions: [string, (to: string) => ReturnType<typeof skip>][] = [
      ['interest', (to) => s.interest(stranger, to)],
      ['chat request', (to) => s.chatRequest(stranger, to)],
      ['bookmark', (to) => s.bookmark(stranger, to)],
      ['skip', (to) => skip(stranger, to)],
      ['report', (to) => s.report(stranger, { user_to_id: to, reason: 'fake_profile' })],
      ['block', (to) => s.block(stranger, to)],
    ];
    for (const [name, act] of actions) {
      const unknown = await act(uuid());
      const paused = await act(bride.profileId);
      expect(paused.statusCode, name).toBe(404);
      expect(paused.json(), name).toEqual(unknown.json());
      expect(paused.json().error.code, name).toBe('PROFILE_NOT_FOUND');
    }
    // Once the pause is over, the same stranger may act again.
    await pause(bride, null);
    expect((await s.interest(stranger, bride.profileId)).statusCode).toBe(201);
    expect((await s.bookmark(stranger, bride.profileId)).statusCode).toBe(201);
  });

  it('lets the members it accepted go on: chat, interest, bookmark; strangers’ lists leave it out until the pause ends', async () => {
    const bride = await createProfile(t.app, { gender: 'female' });
    const groom = await createProfile(t.app, { gender: 'male' });
    const stranger = await createProfile(t.app, { gender: 'male' });
    await acceptChat(t.app, groom, bride);
    // The stranger bookmarked her and sent an interest before she paused.
    expect((await s.bookmark(stranger, bride.profileId)).statusCode).toBe(201);
    expect((await s.interest(stranger, bride.profileId)).statusCode).toBe(201);
    await pause(bride, aMonth());

    const chat = chatCalls(t.app);
    expect((await chat.send(groom, bride.profileId, 'Still there?')).statusCode).toBe(201);
    expect((await chat.send(bride, groom.profileId, 'Yes, on a break.')).statusCode).toBe(201);
    const threads = await chat.threads(groom);
    expect(threads.statusCode).toBe(200);
    expect(JSON.stringify(threads.json())).toContain(bride.profileId);
    expect((await s.interest(groom, bride.profileId)).statusCode).toBe(201);
    expect((await s.bookmark(groom, bride.profileId)).statusCode).toBe(201);
    expect(profilesOf((await s.bookmarks(groom)).json())).toContain(bride.profileId);

    // The stranger's lists no longer show her; hers still show him (his interest waits for her).
    const strangerLists = async () => ({
      bookmarks: profilesOf((await s.bookmarks(stranger)).json()),
      sent: JSON.stringify((await s.interests(stranger, 'sent')).json()),
    });
    const hidden = await strangerLists();
    expect(hidden.bookmarks).not.toContain(bride.profileId);
    expect(hidden.sent).not.toContain(bride.profileId);
    const received = await s.interests(bride, 'received');
    expect(JSON.stringify(received.json())).toContain(stranger.profileId);

    await pause(bride, null);
    const back = await strangerLists();
    expect(back.bookmarks).toContain(bride.profileId);
    expect(back.sent).toContain(bride.profileId);
    expect(idsOf((await s.bookmarks(groom)).json()).length).toBe(1);
  });

  it('shows a paused member who reaches out to someone to that member alone, who may answer', async () => {
    const bride = await createProfile(t.app, { gender: 'female' });
    const [asked, other] = [
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
    ];
    await pause(bride, aMonth());
    const sent = await s.interest(bride, asked!.profileId);
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await s.view(asked!, bride.profileId)).statusCode).toBe(200);
    expect(JSON.stringify((await s.interests(asked!, 'received')).json())).toContain(bride.profileId);
    expect((await s.view(other!, bride.profileId)).statusCode).toBe(404);
    // Asking back is the answer: a match, and she stays in his sight after.
    expect((await s.interest(asked!, bride.profileId)).statusCode).toBeLessThan(300);
    expect((await s.view(asked!, bride.profileId)).statusCode).toBe(200);
    expect((await s.view(other!, bride.profileId)).statusCode).toBe(404);
  });
});
