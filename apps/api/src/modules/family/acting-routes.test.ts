import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';

/**
 * Decision 33's route table, read from the app itself (its OpenAPI document, where each route lists
 * the codes its guard may answer): every route a signed-in caller reaches either acts for the
 * managed profile `X-Profile` names, refuses a relative (403 `RELATIVE_NOT_ALLOWED`), or is the
 * account's own whatever the header says. The lists below are the conscious choices: a new route
 * with a token fails here until it is put in one of them, and each route is called to prove it.
 */

/** What only the owner's account may do: a relative acting for the profile is refused. */
const REFUSES = [
  'DELETE /api/v1/delete/profile',
  'DELETE /api/v1/family/invites/{id}',
  'DELETE /api/v1/family/{user_id}',
  'DELETE /api/v1/push/subscriptions',
  'GET /api/v1/family',
  'GET /api/v1/my-data',
  'GET /api/v1/notification-settings',
  'GET /api/v1/order',
  'GET /api/v1/payments',
  'POST /api/v1/family/invites',
  'POST /api/v1/my-data',
  'POST /api/v1/payments',
  'POST /api/v1/push/subscriptions',
  'POST /api/v1/sandbox/checkout',
  'POST /api/v1/sign_out/all',
  'PUT /api/v1/notification-settings',
  'PUT /api/v1/privacy',
  'PUT /api/v1/user',
];

/** The signed-in account's own, whatever X-Profile says (the header is not read). */
const IGNORES = [
  'GET /api/v1/managed-profiles',
  'POST /api/v1/family/invites/{token}/accept',
  'POST /api/v1/sign_out',
];

type Operation = { responses?: Record<string, unknown> };
type Mode = 'acts' | 'refuses' | 'ignores' | 'staff';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every /api route that takes a member's token, with what its guard does with X-Profile. */
function routeTable(): Map<string, Mode> {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const table = new Map<string, Mode>();
  for (const [path, ops] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const answers = JSON.stringify(op.responses ?? {});
      if (!answers.includes('"SESSION_EXPIRED"')) continue; // no token read: X-Profile means nothing
      const key = `${method.toUpperCase()} ${path}`;
      if (answers.includes('"STAFF_ONLY"')) table.set(key, 'staff');
      else if (answers.includes('"NOT_MANAGER"')) table.set(key, 'acts');
      else if (answers.includes('"RELATIVE_NOT_ALLOWED"')) table.set(key, 'refuses');
      else table.set(key, 'ignores');
    }
  }
  return table;
}

const withIds = (path: string) => path.replace(/\{[^}]+\}/g, crypto.randomUUID());

describe('what X-Profile does on every route (decision 33)', () => {
  it('is one of three conscious choices for each route, as listed', () => {
    const table = routeTable();
    const of = (mode: Mode) =>
      [...table]
        .filter(([, m]) => m === mode)
        .map(([k]) => k)
        .sort();
    expect(of('refuses')).toEqual([...REFUSES].sort());
    expect(of('ignores')).toEqual([...IGNORES].sort());
    // Everything else a member calls acts for the managed profile: the listing, matches, views,
    // interests, chat, photos, the profile's own edits.
    expect(of('acts').length).toBeGreaterThan(40);
    for (const key of [
      'POST /api/v1/interests',
      'GET /api/v1/chat/threads',
      'GET /api/v1/matches',
      'GET /api/v1/user',
    ]) {
      expect(table.get(key), key).toBe('acts');
    }
  });

  it('refuses a relative on each refusing route, and an unmanaged profile on each acting route', async () => {
    const owner = await createProfile(t.app);
    const relative = await createProfile(t.app);
    await t.app.ctx.database.db.execute(
      // A manager row as an accepted invitation leaves it (family.test.ts covers accepting).
      (await import('drizzle-orm')).sql`INSERT INTO family_managers (profile_id, user_id, name, relation)
        VALUES (${owner.profileId}, ${relative.user.id}, 'Aai', 'Mother')`,
    );
    const table = routeTable();
    const stranger = crypto.randomUUID();
    for (const [key, mode] of table) {
      const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      if (mode === 'ignores') continue;
      const header = mode === 'acts' ? stranger : owner.profileId;
      const res = await t.app.inject({
        method,
        url: withIds(path),
        headers: { ...relative.auth, 'x-profile': header },
      });
      const expected = mode === 'acts' ? 'NOT_MANAGER' : 'RELATIVE_NOT_ALLOWED';
      expect(`${res.statusCode} ${res.json().error?.code}`, key).toBe(`403 ${expected}`);
    }
  });
});
