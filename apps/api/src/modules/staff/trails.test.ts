import { TRAIL_MAX_ENTRIES, type Trail } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { orders, payments, trails } from '../../db/schema';
import { callLogForm, createStaffMember } from './staff.test-kit';

let t: TestApp;
let staff: CreatedProfile;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaffMember(t);
});
afterAll(() => t.close());

const trailOf = async (pid: string): Promise<Trail[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/trails?pid=${pid}`, headers: staff.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const note = (pid: string, text: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/trail', headers: staff.auth, payload: { pid, text } });

/** The personal fields createProfile leaves empty, so that saving them completes the profile. */
const REST_OF_PROFILE = {
  bloodgroup: 'B+',
  work: 'Infosys',
  annual_income: '10_to_15_lakh',
  degree: 'B.E.',
  career_goals: 'Lead a team',
  property_details: 'A flat in Pune',
  number_of_siblings: 1,
  siblings_details: 'One brother',
  father_occupation: 'Teacher',
  mother_occupation: 'Homemaker',
  mamkul: 'Joshi',
  family_financial_status: 'middle_class',
  family_type: 'nuclear',
  family_values: 'moderate',
  hobbies_and_interests: 'Music',
  aboutme: 'Cheerful',
  dietary_preferences: 'veg',
  drinking_habits: 'no',
  smoking_habits: 'no',
  expectation: 'Kind',
  type_of_marriage_ceremony: 'traditional',
  interest_in_continuing_education: true,
  rashi: 'Mesha',
  gotra: 'Kashyap',
  mangal_dosh: 'no',
  birthname: 'आशा',
};

describe('the trail of a profile', () => {
  it("merges staff notes, calls and moves with the member's own events, newest first", async () => {
    const member = await createProfile(t.app);
    const pid = member.profileId;
    expect((await note(pid, '  First call planned  ')).statusCode).toBe(201);

    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: member.user.id,
        provider: 'sandbox',
        providerOrderId: 'order_TrailTest1',
        plan: 'Trust',
        period: 'yearly',
        amountPaise: 549_900,
        status: 'paid',
      })
      .returning();
    await t.database.db.insert(payments).values({
      orderId: order!.id,
      userId: member.user.id,
      providerPaymentId: 'pay_TrailTest1',
      amountPaise: 549_900,
      source: 'checkout',
    });

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/profiles/${pid}/`,
      headers: member.auth,
      payload: { id: pid, profile: REST_OF_PROFILE },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Saving again changes nothing in the trail: the profile was already complete.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/profiles/${pid}/`,
      headers: member.auth,
      payload: { id: pid, profile: { aboutme: 'Cheerful and calm' } },
    });

    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/doc?docType=GovID',
      ...multipart(
        [
          {
            name: 'file',
            filename: 'id.pdf',
            contentType: 'application/pdf',
            data: Buffer.from('%PDF-1.4\n%%EOF\n'),
          },
        ],
        member.auth,
      ),
    });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/verification/docs/${upload.json().data.id}/approve`,
      headers: staff.auth,
    });
    expect(approve.statusCode).toBe(200);

    await t.app.inject({
      method: 'GET',
      url: `/api/v1/migrate?pid=${pid}&usergroup=vip`,
      headers: staff.auth,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/calllogs',
      ...callLogForm({ pid, status: 'meeting_planned' }, undefined, staff.auth),
    });

    const trail = await trailOf(pid);
    const byStaff = { id: staff.user.id, email: staff.user.email };
    expect(trail.map(({ kind, text, by }) => ({ kind, text, by }))).toEqual([
      { kind: 'call', text: 'Call log: Meeting planned', by: byStaff },
      { kind: 'moved_to_group', text: 'Moved from group members to vip', by: byStaff },
      { kind: 'documents_approved', text: 'Identity document approved', by: byStaff },
      { kind: 'profile_completed', text: 'Completed the profile', by: null },
      { kind: 'plan_bought', text: 'Bought the Trust plan (yearly, ₹5,499)', by: null },
      { kind: 'note', text: 'First call planned', by: byStaff },
      { kind: 'signed_up', text: 'Signed up', by: null },
    ]);
    expect(trail.every((e) => e.pid === pid)).toBe(true);
    const times = trail.map((e) => Date.parse(e.inserted_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it(`answers the newest ${TRAIL_MAX_ENTRIES} entries`, async () => {
    const member = await createProfile(t.app);
    const base = Date.now() - 10_000_000;
    await t.database.db.insert(trails).values(
      Array.from({ length: TRAIL_MAX_ENTRIES + 5 }, (_, i) => ({
        profileId: member.profileId,
        kind: 'note' as const,
        text: `Note ${i}`,
        byUserId: staff.user.id,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const trail = await trailOf(member.profileId);
    expect(trail).toHaveLength(TRAIL_MAX_ENTRIES);
    // Sign-up is the newest (the notes are back-dated), then the newest notes.
    expect(trail.slice(0, 3).map((e) => e.text)).toEqual([
      'Signed up',
      `Note ${TRAIL_MAX_ENTRIES + 4}`,
      `Note ${TRAIL_MAX_ENTRIES + 3}`,
    ]);
  });
});

describe('POST /api/v1/trail', () => {
  it('adds a trimmed note by the staff member', async () => {
    const member = await createProfile(t.app);
    const res = await note(member.profileId, '  Prefers calls after 6 pm  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      pid: member.profileId,
      kind: 'note',
      text: 'Prefers calls after 6 pm',
      by: { id: staff.user.id, email: staff.user.email },
      inserted_at: expect.any(String),
    });
  });

  it('refuses blank or long notes (400) and unknown profiles (404)', async () => {
    const member = await createProfile(t.app);
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const res = await note(member.profileId, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await note(member.profileId, 'x'.repeat(2000))).statusCode).toBe(201);
    for (const pid of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await note(pid, 'Hello');
      expect(res.statusCode, pid).toBe(404);
      expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trail',
      headers: staff.auth,
      payload: { text: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('GET answers 404 for an unknown or malformed pid and 400 without one', async () => {
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/trails${query}`, headers: staff.auth });
    for (const pid of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await get(`?pid=${pid}`);
      expect(res.statusCode, pid).toBe(404);
      expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
    }
    const none = await get('');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('VALIDATION_FAILED');
  });
});
