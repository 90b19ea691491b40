import type { FastifyInstance, InjectOptions } from 'fastify';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';

type Who = { auth: Record<string, string> } | undefined;

/** The social calls of spec 7, through the real routes, as the web client makes them. */
export function socialCalls(app: FastifyInstance) {
  const call = (method: InjectOptions['method'], url: string, who: Who, payload?: object) =>
    app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  return {
    view: (who: Who, id: string) => call('GET', `/api/v1/profiles/${id}`, who),
    bookmark: (who: Who, to: string) => call('POST', '/api/v1/bookmarks/', who, { bookmark: { to } }),
    bookmarks: (who: Who, query = '') => call('GET', `/api/v1/bookmarks/${query}`, who),
    unbookmark: (who: Who, id: string) => call('DELETE', `/api/v1/bookmarks/${id}`, who),
    interest: (who: Who, to: string) => call('POST', '/api/v1/interests', who, { to }),
    interests: (who: Who, type?: string) =>
      call('GET', `/api/v1/interests${type ? `?type=${type}` : ''}`, who),
    answerInterest: (who: Who, id: string, status: string) =>
      call('PUT', `/api/v1/interests/${id}`, who, { status }),
    cancelInterest: (who: Who, id: string) => call('DELETE', `/api/v1/interests/${id}`, who),
    withdrawInterest: (who: Who, id: string) => call('POST', `/api/v1/interests/${id}/withdraw`, who),
    chatRequest: (who: Who, to: string, extra: object = { accepted: false, declined: false }) =>
      call('POST', '/api/v1/chatrequests', who, { to, ...extra }),
    chatRequests: (who: Who, query = '?accepted=false&from=0') =>
      call('GET', `/api/v1/chatrequests/${query}`, who),
    answerChatRequest: (who: Who, id: string, body: object) =>
      call('PUT', `/api/v1/chatrequests/${id}/`, who, body),
    cancelChatRequest: (who: Who, id: string) => call('DELETE', `/api/v1/chatrequests/${id}/`, who),
    withdrawChatRequest: (who: Who, id: string) => call('POST', `/api/v1/chatrequests/${id}/withdraw`, who),
    block: (who: Who, profileId: string) => call('POST', '/api/v1/block/', who, { profileId }),
    unblock: (who: Who, profileId: string) => call('POST', '/api/v1/unblock/', who, { profileId }),
    isBlocked: (who: Who, profileId: string) => call('GET', `/api/v1/isblock/?profileId=${profileId}`, who),
    report: (who: Who, payload: object) => call('POST', '/api/v1/user/report', who, payload),
  };
}

/** A groom and a bride, strangers to each other (each with a photo, unless `photo: false`). */
export async function couple(
  app: FastifyInstance,
  options: { photo?: boolean } = {},
): Promise<{ groom: CreatedProfile; bride: CreatedProfile }> {
  const groom = await createProfile(app, { gender: 'male', ...options });
  const bride = await createProfile(app, { gender: 'female', ...options });
  return { groom, bride };
}

/** Ids of a list answer's items, in order. */
export const idsOf = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);
/** Profile ids shown on a list answer's cards, in order. */
export const profilesOf = (body: { data: { profile: { id: string } }[] }) =>
  body.data.map((item) => item.profile.id);

export const uuid = () => crypto.randomUUID();
