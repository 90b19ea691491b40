import { leadSchema } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly } from '../../../test/authorization';
import { callAs } from '../../../test/calls';
import { signUpMember, type TestApp } from '../../../test/harness';
import type { CreatedProfile } from '../../../test/profile-factory';
import { startStaffTestApp } from '../staff/staff.test-kit';

let t: TestApp;
let staff: CreatedProfile;
let member: CreatedProfile;
beforeAll(async () => {
  ({ t, staff, member } = await startStaffTestApp());
});
afterAll(() => t.close());

const LEAD = {
  name: 'Sunita Patil',
  business: 'Patil Caterers',
  email: 'Orders@PatilCaterers.example',
  phone: '+91 98765 43210',
  message: 'We cater weddings in Pune.',
};
const send = (lead: object, who: { auth: Record<string, string> } | null = member) =>
  t.app.inject({ method: 'POST', url: '/api/v1/leads', headers: who?.auth ?? {}, payload: { lead } });

describe('POST /api/v1/leads', () => {
  it('is for members: visitors get 401', async () => {
    const res = await send(LEAD, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('records a lead and answers it', async () => {
    const res = await send(LEAD);
    expect(res.statusCode).toBe(201);
    const lead = leadSchema.parse(res.json().data);
    expect(lead).toMatchObject({ ...LEAD, email: 'orders@patilcaterers.example' });
    const minimal = (await send({ name: 'Raj', email: 'raj@example.com', phone: '020 4000 0000' })).json()
      .data;
    expect(minimal).toMatchObject({ business: null, message: null });
  });

  it('answers 400 with the fields at fault', async () => {
    const cases: [object, string][] = [
      [{ ...LEAD, name: ' ' }, 'body.lead.name'],
      [{ ...LEAD, email: 'not-an-email' }, 'body.lead.email'],
      [{ ...LEAD, phone: 'call me' }, 'body.lead.phone'],
      [{ ...LEAD, message: 'x'.repeat(2001) }, 'body.lead.message'],
    ];
    for (const [lead, path] of cases) {
      const res = await send(lead);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ path }));
    }
    const bare = await callAs(t.app, { method: 'POST', url: '/api/v1/leads', payload: LEAD }, member);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('takes five a day from one member, then 429 with Retry-After', async () => {
    const busy = await signUpMember(t.app);
    for (let i = 0; i < 5; i++) expect((await send(LEAD, busy)).statusCode).toBe(201);
    const over = await send(LEAD, busy);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held back.
    expect((await send(LEAD, await signUpMember(t.app))).statusCode).toBe(201);
  });
});

describe('GET /api/v1/admin/leads', () => {
  it('is for staff only', async () => {
    await expectStaffOnly(t.app, [{ method: 'GET', url: '/api/v1/admin/leads' }], member, staff);
  });

  it('lists the leads newest first, paged', async () => {
    await send({ ...LEAD, name: 'Newest lead' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/leads?limit=2',
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ limit: 2, offset: 0 });
    expect(body.meta.total).toBeGreaterThan(2);
    expect(body.data).toHaveLength(2);
    expect(body.data[0].name).toBe('Newest lead');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/leads?limit=1000',
      headers: staff.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });
});
