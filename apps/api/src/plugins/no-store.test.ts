import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp, uniqueEmail } from '../../test/harness';
import { createProfile } from '../../test/profile-factory';

/**
 * What a signed-in member is answered (and a new session's token) is never
 * kept by a browser's or a shared cache: every answer to a request with a bearer token, and the
 * sign-in and sign-up answers, carry `Cache-Control: no-store`. Answers that say how they may be
 * cached themselves (media, the web app's files, public texts) keep what they say.
 */
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-a1b2c3.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const inject = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('Cache-Control: no-store', () => {
  it('marks every answer to a request with a bearer token: data, errors, refusals', async () => {
    const member = await createProfile(t.app, { gender: 'female' });
    for (const [url, status] of [
      ['/api/v1/user', 200],
      ['/api/v1/myprofile', 200],
      ['/api/v1/notifications', 200],
      [`/api/v1/profiles/${crypto.randomUUID()}`, 404],
      ['/api/v1/blogs', 200],
      ['/api/v1/no-such-route', 404],
    ] as const) {
      const res = await inject('GET', url, member.auth);
      expect(res.statusCode, `${url} ${res.body}`).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await inject('GET', '/api/v1/user', { authorization: 'Bearer not.a.token' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('marks the sign-up and sign-in answers, which carry a token', async () => {
    const email = uniqueEmail();
    const up = await inject('POST', '/api/v1/sign_up', {}, { email, password: 'a-long-password-1' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.headers['cache-control']).toBe('no-store');
    const signIn = await inject('POST', '/api/v1/sign_in', {}, { email, password: 'a-long-password-1' });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data.token).toEqual(expect.any(String));
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers to visitors, and answers with their own cache headers, as they were', async () => {
    for (const url of ['/api/v1/blogs', '/api/v1/features', '/api/v1/site']) {
      const res = await inject('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    const member = await signUpMember(t.app);
    // Public texts that say how long they keep, even fetched with a token.
    const ab = await inject('GET', '/api/v2/ab', member.auth);
    expect(ab.headers['cache-control']).toBe('public, max-age=60');
    // The web app's built files and its page.
    const asset = await inject('GET', '/assets/index-a1b2c3.js', member.auth);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await inject('GET', '/profiles');
    expect(page.headers['cache-control']).toBe('no-cache');
    // A member's photo behind its signed URL keeps its private max-age.
    const bride = await createProfile(t.app, { gender: 'female' });
    const pics = await inject('GET', '/api/v1/pics', bride.auth);
    const url = pics.json().data[0].url as string;
    const photo = await inject('GET', url, bride.auth);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });
});
