import type { CallLog } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { type FakeWhatsAppCloud, startFakeWhatsAppCloud } from '../../adapters/fake-whatsapp-cloud.test-kit';
import { waMessages } from '../../db/schema';
import { callLogForm, createStaffMember } from './staff.test-kit';
import { nationalNumber } from './whatsapp.schema';
import { inviteText } from './whatsapp.service';

const invite = (t: TestApp, who: CreatedProfile, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/whatsapp?${query}`, headers: who.auth });
const newLog = async (
  t: TestApp,
  who: CreatedProfile,
  fields: Record<string, string> = {},
): Promise<CallLog> =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/calllogs',
      ...callLogForm(fields, undefined, who.auth),
    })
  ).json().data;
const logById = async (t: TestApp, who: CreatedProfile, id: string): Promise<CallLog> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/calllogs', headers: who.auth }))
    .json()
    .data.find((l: CallLog) => l.id === id);

describe('nationalNumber', () => {
  it('takes 10 digits with spaces, dashes, a leading 0, 91 or +91', () => {
    for (const raw of [
      '9876543210',
      '98765 43210',
      '98765-43210',
      '09876543210',
      '919876543210',
      '+91 98765 43210',
      '(98765) 43210',
    ]) {
      expect(nationalNumber(raw), raw).toBe('9876543210');
    }
    for (const raw of ['', '12345', '98765432101', '+1 555 123 4567', '98765abcde', '+91 98765']) {
      expect(nationalNumber(raw), raw).toBeNull();
    }
  });
});

describe('GET /api/v1/whatsapp with the offline outbox', () => {
  let t: TestApp;
  let staff: CreatedProfile;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://jodi.example' });
    staff = await createStaffMember(t);
  });
  afterAll(() => t.close());

  it("queues the invite to 91 + the number and shows it in the call log's wamsgs with its time", async () => {
    const prospect = await createProfile(t.app);
    const log = await newLog(t, staff, { customer_name: 'Asha', pid: prospect.profileId });
    const before = Date.now();
    const res = await invite(t, staff, `number=${encodeURIComponent('098765 43210')}&calllog=${log.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().data;
    expect(sent).toEqual({ id: expect.any(String), status: 'queued', inserted_at: expect.any(String) });
    expect(Date.parse(sent.inserted_at)).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await t.database.db.select().from(waMessages).where(eq(waMessages.id, sent.id));
    expect(row).toMatchObject({
      callLogId: log.id,
      phone: '919876543210',
      status: 'queued',
      provider: 'outbox',
      sentByUserId: staff.user.id,
      error: null,
    });
    expect((await logById(t, staff, log.id)).wamsgs).toEqual([sent]);

    // A second invite is listed after the first.
    const again = (await invite(t, staff, `number=9876543210&calllog=${log.id}`)).json().data;
    expect((await logById(t, staff, log.id)).wamsgs.map((m) => m.id)).toEqual([sent.id, again.id]);

    const trail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/trails?pid=${prospect.profileId}`,
        headers: staff.auth,
      })
    ).json().data;
    expect(trail[0]).toMatchObject({
      kind: 'whatsapp_invite',
      text: 'WhatsApp invite to +919876543210 (queued)',
    });
  });

  it('sends without a call log, and refuses a bad number (400) or an unknown log (404)', async () => {
    const alone = await invite(t, staff, 'number=9123456789');
    expect(alone.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(waMessages)
      .where(eq(waMessages.id, alone.json().data.id));
    expect(row?.callLogId).toBeNull();

    for (const query of ['number=12345', 'number=%2B1%20555%20123%204567', '']) {
      const res = await invite(t, staff, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await invite(t, staff, `number=9123456789&calllog=${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('CALL_LOG_NOT_FOUND');
    }
  });

  it('limits each staff member to 60 invites an hour', async () => {
    const busy = await createStaffMember(t);
    for (let i = 0; i < 60; i++) expect((await invite(t, busy, 'number=9000000000')).statusCode).toBe(200);
    const over = await invite(t, busy, 'number=9000000000');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await invite(t, staff, 'number=9000000000')).statusCode).toBe(200);
  });

  it('invites with a link to the site', () => {
    expect(inviteText('https://jodi.example')).toContain('https://jodi.example/signup');
  });
});

describe('GET /api/v1/whatsapp through the WhatsApp Cloud API', () => {
  let fake: FakeWhatsAppCloud;
  let t: TestApp;
  let staff: CreatedProfile;
  beforeAll(async () => {
    fake = await startFakeWhatsAppCloud();
    t = await buildTestApp({
      PUBLIC_URL: 'https://jodi.example',
      WHATSAPP_TOKEN: fake.token,
      WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
      WHATSAPP_API_URL: fake.apiUrl,
    });
    staff = await createStaffMember(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the invite text with the bearer token and records it as sent with the message id', async () => {
    const log = await newLog(t, staff);
    const res = await invite(t, staff, `number=9876543210&calllog=${log.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('sent');
    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${fake.token}`);
    expect(request.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'text',
      text: { body: inviteText('https://jodi.example') },
    });
    const [row] = await t.database.db.select().from(waMessages).where(eq(waMessages.id, res.json().data.id));
    expect(row).toMatchObject({
      provider: 'cloud',
      status: 'sent',
      providerMessageId: expect.stringMatching(/^wamid\./),
    });
  });

  it("records a refusal as failed in the log's wamsgs and answers 502", async () => {
    const log = await newLog(t, staff);
    fake.failNext = 400;
    const res = await invite(t, staff, `number=9876543210&calllog=${log.id}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'WHATSAPP_SEND_FAILED', message: 'Could not send the invite' });
    const wamsgs = (await logById(t, staff, log.id)).wamsgs;
    expect(wamsgs).toEqual([{ id: expect.any(String), status: 'failed', inserted_at: expect.any(String) }]);
    const [row] = await t.database.db.select().from(waMessages).where(eq(waMessages.id, wamsgs[0]!.id));
    expect(row?.error).toContain('HTTP 400');
  });
});
