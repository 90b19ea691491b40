import { REPORTS_TO_HOLD, type StaffReport } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/calls';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { connect, listeningUrl, nextEvent } from '../realtime/socket.test-kit';
import { createStaffMember } from './staff.test-kit';

let t: TestApp;
let staff: CreatedProfile;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaffMember(t);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  who: { auth: Record<string, string> } | null,
  payload?: object,
) => callAs(t.app, { method, url, payload }, who);
const report = (from: CreatedProfile, to: CreatedProfile, reason = 'fake_profile') =>
  call('POST', '/api/v1/user/report', from, { user_to_id: to.profileId, reason });
const reportsOf = async (status: string, profileId: string): Promise<StaffReport[]> =>
  (await call('GET', `/api/v1/admin/reports?status=${status}`, staff))
    .json()
    .data.filter((r: StaffReport) => r.reported.id === profileId);
const kindsOf = async (pid: string) =>
  (await call('GET', `/api/v1/trails?pid=${pid}`, staff))
    .json()
    .data.map((e: { kind: string; text: string }) => `${e.kind}: ${e.text}`);
const listedTo = async (viewer: CreatedProfile, profileId: string) =>
  (await call('GET', '/api/v1/profiles?limit=100', viewer))
    .json()
    .data.some((p: { id: string }) => p.id === profileId);

