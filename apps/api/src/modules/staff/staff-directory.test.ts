import type { GroupProfile } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { createStaffMember } from './staff.test-kit';

let t: TestApp;
let staff: CreatedProfile;
beforeAll(async () => {
  // Many sign-ups from one address: lift the per-IP sign-up limit.
  t = await buildTestApp({ APP_IDS: 'jodi,jodi-nashik', AUTH_RATE_LIMIT: '1000' });
  staff = await createStaffMember(t, { name: 'Ravi', lastName: 'Kale' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff.auth });

describe('GET /api/v1/admins and /api/v1/apps', () => {
  it('lists active staff accounts with their names', async () => {
    const second = await createStaffMember(t, { name: 'Meera', lastName: 'Joshi', gender: 'female' });
    await createProfile(t.app);
    const res = await get('/api/v1/admins');
    expect(res.statusCode).toBe(200);
    const admins = res.json().data;
    expect(admins).toHaveLength(2);
    expect(admins).toEqual(
      expect.arrayContaining([
        { id: staff.user.id, email: staff.user.email, name: 'Ravi Kale' },
        { id: second.user.id, email: second.user.email, name: 'Meera Joshi' },
      ]),
    );
  });

  it('lists the configured communities, the default first', async () => {
    expect((await get('/api/v1/apps')).json()).toEqual({
      data: [
        { id: 'jodi', name: 'jodi' },
        { id: 'jodi-nashik', name: 'jodi-nashik' },
      ],
    });
  });
});

describe('GET /api/v1/admin/profiles and /api/v1/migrate', () => {
  it('moves a profile between groups, lists a group and searches names', async () => {
    const priya = await createProfile(t.app, { name: 'Priya', lastName: 'Sathe' });
    const rahul = await createProfile(t.app, { gender: 'male', name: 'Rahul', lastName: 'Sathe' });
    const fresh = await signUpMember(t.app);

    const moved = await get(`/api/v1/migrate?pid=${priya.profileId}&usergroup=pune-2026`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({
      id: priya.profileId,
      name: 'Priya',
      lastName: 'Sathe',
      gender: 'female',
      usergroup: 'pune-2026',
      status: 'active',
    });
    const trail = (await get(`/api/v1/trails?pid=${priya.profileId}`)).json().data;
    expect(trail[0]).toMatchObject({ kind: 'moved_to_group', text: 'Moved from group members to pune-2026' });

    const group = (await get('/api/v1/admin/profiles?usergroup=pune-2026')).json();
    expect(group).toEqual({
      data: [moved.json().data],
      meta: { page: 1, page_size: 50, total: 1 },
    });

    const sathes = (await get('/api/v1/admin/profiles?q=sath')).json().data.map((p: GroupProfile) => p.id);
    expect(sathes).toEqual([rahul.profileId, priya.profileId]);
    expect(
      (await get('/api/v1/admin/profiles?q=rahul%20sa')).json().data.map((p: GroupProfile) => p.id),
    ).toEqual([rahul.profileId]);
    // Every group without a filter, newest sign-ups first; a fresh sign-up without a name is there too.
    const all = (await get('/api/v1/admin/profiles')).json();
    expect(all.data[0]).toMatchObject({ id: fresh.user.profile_id, name: null, usergroup: 'members' });
    expect(all.meta.total).toBeGreaterThanOrEqual(4);
    const staffGroup = (await get('/api/v1/admin/profiles?usergroup=staff')).json().data;
    expect(staffGroup.map((p: GroupProfile) => p.id)).toContain(staff.profileId);
    expect(staffGroup.every((p: GroupProfile) => p.usergroup === 'staff')).toBe(true);
    expect((await get('/api/v1/admin/profiles?q=%25')).json().data).toEqual([]);
  });

  it('pages 50 at a time', async () => {
    for (let i = 0; i < 51; i++) {
      const m = await signUpMember(t.app);
      await get(`/api/v1/migrate?pid=${m.user.profile_id}&usergroup=bulk`);
    }
    const page1 = (await get('/api/v1/admin/profiles?usergroup=bulk')).json();
    const page2 = (await get('/api/v1/admin/profiles?usergroup=bulk&page=2')).json();
    expect(page1.data).toHaveLength(50);
    expect(page2.data).toHaveLength(1);
    expect(page2.meta).toEqual({ page: 2, page_size: 50, total: 51 });
  });

  it('refuses bad groups (400) and unknown profiles (404)', async () => {
    const member = await createProfile(t.app);
    for (const group of ['', 'Has Spaces', 'x'.repeat(41), 'ग्रुप', 'a;drop']) {
      const res = await get(`/api/v1/migrate?pid=${member.profileId}&usergroup=${encodeURIComponent(group)}`);
      expect(res.statusCode, group).toBe(400);
      expect(res.json().error.code, group).toBe('VALIDATION_FAILED');
    }
    const badGroup = await get('/api/v1/admin/profiles?usergroup=Bad%20Group');
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().error.code).toBe('VALIDATION_FAILED');
    for (const pid of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await get(`/api/v1/migrate?pid=${pid}&usergroup=vip`);
      expect(res.statusCode, pid).toBe(404);
      expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
    }
    const noPid = await get('/api/v1/migrate?usergroup=vip');
    expect(noPid.statusCode).toBe(400);
    expect(noPid.json().error.code).toBe('VALIDATION_FAILED');
  });
});
