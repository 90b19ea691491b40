import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { type CreatedProfile, createProfile } from '../../test/profile-factory';
import { users } from '../db/schema';
import { createStaffMember } from '../modules/staff/staff.test-kit';

/**
 * Attack: hostile input on every API route, as a member and as staff (who get past more guards):
 * SQL injection, type confusion (`{"$gt": ""}`, arrays for scalars, numbers for strings),
 * prototype pollution (`__proto__`, `constructor.prototype`), deeply nested and oversized JSON,
 * in the body, the query string and the path. The routes are read from the app's own OpenAPI
 * document, so a new route is attacked without editing this file. Every answer must be a client
 * error (or a success that ignored the junk): never a 5xx.
 */
let t: TestApp;
let member: CreatedProfile;
let staff: CreatedProfile;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '100000' });
  member = await createProfile(t.app, { gender: 'male' });
  staff = await createStaffMember(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
}
interface Route {
  method: Method;
  /** OpenAPI form, `/api/v1/pics/{id}`. */
  path: string;
  op: Operation;
}

/** Routes that end the caller's session or account; attacking them would spoil the rest. */
const SKIP = new Set(['DELETE /api/v1/delete/profile']);

function routes(): Route[] {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const out: Route[] = [];
  for (const [path, ops] of Object.entries(spec.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const m = method.toUpperCase() as Method;
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(m) || SKIP.has(`${m} ${path}`)) continue;
      out.push({ method: m, path, op });
    }
  }
  return out;
}

const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
const bodyProperties = (op: Operation) => op.requestBody?.content?.['application/json']?.schema?.properties;

const SQL = ["' OR '1'='1' --", "'; DROP TABLE users; --", '1 UNION SELECT password_hash FROM users', '\\'];
/** Values that are the wrong type for nearly any field. */
const CONFUSED: unknown[] = [
  { $gt: '' },
  { $ne: null },
  ['a', 'b'],
  [{ $gt: '' }],
  1e308,
  -1,
  true,
  ...SQL,
  'x'.repeat(100_000),
  '\u0000\u202e<script>',
];
/** Whole bodies of the wrong shape. */
const WRONG_BODIES: unknown[] = [{ $gt: '' }, [], [{}], 'text', 42, true, {}];

/** Raw JSON texts the parser itself must refuse (or at least not choke on). */
const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const RAW: { name: string; text: string; status?: number }[] = [
  { name: '__proto__ key', text: '{"__proto__":{"isAdmin":true,"is_admin":true,"polluted":1}}', status: 400 },
  { name: 'constructor.prototype', text: '{"constructor":{"prototype":{"polluted":1}}}', status: 400 },
  { name: 'deep object nesting', text: deep(20_000) },
  { name: 'deep array nesting', text: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { name: 'oversized body (2 MB)', text: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }), status: 413 },
  { name: 'truncated JSON', text: '{"to": "abc', status: 400 },
  { name: 'duplicate keys', text: '{"to":"a","to":{"$gt":""}}' },
];

type Caller = { auth: Record<string, string> };
const callers = (): [string, Caller][] => [
  ['member', member],
  ['staff', staff],
];

async function send(options: InjectOptions, who: Caller) {
  const res = await t.app.inject({ ...options, headers: { ...options.headers, ...who.auth } });
  return res;
}

/** Requests answered 5xx, as `what: body`; each test ends expecting none. */
let failures: string[] = [];
beforeEach(() => {
  failures = [];
});
afterEach(() => {
  expect(failures).toEqual([]);
});

