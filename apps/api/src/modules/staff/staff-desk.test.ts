import type { StaffDesk } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { callLogForm, createStaffMember } from './staff.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function desk(who: { auth: Record<string, string> }): Promise<StaffDesk> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/desk', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the staff home', () => {
  it("counts follow-ups (all and the caller's), documents waiting and open reports, and moves with them", async () => {
    const me = await createStaffMember(t);
    const colleague = await createStaffMember(t);
    const before = await desk(me);
    expect(before).toEqual({ follow_ups: 0, my_follow_ups: 0, documents_waiting: 0, reports_open: 0 });

    const log = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/calllogs',
        ...callLogForm({ customer_name: 'Family', ...fields }, undefined, me.auth),
      });
    expect((await log({ followup: 'true', assigned_to_id: me.user.id })).statusCode).toBe(201);
    expect((await log({ followup: 'true', assigned_to_id: colleague.user.id })).statusCode).toBe(201);
    expect((await log({ followup: 'false', assigned_to_id: me.user.id })).statusCode).toBe(201);

    const reporter = await createProfile(t.app, { gender: 'male' });
    const reported = await createProfile(t.app);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/report',
      headers: reporter.auth,
      payload: { user_to_id: reported.profileId, reason: 'fake_profile' },
    });
    expect(report.statusCode, report.body).toBe(201);

    expect(await desk(me)).toEqual({
      follow_ups: 2,
      my_follow_ups: 1,
      documents_waiting: 0,
      reports_open: 1,
    });
    expect(await desk(colleague)).toMatchObject({ follow_ups: 2, my_follow_ups: 1 });

    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reports/${report.json().data.id}/dismiss`,
      headers: me.auth,
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await desk(me)).reports_open).toBe(0);
  });
});
