import { chatMessageSchema } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { messages } from '../../db/schema';
import { connect, eventually, listeningUrl, recordEvents } from '../realtime/socket.test-kit';
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