describe('moderation', () => {
  it('lists open reports oldest first and dismisses one into the trail', async () => {
    const reported = await createProfile(t.app, { name: 'Neha' });
    const first = await createProfile(t.app, { gender: 'male', name: 'Amit' });
    const second = await createProfile(t.app, { gender: 'male' });
    expect((await report(first, reported)).statusCode).toBe(201);
    expect((await report(second, reported, 'harassment')).statusCode).toBe(201);

    const res = await call('GET', '/api/v1/admin/reports', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ page: 1, page_size: 20 });
    const open = res.json().data.filter((r: StaffReport) => r.reported.id === reported.profileId);
    expect(open).toEqual([
      {
        id: expect.any(String),
        reason: 'fake_profile',
        details: null,
        status: 'open',
        reporter: { id: first.profileId, name: 'Amit' },
        reported: {
          id: reported.profileId,
          name: 'Neha',
          lastName: 'Kulkarni',
          status: 'active',
          held: false,
        },
        created_at: expect.any(String),
      },
      expect.objectContaining({
        reason: 'harassment',
        reporter: expect.objectContaining({ id: second.profileId }),
      }),
    ]);

    const dismissed = await call('POST', `/api/v1/admin/reports/${open[0].id}/dismiss`, staff);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().data).toMatchObject({ id: open[0].id, status: 'dismissed' });
    const twice = await call('POST', `/api/v1/admin/reports/${open[0].id}/dismiss`, staff);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('REPORT_ALREADY_HANDLED');
    expect((await reportsOf('dismissed', reported.profileId)).map((r) => r.id)).toEqual([open[0].id]);
    expect((await reportsOf('open', reported.profileId)).map((r) => r.id)).toEqual([open[1].id]);
    expect((await kindsOf(reported.profileId))[0]).toBe(
      'report_dismissed: Report dismissed: Fake profile or photos',
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call('POST', `/api/v1/admin/reports/${id}/dismiss`, staff);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('REPORT_NOT_FOUND');
    }
    const closed = await call('GET', '/api/v1/admin/reports?status=closed', staff);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.code).toBe('VALIDATION_FAILED');
  });

  it(`holds a profile reported by ${REPORTS_TO_HOLD} members (unlisted, chats go on) until staff dismiss the reports`, async () => {
    const reported = await createProfile(t.app, { name: 'Held' });
    const reporters = await Promise.all(
      Array.from({ length: REPORTS_TO_HOLD }, () => createProfile(t.app, { gender: 'male' })),
    );
    const listed = async (viewer: CreatedProfile) =>
      (await call('GET', '/api/v1/profiles?limit=100&q=Held', viewer))
        .json()
        .data.map((c: { id: string }) => c.id);
    expect(await listed(reporters[0]!)).toContain(reported.profileId);
    for (const [i, from] of reporters.entries()) {
      expect((await report(from, reported)).statusCode).toBe(201);
      const held = (await reportsOf('open', reported.profileId)).every((r) => r.reported.held);
      expect(held).toBe(i + 1 >= REPORTS_TO_HOLD);
    }
    expect(await listed(reporters[0]!)).not.toContain(reported.profileId);
    // Still reachable where the member already is: the profile view answers.
    expect((await call('GET', `/api/v1/profiles/${reported.profileId}`, reporters[0]!)).statusCode).toBe(200);

    const open = await reportsOf('open', reported.profileId);
    for (const [i, r] of open.entries()) {
      expect((await call('POST', `/api/v1/admin/reports/${r.id}/dismiss`, staff)).statusCode).toBe(200);
      const stillHeld = i < open.length - 1;
      expect((await listed(reporters[0]!)).includes(reported.profileId)).toBe(!stillHeld);
    }
    expect((await kindsOf(reported.profileId))[0]).toContain('listed again');
  });

  it('suspends a profile: hidden everywhere, sign-in refused, old sessions ended, its reports actioned', async () => {
    const reported = await createProfile(t.app, { name: 'Pooja' });
    const viewer = await createProfile(t.app, { gender: 'male' });
    expect((await report(viewer, reported)).statusCode).toBe(201);
    expect(await listedTo(viewer, reported.profileId)).toBe(true);

    const res = await call('POST', `/api/v1/admin/profiles/${reported.profileId}/suspend`, staff, {
      reason: 'Fake photos',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: reported.profileId,
      name: 'Pooja',
      lastName: 'Kulkarni',
      gender: 'female',
      usergroup: 'members',
      status: 'suspended',
    });

    // Hidden from members and visitors everywhere; staff still open it.
    expect(await listedTo(viewer, reported.profileId)).toBe(false);
    for (const hidden of [
      await call('GET', `/api/v1/profiles/${reported.profileId}`, viewer),
      await call('GET', `/api/v1/view/profile?id=${reported.profileId}`, null),
      await call('POST', '/api/v1/bookmarks/', viewer, { bookmark: { to: reported.profileId } }),
      await call('POST', '/api/v1/interests', viewer, { to: reported.profileId }),
      await call('POST', '/api/v1/message/', viewer, { to: reported.profileId, message: 'Hi' }),
    ]) {
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.code).toBe('PROFILE_NOT_FOUND');
    }
    expect((await call('GET', `/api/v1/profiles/${reported.profileId}`, staff)).statusCode).toBe(200);

    // The member: the old token is refused, signing in says why.
    const oldToken = await call('GET', '/api/v1/myprofile', reported);
    expect(oldToken.statusCode).toBe(401);
    expect(oldToken.json().error.code).toBe('SESSION_EXPIRED');
    const signIn = await call('POST', '/api/v1/sign_in', null, {
      email: reported.user.email,
      password: reported.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account is suspended. Please contact support.',
    });

    expect(await reportsOf('open', reported.profileId)).toEqual([]);
    expect((await reportsOf('actioned', reported.profileId)).map((r) => r.reported.status)).toEqual([
      'suspended',
    ]);
    expect((await kindsOf(reported.profileId))[0]).toBe(
      'suspended: Suspended: Fake photos (1 open report closed)',
    );

    // Suspending again changes nothing.
    expect(
      (await call('POST', `/api/v1/admin/profiles/${reported.profileId}/suspend`, staff, {})).statusCode,
    ).toBe(200);
    expect((await kindsOf(reported.profileId)).filter((k: string) => k.startsWith('suspended'))).toHaveLength(
      1,
    );

    // Reinstated: signs in again and is listed again; the token from before stays revoked.
    const back = await call('POST', `/api/v1/admin/profiles/${reported.profileId}/reinstate`, staff);
    expect(back.json().data.status).toBe('active');
    expect((await kindsOf(reported.profileId))[0]).toBe('note: Reinstated: the account is active again');
    const stillRevoked = await call('GET', '/api/v1/myprofile', reported);
    expect(stillRevoked.statusCode).toBe(401);
    expect(stillRevoked.json().error.code).toBe('SESSION_EXPIRED');
    const again = await call('POST', '/api/v1/sign_in', null, {
      email: reported.user.email,
      password: reported.password,
    });
    expect(again.statusCode).toBe(200);
    expect(await listedTo(viewer, reported.profileId)).toBe(true);
  });

  it('never suspends staff (400) and answers 404 for unknown profiles', async () => {
    const other = await createStaffMember(t);
    const res = await call('POST', `/api/v1/admin/profiles/${other.profileId}/suspend`, staff, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'STAFF_NOT_SUSPENDABLE',
      message: 'Staff accounts cannot be suspended.',
    });
    for (const pid of ['00000000-0000-4000-8000-000000000000', 'x']) {
      for (const res of [
        await call('POST', `/api/v1/admin/profiles/${pid}/suspend`, staff, {}),
        await call('POST', `/api/v1/admin/profiles/${pid}/reinstate`, staff),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
      }
    }
    const member = await createProfile(t.app);
    const long = await call('POST', `/api/v1/admin/profiles/${member.profileId}/suspend`, staff, {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('suspension and the live socket', () => {
  it("closes the suspended member's open sockets at once", async () => {
    const url = await listeningUrl(t.app);
    const member = await createProfile(t.app);
    const socket = await connect(url, { token: member.token });
    const closed = nextEvent<string>(socket, 'disconnect');
    const res = await call('POST', `/api/v1/admin/profiles/${member.profileId}/suspend`, staff, {});
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});
