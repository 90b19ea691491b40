import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniqueEmail } from '../../../test/harness';
import { saveLanguage } from '../../modules/auth/auth.test-kit';
import { couple } from '../../modules/social/social.test-kit';
import { errorMessagesHi } from './hi';
import { errorMessagesMr } from './mr';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const sendInterest = (headers: Headers, to: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/interests', headers, payload: { to } });

const chooseLanguage = (who: { auth: Headers }, language: string) => saveLanguage(t.app, who, language);

describe('error messages in the request’s language', () => {
  it('answers the same 424 in English by default, and in the member’s saved language (Marathi, Hindi), which wins over the browser’s', async () => {
    const { groom, bride } = await couple(t.app, { photo: false });
    expect((await sendInterest(groom.auth, bride.profileId)).statusCode).toBe(201);

    const english = await sendInterest(groom.auth, bride.profileId);
    expect(english.statusCode).toBe(424);
    expect(english.json().error).toEqual({ code: 'INTEREST_ALREADY_SENT', message: 'Interest already sent' });

    await chooseLanguage(groom, 'mr');
    const marathi = await sendInterest(
      { ...groom.auth, 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' },
      bride.profileId,
    );
    expect(marathi.statusCode).toBe(424);
    expect(marathi.json().error).toEqual({
      code: 'INTEREST_ALREADY_SENT',
      message: errorMessagesMr.INTEREST_ALREADY_SENT,
    });
    expect(marathi.json().error.message).toBe('तुम्ही आधीच पसंती कळवली आहे');

    await chooseLanguage(groom, 'hi');
    const hindi = await sendInterest({ ...groom.auth, 'accept-language': 'mr' }, bride.profileId);
    expect(hindi.statusCode).toBe(424);
    expect(hindi.json().error).toEqual({
      code: 'INTEREST_ALREADY_SENT',
      message: errorMessagesHi.INTEREST_ALREADY_SENT,
    });
    expect(hindi.json().error.message).toBe('आप पहले ही रुचि भेज चुके हैं');
  });

  it('answers a member who signed up from a Marathi browser in Marathi', async () => {
    const email = uniqueEmail();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_up',
      headers: { 'accept-language': 'mr-IN,mr;q=0.9' },
      payload: { email, password: 'correct horse battery' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const { token, user } = signUp.json().data;
    const res = await sendInterest({ authorization: `Bearer ${token}` }, user.profile_id);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toEqual({
      code: 'OWN_PROFILE_NOT_ALLOWED',
      message: errorMessagesMr.OWN_PROFILE_NOT_ALLOWED.interest,
    });
  });

  it('answers a visitor in the Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/interests',
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: errorMessagesHi.UNAUTHENTICATED.signIn,
    });
    const english = await t.app.inject({ method: 'GET', url: '/api/v1/interests' });
    expect(english.json().error.message).toBe('Sign in to continue.');
  });

  it('translates the field issues it knows and leaves zod’s own wording as it is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_up',
      headers: { 'accept-language': 'mr' },
      payload: { email: uniqueEmail(), password: '12345' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(errorMessagesMr.VALIDATION_FAILED.fields);
    expect(error.details).toContainEqual({ path: 'body.password', message: 'पासवर्ड किमान ६ अक्षरांचा असावा.' });

    const english = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_up',
      payload: { email: uniqueEmail(), password: '12345' },
    });
    expect(english.json().error.details).toContainEqual({
      path: 'body.password',
      message: 'Password must be at least 6 characters.',
    });
  });

  it('answers a message with values (and its field issue) in the language, with the same values', async () => {
    const { bride } = await couple(t.app, { photo: false });
    const pause = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/privacy',
        headers: bride.auth,
        payload: {
          photos: 'members',
          contacts: 'plan',
          paused_until: new Date(Date.now() + 400 * 86_400_000).toISOString(),
        },
      });
    const english = await pause();
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'A profile can be paused for at most 365 days at a time.',
      details: [
        { path: 'body.paused_until', message: 'A profile can be paused for at most 365 days at a time.' },
      ],
    });
    await chooseLanguage(bride, 'mr');
    const marathi = (await pause()).json().error;
    expect(marathi.message).toBe('प्रोफाइल एका वेळी जास्तीत जास्त ३६५ दिवस लपवता येते.');
    expect(marathi.details).toEqual([{ path: 'body.paused_until', message: marathi.message }]);
  });

  it('answers a field issue of a service’s own in the language, beside the error’s message', async () => {
    const { bride } = await couple(t.app, { photo: false });
    await chooseLanguage(bride, 'hi');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: bride.auth,
      payload: { user: { password: 'a new secret', old_password: 'not the password' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'OLD_PASSWORD_INCORRECT',
      message: errorMessagesHi.OLD_PASSWORD_INCORRECT,
      details: [{ path: 'body.user.old_password', message: errorMessagesHi.VALIDATION_FAILED.notCorrect }],
    });
  });

  it('answers a call to no route in the language, naming the method and path', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-call?x=1',
      headers: { 'accept-language': 'mr' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'हा पत्ता अस्तित्वात नाही: GET /api/v1/no-such-call',
    });
    const english = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(english.json().error.message).toBe('No route GET /api/v1/no-such-call');
  });

  it('leaves a message that is not in the catalogue (Fastify’s own) as it is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      headers: { 'content-type': 'application/json', 'accept-language': 'mr' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MALFORMED_REQUEST');
    expect(res.json().error.message).toMatch(/JSON/);
  });
});
