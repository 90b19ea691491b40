import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { CreatedProfile } from '../../../test/profile-factory';
import { couple, socialCalls } from '../social/social.test-kit';

type Who = { auth: Record<string, string> } | undefined;

/** The messaging calls of spec 7, through the real routes, as the web client makes them. */
export function chatCalls(app: FastifyInstance) {
  const call = (method: InjectOptions['method'], url: string, who: Who, payload?: object) =>
    app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  return {
    send: (who: Who, to: string, message: unknown) => call('POST', '/api/v1/message/', who, { to, message }),
    conversation: (who: Who, profile: string, skip = 0) =>
      call('GET', `/api/v1/message/${profile}*${skip}`, who),
    threads: (who: Who, query = '') => call('GET', `/api/v1/chat/threads${query}`, who),
    count: async (who: Who) => {
      const res = await call('GET', '/api/v1/counts/subscribe', who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.chat_count as number;
    },
    invites: (who: Who, query = '') => call('GET', `/api/v1/invites${query}`, who),
  };
}

/** A groom and a bride who may chat: his chat request, accepted by her. */
export async function chattingCouple(
  app: FastifyInstance,
): Promise<{ groom: CreatedProfile; bride: CreatedProfile }> {
  const { groom, bride } = await couple(app);
  await acceptChat(app, groom, bride);
  return { groom, bride };
}

/** `from` sends a chat request to `to`, who accepts it. */
export async function acceptChat(app: FastifyInstance, from: CreatedProfile, to: CreatedProfile) {
  const s = socialCalls(app);
  const sent = await s.chatRequest(from, to.profileId);
  expect(sent.statusCode, sent.body).toBe(201);
  const answered = await s.answerChatRequest(to, sent.json().data.id, { accepted: true, declined: false });
  expect(answered.statusCode, answered.body).toBe(200);
}
