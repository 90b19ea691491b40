import { IDENTITY_TEXT_HIDDEN_CHARACTERS, RESERVED_NAME } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { type CreatedProfile, createProfile } from '../../test/profile-factory';
import { contacts, profiles } from '../db/schema';

/**
 * Attack: impersonation through names that look like another member's or like Jodi's staff:
 * invisible characters, direction overrides, look-alike letters, and "Jodi Support". Each is
 * refused with 400 and changes nothing; the same name typed in another Unicode form is stored once.
 */
let t: TestApp;
let member: CreatedProfile;
beforeAll(async () => {
  t = await buildTestApp();
  member = await createProfile(t.app, { name: 'Asha', lastName: 'Kulkarni' });
});
afterAll(() => t.close());

const putProfile = (profile: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/profiles/${member.profileId}/`,
    headers: member.auth,
    payload: { id: member.profileId, profile },
  });
const storedNames = async () => {
  const [row] = await t.database.db
    .select({ name: profiles.name, lastName: profiles.lastName, city: profiles.currentCity })
    .from(profiles)
    .where(eq(profiles.id, member.profileId));
  return row;
};

describe('names with hidden, direction-changing or look-alike characters', () => {
  it.each([
    ['a zero-width space', { name: 'As\u200bha' }],
    ['a right-to-left override', { lastName: '\u202einraklluK' }],
    ['an isolate', { current_city: 'Pune\u2066' }],
    ['a Cyrillic look-alike', { name: 'Аsha' }],
    ['a control character', { birthname: 'Aa\u0000' }],
  ])('refuses %s with 400 and stores nothing', async (_, profile) => {
    const before = await storedNames();
    const res = await putProfile(profile);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(await storedNames()).toEqual(before);
  });

  it('explains the refusal in words a member can act on', async () => {
    const res = await putProfile({ name: 'As\u200bha' });
    expect(res.json().error.details).toContainEqual({
      path: 'body.profile.name',
      message: IDENTITY_TEXT_HIDDEN_CHARACTERS,
    });
  });

  it('stores a name typed in decomposed form as NFC, and keeps Devanagari joiners', async () => {
    const res = await putProfile({ name: 'Rene\u0301e', birthname: 'सर्‍या' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select({ name: profiles.name, birthname: profiles.birthname })
      .from(profiles)
      .where(eq(profiles.id, member.profileId));
    expect(row).toEqual({ name: 'Ren\u00e9e', birthname: 'सर्‍या' });
  });

  it('refuses a name that reads as Jodi staff, across first and last name', async () => {
    const before = await storedNames();
    for (const profile of [
      { name: 'Jodi', lastName: 'Support' },
      { name: 'Jodi Team' },
      { name: 'Admin', lastName: null },
    ]) {
      const res = await putProfile(profile);
      expect(res.statusCode, JSON.stringify(profile)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: RESERVED_NAME });
    }
    expect(await storedNames()).toEqual(before);
  });

  it('refuses a relative whose name hides characters, and keeps the old list', async () => {
    const save = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/contacts/',
        headers: member.auth,
        payload: { contacts: [{ name, relation: 'Father', phone: '9822012345' }] },
      });
    expect((await save('Suresh Kulkarni')).statusCode).toBe(200);
    const hidden = await save('Suresh\u202e Kulkarni');
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.code).toBe('VALIDATION_FAILED');
    const rows = await t.database.db
      .select({ name: contacts.name })
      .from(contacts)
      .where(eq(contacts.profileId, member.profileId));
    expect(rows).toEqual([{ name: 'Suresh Kulkarni' }]);
  });
});
