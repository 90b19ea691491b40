import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { callAudioKey, callAudioUrl } from './call-audio-link';
import { callLogForm, createStaffMember, wav } from './staff.test-kit';

/**
 * Decision 9: every staff route answers 401 to visitors and 403 to members, checked on the server,
 * and works for staff. The recording link is the one exception: it carries its own signed token
 * (an <audio src> sends no bearer header), so it is checked by that token instead.
 */
let t: TestApp;
let staff: CreatedProfile;
let member: CreatedProfile;
let target: CreatedProfile;
let logId: string;
let reportId: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaffMember(t);
  member = await createProfile(t.app, { gender: 'male' });
  target = await createProfile(t.app);
  const log = await t.app.inject({
    method: 'POST',
    url: '/api/v1/calllogs',
    ...callLogForm({ customer_name: 'Setup' }, { data: wav() }, staff.auth),
  });
  logId = log.json().data.id;
  const report = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/report',
    headers: member.auth,
    payload: { user_to_id: target.profileId, reason: 'fake_profile' },
  });
  reportId = report.json().data.id;
});
afterAll(() => t.close());

type Route = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  /** A JSON body, or a multipart form built for the caller's headers. */
  json?: () => object;
  form?: () => Parameters<typeof callLogForm>;
  staffStatus: number;
};

const ROUTES: Route[] = [
  { name: 'admins', method: 'GET', url: () => '/api/v1/admins', staffStatus: 200 },
  { name: 'apps', method: 'GET', url: () => '/api/v1/apps', staffStatus: 200 },
  { name: 'desk', method: 'GET', url: () => '/api/v1/admin/desk', staffStatus: 200 },
  {
    name: 'group profiles',
    method: 'GET',
    url: () => '/api/v1/admin/profiles?usergroup=members',
    staffStatus: 200,
  },
  {
    name: 'migrate',
    method: 'GET',
    url: () => `/api/v1/migrate?pid=${target.profileId}&usergroup=vip`,
    staffStatus: 200,
  },
  { name: 'call log list', method: 'GET', url: () => '/api/v1/calllogs?app_name=jodi', staffStatus: 200 },
  { name: 'call log export', method: 'GET', url: () => '/api/v1/calllogs/export', staffStatus: 200 },
  {
    name: 'call log create',
    method: 'POST',
    url: () => '/api/v1/calllogs',
    form: () => [{ customer_name: 'Auth' }, { data: wav() }],
    staffStatus: 201,
  },
  {
    name: 'call log edit',
    method: 'PUT',
    url: () => `/api/v1/calllogs/${logId}`,
    form: () => [{ status: 'call_failed' }],
    staffStatus: 200,
  },
  {
    name: 'whatsapp invite',
    method: 'GET',
    url: () => `/api/v1/whatsapp?number=9876543210&calllog=${logId}`,
    staffStatus: 200,
  },
  { name: 'trails', method: 'GET', url: () => `/api/v1/trails?pid=${target.profileId}`, staffStatus: 200 },
  {
    name: 'trail note',
    method: 'POST',
    url: () => '/api/v1/trail',
    json: () => ({ pid: target.profileId, text: 'Hi' }),
    staffStatus: 201,
  },
  { name: 'reports', method: 'GET', url: () => '/api/v1/admin/reports', staffStatus: 200 },
  {
    name: 'dismiss report',
    method: 'POST',
    url: () => `/api/v1/admin/reports/${reportId}/dismiss`,
    staffStatus: 200,
  },
  {
    name: 'suspend',
    method: 'POST',
    url: () => `/api/v1/admin/profiles/${target.profileId}/suspend`,
    json: () => ({ reason: 'Test' }),
    staffStatus: 200,
  },
  {
    name: 'reinstate',
    method: 'POST',
    url: () => `/api/v1/admin/profiles/${target.profileId}/reinstate`,
    staffStatus: 200,
  },
];

function send(route: Route, headers: Record<string, string>) {
  const base = { method: route.method, url: route.url() };
  if (route.form) {
    const [fields, file] = route.form();
    return t.app.inject({ ...base, ...callLogForm(fields, file, headers) });
  }
  return t.app.inject({ ...base, headers, ...(route.json ? { payload: route.json() } : {}) });
}

describe('every staff route', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))(
    '%s: visitor 401, member 403, staff allowed',
    async (_name, route) => {
      const visitor = await send(route, {});
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
      const asMember = await send(route, member.auth);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error).toEqual({ code: 'STAFF_ONLY', message: 'This is for staff only.' });
      const asStaff = await send(route, staff.auth);
      expect(asStaff.statusCode, asStaff.body).toBe(route.staffStatus);
    },
  );

  it('the recording link needs its signed token, not a bearer header', async () => {
    const url = await callAudioUrl(callAudioKey(t.config.jwtSecret!), { uid: staff.user.id, lid: logId });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    for (const headers of [{}, member.auth, staff.auth]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/calllogs/audio', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('AUDIO_LINK_INVALID');
    }
    // A link made for a member is refused: only staff links play.
    const forMember = await callAudioUrl(callAudioKey(t.config.jwtSecret!), {
      uid: member.user.id,
      lid: logId,
    });
    const refused = await t.app.inject({ method: 'GET', url: forMember });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('AUDIO_LINK_INVALID');
  });
});
