import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { mailOutbox } from '../../db/schema';

/** Calls a route as a member would; `from` is the caller's address. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: object; from?: string } = {},
) {
  return app.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.from ? { remoteAddress: options.from } : {}),
  });
}

/** Saves a member's language through `PUT /api/v1/user` (decision 21), as the web's switch does. */
export async function saveLanguage(
  app: FastifyInstance,
  who: { auth: Record<string, string> },
  language: string,
) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/user',
    headers: who.auth,
    payload: { user: { language } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export const signIn = (app: FastifyInstance, email: string, password: string, from?: string) =>
  call(app, 'POST', '/api/v1/sign_in', { payload: { email, password }, ...(from ? { from } : {}) });

/**
 * `GET /api/v1/user` with the token: 200 while it works, else its status and error code
 * ('401 SESSION_EXPIRED' once revoked).
 */
export async function tokenStatus(app: FastifyInstance, token: string): Promise<number | string> {
  const res = await call(app, 'GET', '/api/v1/user', { token });
  return res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().error.code}`;
}

/** Asks for a reset mail and returns the token of its link (the mail is written after the answer). */
export async function resetTokenFor(t: TestApp, email: string): Promise<string> {
  const before = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
  const ask = await call(t.app, 'POST', '/api/v1/resetpassword', { payload: { email } });
  if (ask.statusCode !== 200) throw new Error(`reset request failed: ${ask.statusCode}`);
  return vi.waitFor(async () => {
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[before]?.text ?? '')?.[1];
    if (!token) throw new Error('no reset mail yet');
    return token;
  });
}

export const useResetLink = (app: FastifyInstance, token: string, password = 'set-by-the-link') =>
  call(app, 'POST', '/api/v1/resetpassword', { payload: { token, password } });
