import type { AcceptedEvent } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { connect, listeningUrl, nextEvent, recordEvents, settle } from '../realtime/socket.test-kit';
import { couple, socialCalls } from './social.test-kit';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await listeningUrl(t.app);
});
afterAll(() => t.close());

describe('the accepted event', () => {
  it('tells both members when an interest is accepted, naming the other; a decline tells nobody', async () => {
    const s = socialCalls(t.app);
    const { groom, bride } = await couple(t.app);
    const [hisSocket, herSocket] = await Promise.all([
      connect(url, { token: groom.token }),
      connect(url, { token: bride.token }),
    ]);
    try {
      await s.interest(groom, bride.profileId);
      const [interest] = (await s.interests(bride, 'received')).json().data;
      const his = nextEvent<AcceptedEvent>(hisSocket, 'accepted');
      const hers = nextEvent<AcceptedEvent>(herSocket, 'accepted');
      expect((await s.answerInterest(bride, interest.id, 'accepted')).statusCode).toBe(200);
      expect(await his).toEqual({ profile_id: bride.profileId });
      expect(await hers).toEqual({ profile_id: groom.profileId });

      const other = await couple(t.app);
      const heard = recordEvents(hisSocket);
      await s.interest(groom, other.bride.profileId);
      const [pending] = (await s.interests(other.bride, 'received')).json().data;
      await s.answerInterest(other.bride, pending.id, 'declined');
      await settle();
      expect(heard.of('accepted')).toEqual([]);
    } finally {
      hisSocket.close();
      herSocket.close();
    }
  });

  it('tells the sender when a chat request is accepted, and when interests meet both ways', async () => {
    const s = socialCalls(t.app);
    const { groom, bride } = await couple(t.app);
    const hisSocket = await connect(url, { token: groom.token });
    try {
      const request = await s.chatRequest(groom, bride.profileId);
      const told = nextEvent<AcceptedEvent>(hisSocket, 'accepted');
      const answered = await s.answerChatRequest(bride, request.json().data.id, { accepted: true });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(await told).toEqual({ profile_id: bride.profileId });

      const other = await couple(t.app);
      await s.interest(other.bride, groom.profileId);
      const mutual = nextEvent<AcceptedEvent>(hisSocket, 'accepted');
      await s.interest(groom, other.bride.profileId);
      expect(await mutual).toEqual({ profile_id: other.bride.profileId });
    } finally {
      hisSocket.close();
    }
  });
});
