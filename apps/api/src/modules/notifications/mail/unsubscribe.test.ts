import type { NotificationSettings } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../../../test/harness';
import { users } from '../../../db/schema';
import { signLink } from '../../../lib/signed-link';
import { myDataKey, signMyDataToken } from '../../my-data/my-data-link';
import {
  signUnsubscribeToken,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_TTL_SECONDS,
  type UnsubscribeTarget,
  unsubscribeKey,
} from './unsubscribe-link';

/** The unsubscribe links of mails: no sign-in, a signed token, GET asks and POST does it. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const key = () => unsubscribeKey(t.config.jwtSecret!);
const linkFor = async (uid: string, what: UnsubscribeTarget, now?: Date) =>
  `${UNSUBSCRIBE_PATH}?t=${await signUnsubscribeToken(key(), { uid, what }, now)}`;

const oneClick = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });

async function settingsOf(member: SignedUp): Promise<NotificationSettings> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notification-settings',
    headers: member.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('one kind’s unsubscribe link', () => {
  it('GET shows a page with a confirm button and changes nothing; POST stops that kind’s mail only', async () => {
    const member = await signUpMember(t.app);
    const before = await settingsOf(member);
    const url = await linkFor(member.user.id, 'message');

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(`<form method="post" action="${url}">`);
    expect(page.body).toContain('<button type="submit">Stop these e-mails</button>');
    expect(page.body).not.toMatch(/<script/i);
    expect(await settingsOf(member)).toEqual(before);

    const res = await oneClick(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { stopped: 'message' } });
    const after = await settingsOf(member);
    expect(after.message).toEqual({ in_app: true, push: before.message.push, email: false });
    expect({ ...after, message: before.message }).toEqual(before);

    // Again: the same answer (a mail client may retry).
    expect((await oneClick(url)).statusCode).toBe(200);
  });

  it('answers the page’s own form (a browser) with a page', async () => {
    const member = await signUpMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: await linkFor(member.user.id, 'interest_accepted'),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
      },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('You will not get these e-mails any more.');
    expect((await settingsOf(member)).interest_accepted.email).toBe(false);
  });

  it('takes a one-click POST however the client encodes it (form, multipart, none)', async () => {
    const member = await signUpMember(t.app);
    const multipart = await t.app.inject({
      method: 'POST',
      url: await linkFor(member.user.id, 'plan_expiring'),
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload:
        '--XyZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XyZ--\r\n',
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    const bare = await t.app.inject({ method: 'POST', url: await linkFor(member.user.id, 'plan_expired') });
    expect(bare.statusCode, bare.body).toBe(200);
    const settings = await settingsOf(member);
    expect(settings.plan_expiring.email).toBe(false);
    expect(settings.plan_expired.email).toBe(false);
  });
});

describe('a link that does not work', () => {
  const envelope = {
    error: {
      code: 'UNSUBSCRIBE_LINK_INVALID',
      message:
        'This unsubscribe link is not valid or has expired. Change your e-mails in the app’s notification settings.',
    },
  };

  it('is 400 and changes nothing: tampered, expired, another kind of link, an unknown target, none', async () => {
    const member = await signUpMember(t.app);
    const before = await settingsOf(member);
    const good = await signUnsubscribeToken(key(), { uid: member.user.id, what: 'digest' });
    const [head, body, sig] = good.split('.');
    const otherUser = Buffer.from(JSON.stringify({ uid: crypto.randomUUID(), what: 'digest' })).toString(
      'base64url',
    );
    const yearAgo = new Date(Date.now() - (UNSUBSCRIBE_TTL_SECONDS + 60) * 1000);
    const bad = [
      `${head}.${body}.${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`,
      `${head}.${otherUser}.${sig}`,
      await signUnsubscribeToken(key(), { uid: member.user.id, what: 'digest' }, yearAgo),
      // A data-download link of the same member: another key and audience.
      await signMyDataToken(
        myDataKey(t.config.jwtSecret!),
        { uid: member.user.id, eid: 'digest', sid: crypto.randomUUID(), tv: '0' },
        new Date(),
      ),
      await signLink(
        key(),
        { audience: 'unsubscribe', ttlSeconds: 3600 },
        { uid: member.user.id, what: 'everything' },
      ),
      'not-a-token',
    ];
    for (const token of bad) {
      const url = `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}`;
      const post = await oneClick(url);
      expect(post.statusCode, token).toBe(400);
      expect(post.json()).toEqual(envelope);
      const get = await t.app.inject({ method: 'GET', url });
      expect(get.statusCode).toBe(400);
      expect(get.json()).toEqual(envelope);
    }
    const none = await oneClick(UNSUBSCRIBE_PATH);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('VALIDATION_FAILED');
    expect(await settingsOf(member)).toEqual(before);
  });

  it('refuses a body no mail client sends, before reading the link: too large, not JSON, an unknown type', async () => {
    const member = await signUpMember(t.app);
    const before = await settingsOf(member);
    const url = await linkFor(member.user.id, 'digest');
    const post = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
    const tooLarge = await post('application/x-www-form-urlencoded', 'x'.repeat(5000));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const notJson = await post('application/json', '{');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('MALFORMED_REQUEST');
    const xml = await post('application/xml', '<a/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await settingsOf(member)).toEqual(before);
  });

  it('shows a person a page saying so', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${UNSUBSCRIBE_PATH}?t=not-a-token`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('This link does not work');
  });

  it('of an account deleted since: nothing to stop, and no error', async () => {
    const member = await signUpMember(t.app);
    const url = await linkFor(member.user.id, 'digest');
    await t.database.db.delete(users).where(eq(users.id, member.user.id));
    const res = await oneClick(url);
    expect(res.statusCode, res.body).toBe(200);
  });
});