function expectNoServerError(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 500) failures.push(`${what} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
}

describe('hostile JSON bodies', () => {
  it('never gets a 5xx from any route, whatever the body holds', async () => {
    const sample = crypto.randomUUID();
    let sent = 0;
    for (const route of routes()) {
      if (route.method === 'GET') continue;
      const url = fillPath(route.path, sample);
      const props = bodyProperties(route.op) ?? {};
      const bodies: unknown[] = [...WRONG_BODIES];
      for (const [name, node] of Object.entries(props)) {
        for (const value of CONFUSED) bodies.push({ [name]: value });
        for (const sub of Object.keys(node.properties ?? {})) {
          for (const value of CONFUSED) bodies.push({ [name]: { [sub]: value } });
        }
      }
      for (const [who, caller] of callers()) {
        for (const body of bodies) {
          const res = await send(
            {
              method: route.method,
              url,
              payload: JSON.stringify(body),
              headers: { 'content-type': 'application/json' },
            },
            caller,
          );
          expectNoServerError(res, `${who} ${route.method} ${url} ${JSON.stringify(body).slice(0, 80)}`);
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    // Every writing route, for each caller, with every hostile body, one request after another: on
    // the embedded database beside a second worker this ran just past the default 30 s once the
    // routes added since joined.
  }, 120_000);

  it.each(RAW)('answers 4xx to $name on every writing route', async ({ text, status }) => {
    for (const route of routes()) {
      if (route.method === 'GET') continue;
      const url = fillPath(route.path, crypto.randomUUID());
      for (const [who, caller] of callers()) {
        const res = await send(
          { method: route.method, url, payload: text, headers: { 'content-type': 'application/json' } },
          caller,
        );
        expectNoServerError(res, `${who} ${route.method} ${url}`);
        if (status && bodyProperties(route.op)) expect(res.statusCode, `${route.method} ${url}`).toBe(status);
      }
    }
    // Nothing was polluted, in this process or in the database.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.isAdmin).toBe(false);
  });
});

/** Every body that is `base` with one leaf (object value or first array item) replaced by `value`. */
function oneLeafReplaced(base: unknown, value: unknown): unknown[] {
  if (Array.isArray(base))
    return base.length ? oneLeafReplaced(base[0], value).map((v) => [v, ...base.slice(1)]) : [];
  if (!base || typeof base !== 'object') return [value];
  const out: unknown[] = [];
  for (const [key, child] of Object.entries(base)) {
    for (const variant of oneLeafReplaced(child, value)) out.push({ ...base, [key]: variant });
  }
  return out;
}

describe('hostile values inside otherwise valid bodies', () => {
  /** Valid bodies, so that a hostile value in one field gets past the others into the service and SQL. */
  const valid = (): { method: Method; url: string; who: Caller; body: object }[] => [
    {
      method: 'PUT',
      url: `/api/v1/profiles/${member.profileId}/`,
      who: member,
      body: {
        id: member.profileId,
        profile: {
          name: 'Rohan',
          lastName: 'Kulkarni',
          gender: 'male',
          current_city: 'Pune',
          occupation: 'Engineer',
          aboutme: 'About me',
          hobbies_and_interests: 'Music',
          expectation: 'Kind',
          gotra: 'Kashyap',
          birth_place: 'Pune',
          birth_time: '10:30',
          height: 175,
        },
      },
    },
    {
      method: 'PUT',
      url: '/api/v1/support/info',
      who: member,
      body: { phone: '98765 43210', whatsapp: '98765 43211' },
    },
    {
      method: 'POST',
      url: '/api/v1/contacts/',
      who: member,
      body: {
        contacts: [{ name: 'Suresh', relation: 'Father', phone: '98123 45678', occupation: 'Teacher' }],
      },
    },
    {
      method: 'POST',
      url: '/api/v1/leads',
      who: member,
      body: {
        lead: {
          name: 'Sunita',
          business: 'Caterers',
          email: 'a@b.example',
          phone: '98765 43210',
          message: 'Hi',
        },
      },
    },
    { method: 'PUT', url: '/api/v1/admin/legal', who: staff, body: { markdown: '# Terms' } },
    { method: 'POST', url: '/api/v1/trail', who: staff, body: { pid: member.profileId, text: 'Called' } },
  ];

  it('never gets a 5xx when one field of a valid body is hostile', async () => {
    for (const { method, url, who, body } of valid()) {
      for (const value of CONFUSED) {
        for (const payload of oneLeafReplaced(body, value)) {
          const res = await send({ method, url, payload: payload as object }, who);
          expectNoServerError(res, `${method} ${url} ${JSON.stringify(payload).slice(0, 120)}`);
        }
      }
    }
  });
});

describe('hostile query strings and path parameters', () => {
  it('never gets a 5xx from a query parameter that is injected, repeated, nested or huge', async () => {
    for (const route of routes()) {
      const url = fillPath(route.path, crypto.randomUUID());
      const names = (route.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const queries: string[] = ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1'];
      for (const name of names) {
        const n = encodeURIComponent(name);
        queries.push(
          `${n}[$gt]=`,
          `${n}=1&${n}=2`,
          `${n}=${'9'.repeat(400)}`,
          `${n}=%00`,
          `${n}=${'x'.repeat(5000)}`,
        );
        for (const sql of SQL) queries.push(`${n}=${encodeURIComponent(sql)}`);
      }
      for (const [who, caller] of callers()) {
        for (const query of queries) {
          const res = await send({ method: route.method, url: `${url}?${query}` }, caller);
          expectNoServerError(res, `${who} ${route.method} ${url}?${query.slice(0, 80)}`);
        }
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never gets a 5xx from a path parameter that is injected, traversing, numeric or huge', async () => {
    const values = [
      ...SQL,
      '../../etc/passwd',
      '..%2f..%2fetc',
      '\u0000',
      '-1',
      '1e400',
      'NaN',
      'x'.repeat(3000),
    ];
    for (const route of routes()) {
      if (!route.path.includes('{')) continue;
      for (const value of values) {
        const url = fillPath(route.path, value);
        for (const [who, caller] of callers()) {
          const res = await send({ method: route.method, url }, caller);
          expectNoServerError(res, `${who} ${route.method} ${url.slice(0, 120)}`);
        }
      }
    }
  });
});
