import { chatMessageSchema } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { messages } from '../../db/schema';
import { connect, eventually, listeningUrl, recordEvents, settle } from '../realtime/socket.test-kit';
import { socialCalls } from '../social/social.test-kit';
import { chatCalls, chattingCouple } from './chat.test-kit';

let t: TestApp;
let url: string;
let c: ReturnType<typeof chatCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  url = await listeningUrl(t.app);
  c = chatCalls(t.app);
});
afterAll(() => t.close());

describe('live chat', () => {
  it("delivers a message to the receiver's sockets with the new unread count, and to the sender's tabs", async () => {
    const { groom, bride } = await chattingCouple(t.app);
    const stranger = await createProfile(t.app, { gender: 'male' });
    const brideSocket = await connect(url, { token: bride.token });
    const groomOtherTab = await connect(url, { token: groom.token });
    const strangerSocket = await connect(url, { token: stranger.token });
    const brideHeard = recordEvents(brideSocket);
    const groomHeard = recordEvents(groomOtherTab);
    const strangerHeard = recordEvents(strangerSocket);

    const sent = (await c.send(groom, bride.profileId, 'Namaste')).json().data;
    await c.send(groom, bride.profileId, 'How are you?');
    await eventually(
      () =>
        brideHeard.counts().length === 2 &&
        groomHeard.messages().length === 2 &&
        brideHeard.of('notification').length === 2,
    );
    await settle();

    expect(chatMessageSchema.parse(brideHeard.messages()[0])).toEqual(sent);
    expect(brideHeard.messages().map((m) => m.message)).toEqual(['Namaste', 'How are you?']);
    expect(brideHeard.counts()).toEqual([1, 2]);
    // Each message, then its unread count; the conversation's notification (one, updated) beside them.
    expect(brideHeard.events.map((e) => e.event).filter((e) => e !== 'notification')).toEqual([
      'message',
      'publish',
      'message',
      'publish',
    ]);
    expect(new Set(brideHeard.of<{ id: string }>('notification').map((n) => n.id)).size).toBe(1);
    expect(groomHeard.of('notification')).toEqual([]);
    expect(groomHeard.messages().map((m) => m.id)).toEqual(brideHeard.messages().map((m) => m.id));
    expect(groomHeard.counts()).toEqual([]);
    expect(strangerHeard.events).toEqual([]);

    // Opening the conversation pushes the bride's new count to her own sockets only.
    await c.conversation(bride, groom.profileId, 0);
    await eventually(() => brideHeard.counts().length === 3);
    expect(brideHeard.counts()).toEqual([1, 2, 0]);
    await settle();
    expect(groomHeard.counts()).toEqual([]);
    // Nothing new to mark: no push.
    await c.conversation(bride, groom.profileId, 0);
    await settle();
    expect(brideHeard.counts()).toEqual([1, 2, 0]);

    for (const socket of [brideSocket, groomOtherTab, strangerSocket]) socket.close();
  });

  it('sends nothing for a refused message, and nothing across a block', async () => {
    const { groom, bride } = await chattingCouple(t.app);
    const brideSocket = await connect(url, { token: bride.token });
    const brideHeard = recordEvents(brideSocket);
    expect((await c.send(groom, bride.profileId, '   ')).statusCode).toBe(400);
    await socialCalls(t.app).block(bride, groom.profileId);
    expect((await c.send(groom, bride.profileId, 'hello?')).statusCode).toBe(404);
    await settle();
    expect(brideHeard.events).toEqual([]);
    brideSocket.close();
  });
});

const MONEY = "Please send 5000 rupees on my UPI ramesh@okaxis for my mother's hospital";

describe('safety warnings in chat (before a match)', () => {
  it("marks the receiver's copy of a message asking for money, on the socket and in the conversation; never the sender's", async () => {
    const { groom, bride } = await chattingCouple(t.app);
    const brideSocket = await connect(url, { token: bride.token });
    const groomTab = await connect(url, { token: groom.token });
    const brideHeard = recordEvents(brideSocket);
    const groomHeard = recordEvents(groomTab);

    const sent = await c.send(groom, bride.profileId, MONEY);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.safety_warning).toBeUndefined();
    await eventually(() => brideHeard.messages().length === 1 && groomHeard.messages().length === 1);
    expect(chatMessageSchema.parse(brideHeard.messages()[0]).safety_warning).toBe('money');
    expect(groomHeard.messages()[0]).not.toHaveProperty('safety_warning');

    const hers = (await c.conversation(bride, groom.profileId)).json().data;
    expect(hers[0]).toMatchObject({ message: MONEY, safety_warning: 'money' });
    const his = (await c.conversation(groom, bride.profileId)).json().data;
    expect(his[0]).not.toHaveProperty('safety_warning');
    const herThreads = (await c.threads(bride)).json().data;
    expect(herThreads[0].last_message.safety_warning).toBe('money');

    await c.send(groom, bride.profileId, 'Shall we talk on WhatsApp? 98765 43210');
    expect((await c.conversation(bride, groom.profileId)).json().data[0].safety_warning).toBe('off_platform');
    // An ordinary message carries nothing.
    await c.send(groom, bride.profileId, 'We would love to meet your family on Sunday.');
    expect((await c.conversation(bride, groom.profileId)).json().data[0]).not.toHaveProperty(
      'safety_warning',
    );
    for (const socket of [brideSocket, groomTab]) socket.close();
  });

  it('flags nothing once the two have matched through interests', async () => {
    const { groom, bride } = await chattingCouple(t.app);
    const s = socialCalls(t.app);
    const interest = await s.interest(groom, bride.profileId);
    expect(interest.statusCode, interest.body).toBe(201);
    expect((await s.answerInterest(bride, interest.json().data.id, 'accepted')).statusCode).toBe(200);
    await c.send(groom, bride.profileId, MONEY);
    expect((await c.conversation(bride, groom.profileId)).json().data[0]).not.toHaveProperty(
      'safety_warning',
    );
    const [stored] = await t.database.db
      .select({ concern: messages.safetyConcern })
      .from(messages)
      .where(eq(messages.fromProfileId, groom.profileId));
    expect(stored?.concern).toBeNull();
  });
});
