import { botEvent } from '@jodi/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { type SmtpSink, startMailTestApp } from '../notifications/mail/smtp-sink.test-kit';
import { connect, listeningUrl, nextEvent, recordEvents } from '../realtime/socket.test-kit';
import { socialCalls } from '../social/social.test-kit';
import { familyCalls, tokenOf } from './family.test-kit';

/** A relative's live socket (decision 33): the managed profile's events, marked, until removal ends them at once. */
let sink: SmtpSink;
let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ sink, t } = await startMailTestApp());
  url = await listeningUrl(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
  await sink?.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function open(token: string): Promise<Socket> {
  const socket = await connect(url, { token });
  sockets.push(socket);
  return socket;
}

describe('a relative’s live socket', () => {
  it('gets the managed profile’s events marked for_profile, joined on accepting, and none once removed', async () => {
    const f = familyCalls(t.app);
    const s = socialCalls(t.app);
    const bride = await createProfile(t.app, { gender: 'female' });
    const mother = await createProfile(t.app, { gender: 'female', age: 50 });
    const motherSocket = await open(mother.token);
    const motherEvents = recordEvents(motherSocket);
    const brideSocket = await open(bride.token);

    // Accepting joins her open socket at once (no reconnect).
    await f.invite(bride, mother.user.email, 'Mother');
    const accepted = await f.accept(mother, tokenOf((await sink.waitFor(mother.user.email)).text), {
      name: 'Aai',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const groom = await createProfile(t.app, { gender: 'male' });
    const interestEvent = (socket: Socket) =>
      nextEvent<{ kind: string; for_profile?: string }>(
        socket,
        'notification',
        5000,
        (n) => n.kind !== 'new_matches',
      );
    const forMother = interestEvent(motherSocket);
    const forBride = interestEvent(brideSocket);
    expect((await s.interest(groom, bride.profileId)).statusCode).toBe(201);
    const [mine, theirs] = await Promise.all([forMother, forBride]);
    expect(mine).toMatchObject({ kind: 'interest_received', for_profile: bride.profileId });
    expect(theirs.kind).toBe('interest_received');
    expect(theirs.for_profile).toBeUndefined();

    // A new socket of hers joins at the handshake.
    const laterSocket = await open(mother.token);
    const laterEvents = recordEvents(laterSocket);

    // Removed: her open sockets stop at once; the owner still gets everything. (Her own
    // notifications, new matches among them, go on: only the bride's are counted.)
    const ofBride = (events: typeof motherEvents) =>
      events.of<{ for_profile?: string }>('notification').filter((e) => e.for_profile === bride.profileId);
    expect((await f.remove(bride, mother.user.id)).statusCode).toBe(200);
    const before = ofBride(motherEvents).length;
    const second = await createProfile(t.app, { gender: 'male' });
    const brideGets = interestEvent(brideSocket);
    expect((await s.interest(second, bride.profileId)).statusCode).toBe(201);
    await brideGets;
    await pause(500);
    expect(ofBride(motherEvents)).toHaveLength(before);
    expect(ofBride(laterEvents)).toHaveLength(0);
  });

  it('drops a client event done for a profile the socket’s account does not manage', async () => {
    const relative = await createProfile(t.app);
    const stranger = await createProfile(t.app, { gender: 'male' });
    const socket = await open(relative.token);
    const events = recordEvents(socket);
    const question = { message: 'Tell me about him', from: 'tell_me_about', pid: stranger.profileId };
    socket.emit(`from_user_to_bot-${relative.user.id}`, { ...question, for_profile: stranger.profileId });
    socket.emit(`from_user_to_bot-${relative.user.id}`, { ...question, for_profile: crypto.randomUUID() });
    await pause(700);
    expect(events.of(botEvent(relative.user.id))).toHaveLength(0);
    // The same question for their own profile is answered (Hope: the upgrade prompt).
    const answer = nextEvent<{ code?: string }>(socket, botEvent(relative.user.id));
    socket.emit(`from_user_to_bot-${relative.user.id}`, question);
    expect((await answer).code).toBe('PLAN_UPGRADE_REQUIRED');
  });
});
