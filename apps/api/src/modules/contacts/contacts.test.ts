import { MAX_CONTACTS } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../../test/harness';
import { contacts, profiles } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const save = (member: SignedUp, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/contacts/',
    headers: member.auth,
    payload: payload as object,
  });
const read = (member: SignedUp) =>
  t.app.inject({ method: 'GET', url: '/api/v1/contacts', headers: member.auth });

const father = {
  name: 'Suresh Patil',
  relation: 'Father',
  phone: '98123 45678',
  occupation: 'Retired teacher',
};
const mother = {
  name: 'Anita Patil',
  relation: 'Mother',
  phone: '+91 98234-56789',
  current_city: 'Satara',
  address: '12, Shivaji Nagar',
};

describe('contacts (GET/POST /api/v1/contacts)', () => {
  it('starts empty, then replaces the whole list and answers it in order', async () => {
    const m = await signUpMember(t.app);
    expect((await read(m)).json()).toEqual({ data: [], meta: { total: 0, limit: MAX_CONTACTS, offset: 0 } });

    const saved = await save(m, { contacts: [father, mother] });
    expect(saved.statusCode).toBe(200);
    const expected = [
      {
        name: 'Suresh Patil',
        relation: 'Father',
        phone: '9812345678',
        occupation: 'Retired teacher',
        current_city: null,
        address: null,
      },
      {
        name: 'Anita Patil',
        relation: 'Mother',
        phone: '+919823456789',
        occupation: null,
        current_city: 'Satara',
        address: '12, Shivaji Nagar',
      },
    ];
    expect(saved.json()).toEqual({ data: expected, meta: { total: 2, limit: MAX_CONTACTS, offset: 0 } });
    expect((await read(m)).json().data).toEqual(expected);

    const replaced = await save(m, {
      contacts: [{ name: 'Rahul Patil', relation: 'Brother', phone: '9900112233' }],
    });
    expect(replaced.json().data).toEqual([
      expect.objectContaining({ name: 'Rahul Patil', relation: 'Brother', phone: '9900112233' }),
    ]);
    const rows = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.profileId, m.user.profile_id!));
    expect(rows).toHaveLength(1);
  });

  it('refuses invalid lists with 400 and changes nothing', async () => {
    const m = await signUpMember(t.app);
    await save(m, { contacts: [father] });
    const cases: [unknown, string | null][] = [
      [{ contacts: [father, { name: 'No Phone', relation: 'Uncle' }] }, 'body.contacts.1.phone'],
      [{ contacts: [{ ...father, phone: '' }] }, 'body.contacts.0.phone'],
      [{ contacts: [{ ...father, phone: '12345' }] }, 'body.contacts.0.phone'],
      [{ contacts: [{ ...father, phone: '5812345678' }] }, 'body.contacts.0.phone'],
      [{ contacts: [{ ...father, name: '   ' }] }, 'body.contacts.0.name'],
      [{ contacts: [{ ...father, relation: undefined }] }, 'body.contacts.0.relation'],
      [{ contacts: [] }, 'body.contacts'],
      [{ contacts: Array.from({ length: MAX_CONTACTS + 1 }, () => father) }, 'body.contacts'],
      [{ contacts: 'Suresh' }, 'body.contacts'],
      [{}, 'body.contacts'],
    ];
    for (const [payload, path] of cases) {
      const res = await save(m, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      if (path) expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const after = (await read(m)).json().data;
    expect(after).toEqual([expect.objectContaining({ name: 'Suresh Patil', phone: '9812345678' })]);
  });

  it('keeps each member to their own list and needs a token', async () => {
    const a = await signUpMember(t.app);
    const b = await signUpMember(t.app);
    await save(a, { contacts: [father] });
    expect((await read(b)).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/contacts' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contacts',
      payload: { contacts: [father] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 404 to an account without a profile', async () => {
    const m = await signUpMember(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.id, m.user.profile_id!));
    for (const res of [await read(m), await save(m, { contacts: [father] })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'PROFILE_REQUIRED', message: 'Create your profile first.' });
    }
  });
});
