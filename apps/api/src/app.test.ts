import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../test/harness';
import { AuthRepository } from './modules/auth/auth.repository';
import { ensureStaffAccount } from './modules/auth/staff-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    CONTACT_EMAIL: 'help@jodi.example',
    SOCIAL_LINKS: 'Instagram=https://instagram.com/jodi',
  });
});
afterAll(() => t.close());

describe('the app shell of the API', () => {
  it('reports health after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
  });

  it('sends a strict content security policy and other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(csp).toContain("connect-src 'self' ws://localhost:3000;");
  });

  it("lets pages open sockets to this site's own origin only, never to any ws: or wss: host", async () => {
    const connectSrc = (csp: string) => (/(?:^|;)\s*connect-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ');
    const local = connectSrc(
      String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']),
    );
    expect(local).toEqual(["'self'", 'ws://localhost:3000']);
    const hosted = await buildTestApp({
      PUBLIC_URL: 'https://jodi.example/app/',
      ALLOWED_ORIGINS: 'https://jodi.example,https://partner.example',
    });
    try {
      const res = await hosted.app.inject({ method: 'GET', url: '/api/health' });
      const sources = connectSrc(String(res.headers['content-security-policy']));
      expect(sources).toEqual(["'self'", 'wss://jodi.example']);
      // No bare scheme source: a scheme alone would allow every host.
      expect(sources.filter((source) => /^[a-z][a-z0-9+.-]*:$/i.test(source))).toEqual([]);
    } finally {
      await hosted.close();
    }
  });

  it('tells the web app where page views go, and lets it connect there, only with an analytics id', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(site.json().data).toMatchObject({ analytics_id: null, analytics_url: null });
    const withAnalytics = await buildTestApp({
      ANALYTICS_ID: 'jodi.example',
      ANALYTICS_URL: 'https://stats.example/',
    });
    try {
      const res = await withAnalytics.app.inject({ method: 'GET', url: '/api/v1/site' });
      expect(res.json().data).toMatchObject({
        analytics_id: 'jodi.example',
        analytics_url: 'https://stats.example',
      });
      expect(String(res.headers['content-security-policy'])).toContain(
        "connect-src 'self' ws://localhost:3000 https://stats.example;",
      );
    } finally {
      await withAnalytics.close();
    }
  });

  it('answers unknown API routes with the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here?token=abc' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'No route GET /api/v1/nothing-here' },
    });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MALFORMED_REQUEST');
  });

  it('accepts the spec paths with and without the trailing slash', async () => {
    const member = await signUpMember(t.app);
    for (const url of ['/api/v1/user', '/api/v1/user/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: member.auth });
      expect(res.statusCode).toBe(200);
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/sign_in', '/api/v1/sign_up', '/api/v1/resetpassword', '/api/v1/user']),
    );
    expect(doc.paths['/api/v1/sign_up'].post.requestBody).toBeDefined();
  });

  it('publishes the footer contact details from config, and no secret', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(site.json().data).toMatchObject({
      contact_email: 'help@jodi.example',
      social: [{ label: 'Instagram', url: 'https://instagram.com/jodi' }],
      analytics_id: null,
    });
    const keys = await t.app.inject({ method: 'GET', url: '/api/v1/keys' });
    expect(JSON.stringify(keys.json())).not.toContain(t.config.jwtSecret ?? 'never');
  });
});

describe('staff accounts', () => {
  it('creates a staff account, promotes an existing member, and staff sign in with is_admin', async () => {
    const repo = new AuthRepository();
    const db = t.database.db;
    expect(await ensureStaffAccount(db, repo, 'Boss@Example.com', 'boss-pass')).toBe('created');
    expect(await ensureStaffAccount(db, repo, 'boss@example.com', 'boss-pass')).toBe('unchanged');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: 'boss@example.com', password: 'boss-pass' },
    });
    expect(signIn.json().data.user.is_admin).toBe(true);

    const member = await signUpMember(t.app);
    expect(await ensureStaffAccount(db, repo, member.user.email, 'ignored-pass')).toBe('promoted');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: member.user.email, password: member.password },
    });
    expect(again.json().data.user.is_admin).toBe(true);
  });
});
