import { MEMBER_LANGUAGES, sessionUserSchema, updateUserResultSchema } from '@jodi/contract';
import { LANGUAGES } from '@jodi/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp, uniqueEmail } from '../../../test/harness';
import { mailOutbox, users } from '../../db/schema';
import { requestLanguage } from '../../i18n/request-language';

/** The member's language, kept on the server (decision 21): sign-up, GET/PUT /api/v1/user, the next request. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const signUp = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/sign_up', payload, headers });
const getUser = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user', headers: auth });
const putUser = (auth: Record<string, string>, user: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user', headers: auth, payload: { user } });
const storedLanguage = async (userId: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]
    ?.language;

/** The user the auth guard loads for the next request with this token (what `request.user` is). */
async function nextRequestUser(token: string) {
  const request = { headers: { authorization: `Bearer ${token}` } } as unknown as FastifyRequest;
  await t.app.ctx.guards.requireUser(request, {} as never);
  return request.user!;
}

describe('the language list', () => {
  it('is the same in the contract and in @jodi/i18n', () => {
    expect([...MEMBER_LANGUAGES]).toEqual([...LANGUAGES]);
  });
});

describe('sign-up', () => {
  it('takes the language from Accept-Language when none is sent', async () => {
    const res = await signUp(
      { email: uniqueEmail(), password: 'secret12' },
      { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { token, user } = res.json().data;
    expect(user.language).toBe('mr');
    expect(sessionUserSchema.safeParse(user).success).toBe(true);
    expect((await getUser({ authorization: `Bearer ${token}` })).json().data.language).toBe('mr');
    expect(await storedLanguage(user.id)).toBe('mr');
  });

  it('prefers the language sent in the body, and is English without either', async () => {
    const chosen = await signUp(
      { email: uniqueEmail(), password: 'secret12', language: 'hi' },
      {
        'accept-language': 'mr',
      },
    );
    expect(chosen.json().data.user.language).toBe('hi');
    const plain = await signUp({ email: uniqueEmail(), password: 'secret12' });
    expect(plain.json().data.user.language).toBe('en');
    const unknown = await signUp(
      { email: uniqueEmail(), password: 'secret12' },
      { 'accept-language': 'fr, de' },
    );
    expect(unknown.json().data.user.language).toBe('en');
  });

  it('refuses a language Jodi does not speak with 400, creating no account', async () => {
    const email = uniqueEmail();
    const res = await signUp({ email, password: 'secret12', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ path: 'body.language' }));
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('the language through PUT and GET /api/v1/user', () => {
  let member: SignedUp;
  beforeAll(async () => {
    member = await signUpMember(t.app);
  });

  it('starts in English, changes alone (no new token, the session goes on) and holds from the next request', async () => {
    expect((await getUser(member.auth)).json().data.language).toBe('en');
    expect((await nextRequestUser(member.token)).language).toBe('en');

    const res = await putUser(member.auth, { language: 'mr' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(updateUserResultSchema.safeParse(body).success).toBe(true);
    expect(body.token).toBeUndefined();
    expect(body.user).toMatchObject({ id: member.user.id, language: 'mr', has_password: true });

    const again = await getUser(member.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.language).toBe('mr');
    const next = await nextRequestUser(member.token);
    expect(next.language).toBe('mr');
    expect(requestLanguage({ headers: { 'accept-language': 'hi' }, user: next })).toBe('mr');

    expect((await putUser(member.auth, { language: 'hi' })).json().data.user.language).toBe('hi');
    expect((await getUser(member.auth)).json().data.language).toBe('hi');
    // The sign-in answer carries it too.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: member.user.email, password: member.password },
    });
    expect(signIn.json().data.user.language).toBe('hi');
  });

  it('answers 400 for a language Jodi does not speak, or for nothing to change, and changes nothing', async () => {
    const before = await storedLanguage(member.user.id);
    const fr = await putUser(member.auth, { language: 'fr' });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fr.json().error.details).toContainEqual(expect.objectContaining({ path: 'body.user.language' }));
    for (const user of [{}, { language: null }, { language: 'MR' }, { old_password: member.password }]) {
      const res = await putUser(member.auth, user);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await storedLanguage(member.user.id)).toBe(before);
    expect((await getUser(member.auth)).statusCode).toBe(200);
  });

  it('changes the password and the language together; a wrong old password changes neither', async () => {
    const who = await signUpMember(t.app);
    const wrong = await putUser(who.auth, {
      password: 'new-secret',
      old_password: 'nope-nope',
      language: 'mr',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'OLD_PASSWORD_INCORRECT',
      message: 'The old password is not correct.',
    });
    expect(await storedLanguage(who.user.id)).toBe('en');
    expect((await getUser(who.auth)).statusCode).toBe(200);

    const both = await putUser(who.auth, {
      password: 'new-secret',
      old_password: who.password,
      language: 'mr',
    });
    expect(both.statusCode, both.body).toBe(200);
    const { token, user } = both.json().data;
    expect(user.language).toBe('mr');
    expect(typeof token).toBe('string');
    const old = await getUser(who.auth);
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('SESSION_EXPIRED');
    expect((await getUser({ authorization: `Bearer ${token}` })).json().data.language).toBe('mr');
  });
});

describe('the OpenAPI document', () => {
  it('names the language on sign-up, on PUT /api/v1/user and on the signed-in user', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content['application/json'].schema;
    const ok = (path: string, method: string) =>
      doc.paths[path][method].responses['200'].content['application/json'].schema.properties.data;
    const languages = ['en', 'mr', 'hi'];
    expect(body('/api/v1/sign_up', 'post').properties.language.enum).toEqual(languages);
    const put = body('/api/v1/user', 'put').properties.user;
    expect(put.properties.language.enum).toEqual(languages);
    expect(put.required ?? []).not.toContain('password');
    expect(ok('/api/v1/user', 'get').properties.language.enum).toEqual(languages);
    expect(ok('/api/v1/user', 'get').required).toContain('language');
    const answer = ok('/api/v1/user', 'put');
    expect(answer.required).toEqual(['user']);
    expect(answer.properties.user.properties.language.enum).toEqual(languages);
  });
});

describe('mail to a known member', () => {
  it('writes the password reset mail in the member’s language', async () => {
    const who = await signUpMember(t.app);
    expect((await putUser(who.auth, { language: 'mr' })).statusCode).toBe(200);
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resetpassword',
      payload: { email: who.user.email },
    });
    expect(ask.statusCode).toBe(200);
    const mail = await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.user.email));
      if (!row) throw new Error('no reset mail yet');
      return row;
    });
    expect(mail.subject).toBe('तुमचा Jodi पासवर्ड बदला');
    expect(mail.text).toContain('नवीन पासवर्ड ठेवण्यासाठी ही लिंक एका तासाच्या आत उघडा:');
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(mail.text).not.toMatch(/password of your Jodi account/);
  });
});
