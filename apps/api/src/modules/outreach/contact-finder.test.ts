import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/calls';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { type FakeGooglePeople, startFakeGooglePeople } from '../../adapters/fake-google-people.test-kit';
import { profiles, users } from '../../db/schema';
import { connect, listeningUrl, nextEvent } from '../realtime/socket.test-kit';
import { createStaffMember } from '../staff/staff.test-kit';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const CLIENT_ID = '1234567890-abc.apps.googleusercontent.com';

let fake: FakeGooglePeople;
/** Without GOOGLE_CLIENT_ID: the finder is off. */
let off: TestApp;
/** With GOOGLE_CLIENT_ID and the fake People API. */
let on: TestApp;
beforeAll(async () => {
  fake = await startFakeGooglePeople();
  [off, on] = await Promise.all([
    buildTestApp(),
    buildTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_PEOPLE_API_URL: fake.apiUrl }),
  ]);
});
afterAll(async () => {
  await Promise.all([off?.close(), on?.close()]);
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.failNext = undefined;
});

async function upgrade(t: TestApp, member: { user: { id: string } }, plan = 'Belief') {
  await t.database.db
    .update(users)
    .set({ plan, planExpiresAt: new Date(Date.now() + YEAR_MS) })
    .where(eq(users.id, member.user.id));
}
const PEOPLE = '/api/v1/google/people';
const find = (t: TestApp, who: { auth: Record<string, string> } | null, accessToken: string) =>
  callAs(t.app, { method: 'POST', url: PEOPLE, payload: { access_token: accessToken } }, who);

describe('POST /api/v1/google/people: who may use it', () => {
  it('answers 401 to visitors and 402 to Hope', async () => {
    const visitor = await find(on, null, fake.token);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    const hope = await signUpMember(on.app);
    const res = await find(on, hope, fake.token);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('PLAN_UPGRADE_REQUIRED');
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 503 when the finder is not set up', async () => {
    const paid = await signUpMember(off.app);
    await upgrade(off, paid);
    const res = await find(off, paid, 'ya29.anything');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'CONTACT_FINDER_NOT_SET_UP', message: 'The contact finder is not set up.' },
    });
  });

  it('answers 400 for a missing token', async () => {
    const paid = await signUpMember(on.app);
    await upgrade(on, paid);
    const res = await callAs(on.app, { method: 'POST', url: PEOPLE, payload: {} }, paid);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/v1/google/people: matching', () => {
  let caller: CreatedProfile;
  const people: Record<string, CreatedProfile> = {};

  beforeAll(async () => {
    caller = await createProfile(on.app, { gender: 'male', name: 'Rohan' });
    await upgrade(on, caller, 'Trust');
    for (const key of ['friend', 'cousin', 'hidden', 'blocked', 'blocker', 'suspended', 'unfinished']) {
      people[key] = await createProfile(on.app, { name: `Name-${key}` });
    }
    await on.database.db
      .update(profiles)
      .set({ hidden: true })
      .where(eq(profiles.id, people.hidden!.profileId));
    await on.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, people.suspended!.user.id));
    await on.database.db
      .update(profiles)
      .set({ name: null })
      .where(eq(profiles.id, people.unfinished!.profileId));
    const block = (from: CreatedProfile, to: CreatedProfile) =>
      on.app.inject({
        method: 'POST',
        url: '/api/v1/block/',
        headers: from.auth,
        payload: { profileId: to.profileId },
      });
    expect((await block(caller, people.blocked!)).statusCode).toBe(200);
    expect((await block(people.blocker!, caller)).statusCode).toBe(200);

    const shouty = (email: string) => `  ${email.toUpperCase()} `;
    fake.people = [
      { name: 'My Friend', emails: ['nobody@example.com', shouty(people.friend!.user.email)] },
      { name: 'No e-mail' },
      { emails: [people.cousin!.user.email] },
      { name: 'Me', emails: [caller.user.email] },
      ...(['hidden', 'blocked', 'blocker', 'suspended', 'unfinished'] as const).map((key) => ({
        name: key,
        emails: [people[key]!.user.email],
      })),
    ];
  });

  it('answers the visible profiles among the contacts, with the name from the address book', async () => {
    const res = await find(on, caller, fake.token);
    expect(res.statusCode).toBe(200);
    const found = res.json().data as { name: string | null; profile_id: string }[];
    expect(found).toHaveLength(2);
    expect(found).toContainEqual({ name: 'My Friend', profile_id: people.friend!.profileId });
    // Without a name in the address book: the profile's own name.
    expect(found).toContainEqual({ name: 'Name-cousin', profile_id: people.cousin!.profileId });
    // Every page was read, with the member's token.
    expect(fake.requests.length).toBeGreaterThan(1);
    expect(fake.requests.every((r) => r.authorization === `Bearer ${fake.token}`)).toBe(true);
  });

  it('answers 400 when Google refuses the token, and 502 when Google fails', async () => {
    const refused = await find(on, caller, 'ya29.expired');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('GOOGLE_TOKEN_REJECTED');
    expect(refused.body).not.toContain('ya29');
    fake.failNext = 500;
    const failed = await find(on, caller, fake.token);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('CONTACT_FINDER_UNAVAILABLE');
  });

  it('takes ten searches an hour from one member', async () => {
    const busy = await signUpMember(on.app);
    await upgrade(on, busy);
    fake.people = [];
    for (let i = 0; i < 10; i++) expect((await find(on, busy, fake.token)).statusCode).toBe(200);
    const over = await find(on, busy, fake.token);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('show_google_btn in the score event', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

  /** The score event the member gets when staff approve their identity document. */
  async function scoreEventAfterApproval(t: TestApp, member: CreatedProfile) {
    const staff = await createStaffMember(t);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/doc?docType=GovID',
      ...multipart(
        [{ name: 'file', filename: 'id.pdf', contentType: 'application/pdf', data: PDF }],
        member.auth,
      ),
    });
    const socket = await connect(await listeningUrl(t.app), { token: member.token });
    try {
      const event = nextEvent<{ show_google_btn: boolean }>(socket, 'score');
      const approve = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/verification/docs/${upload.json().data.id}/approve`,
        headers: staff.auth,
      });
      expect(approve.statusCode).toBe(200);
      return await event;
    } finally {
      socket.close();
    }
  }

  it('is true only for a plan with the contact finder when it is set up', async () => {
    const paid = await createProfile(on.app);
    await upgrade(on, paid);
    expect((await scoreEventAfterApproval(on, paid)).show_google_btn).toBe(true);

    const hope = await createProfile(on.app);
    expect((await scoreEventAfterApproval(on, hope)).show_google_btn).toBe(false);

    const expired = await createProfile(on.app);
    await on.database.db
      .update(users)
      .set({ plan: 'Trust', planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, expired.user.id));
    expect((await scoreEventAfterApproval(on, expired)).show_google_btn).toBe(false);

    const paidWithoutFinder = await createProfile(off.app);
    await upgrade(off, paidWithoutFinder);
    expect((await scoreEventAfterApproval(off, paidWithoutFinder)).show_google_btn).toBe(false);
  });
});
