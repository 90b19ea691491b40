import type { PrivacySettings } from '@jodi/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Who = { auth: Record<string, string> };

/** The default choices (photos for members, contacts by plan, not paused), with `change` over them. */
export async function savePrivacy(app: FastifyInstance, who: Who, change: Partial<PrivacySettings>) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/privacy',
    headers: who.auth,
    payload: { photos: 'members', contacts: 'plan', paused_until: null, ...change },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** Pauses the member's profile until `until` (an ISO time), or ends the pause (null). */
export const pauseProfile = (app: FastifyInstance, who: Who, until: string | null) =>
  savePrivacy(app, who, { paused_until: until });
