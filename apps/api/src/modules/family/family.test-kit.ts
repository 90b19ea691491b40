import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { mailOutbox, users } from '../../db/schema';

type Who = { auth: Record<string, string> };

/** The family calls, through the real routes; `asProfile` adds `X-Profile` as a relative's client does. */
export function familyCalls(app: FastifyInstance) {
  const call = (
    method: InjectOptions['method'],
    url: string,
    who: Who,
    payload?: object,
    asProfile?: string,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...who.auth, ...(asProfile === undefined ? {} : { 'x-profile': asProfile }) },
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    invite: (owner: Who, email: string, relation = 'Mother') =>
      call('POST', '/api/v1/family/invites', owner, { email, relation }),
    family: (owner: Who) => call('GET', '/api/v1/family', owner),
    accept: (who: Who, token: string, body?: object) =>
      call('POST', `/api/v1/family/invites/${token}/accept`, who, body ?? {}),
    remove: (owner: Who, userId: string) => call('DELETE', `/api/v1/family/${userId}`, owner),
    cancelInvite: (owner: Who, id: string) => call('DELETE', `/api/v1/family/invites/${id}`, owner),
    managed: (who: Who, asProfile?: string) =>
      call('GET', '/api/v1/managed-profiles', who, undefined, asProfile),
  };
}

/** The token of the accept link in the newest mail to `email` (the outbox mailer's table). */
export async function inviteTokenFromOutbox(t: TestApp, email: string): Promise<string | null> {
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const text = mails.at(-1)?.text ?? '';
  return /\/family\/accept\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
}

/** The token of an accept link in a mail's text. */
export function tokenOf(text: string | undefined): string {
  const token = /\/family\/accept\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
  if (!token) throw new Error('no accept link in the mail');
  return token;
}

export async function setPlan(t: TestApp, userId: string, plan: 'Hope' | 'Belief' | 'Trust') {
  await t.database.db.update(users).set({ plan, planExpiresAt: null }).where(eq(users.id, userId));
}

/** Expects the answer's status and error code ('403 NOT_MANAGER'). */
export function expectError(res: { statusCode: number; body: string; json(): unknown }, expected: string) {
  const code = res.statusCode >= 400 ? (res.json() as { error?: { code?: string } }).error?.code : undefined;
  expect(`${res.statusCode} ${code ?? ''}`.trim(), res.body).toBe(expected);
}
