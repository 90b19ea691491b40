import { DATA_EXPORTS_PER_DAY, dataExportSchema } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { dataExports, orders, photos } from '../../db/schema';
import { resetTokenFor, signIn, useResetLink } from '../auth/auth.test-kit';
import { acceptChat, chatCalls } from '../chat/chat.test-kit';
import { socialCalls } from '../social/social.test-kit';
import { createStaffMember } from '../staff/staff.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Who = { auth: Record<string, string> } | null;
const call = (method: 'GET' | 'POST', url: string, who: Who) =>
  t.app.inject({ method, url, headers: who?.auth ?? {} });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Asks for an archive, lets it be made, and answers GET /my-data's data. */
async function readyExport(who: CreatedProfile) {
  const started = await call('POST', '/api/v1/my-data', who);
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json().data).toEqual({ status: 'preparing' });
  await t.app.ctx.myData.idle();
  const state = await call('GET', '/api/v1/my-data', who);
  expect(state.statusCode).toBe(200);
  return dataExportSchema.parse(state.json().data);
}

/** The archive's files behind its link, fetched without any sign-in. */
async function filesAt(url: string): Promise<Record<string, Uint8Array>> {
  const res = await call('GET', url, null);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="jodi-my-data-\d{4}-\d{2}-\d{2}\.zip"/,
  );
  return unzipSync(new Uint8Array(res.rawPayload));
}

describe('download my data', () => {
  it("holds everything of the member's own and nothing of other members, behind a link that works without signing in", async () => {
    const me = await createProfile(t.app, { name: 'Archana' });
    const other = await createProfile(t.app, { gender: 'male', name: 'Zorawar' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/preferences',
      headers: me.auth,
      payload: { age_min: 27, cities: ['Nashik'] },
    });
    const doc = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/doc?docType=GovID',
      ...multipart(
        [{ name: 'file', filename: 'aadhaar.pdf', contentType: 'application/pdf', data: PDF }],
        me.auth,
      ),
    });
    expect(doc.statusCode, doc.body).toBe(200);
    await acceptChat(t.app, other, me);
    const chat = chatCalls(t.app);
    await chat.send(me, other.profileId, 'Namaste, this is Archana writing');
    await chat.send(other, me.profileId, 'Words that belong to Zorawar only');
    await socialCalls(t.app).interest(other, me.profileId);
    await t.database.db.insert(orders).values({
      userId: me.user.id,
      provider: 'sandbox',
      providerOrderId: 'order_mydata_1',
      plan: 'Belief',
      period: 'monthly',
      amountPaise: 49_900,
    });

    const ready = await readyExport(me);
    expect(ready.status).toBe('ready');
    expect(new Date(ready.expires_at!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const files = await filesAt(ready.url!);
    const text = (name: string) => strFromU8(files[name]!);

    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'preferences.json',
        'account.json',
        'messages-sent.json',
        'interests.json',
        'chat-requests.json',
        'payments.json',
        'documents/documents.json',
      ]),
    );
    expect(JSON.parse(text('profile.json'))).toMatchObject({ id: me.profileId, name: 'Archana' });
    expect(JSON.parse(text('preferences.json'))).toMatchObject({ age_min: 27, cities: ['Nashik'] });
    expect(JSON.parse(text('account.json'))).toMatchObject({ email: me.user.email });
    expect(JSON.parse(text('messages-sent.json'))).toEqual([
      expect.objectContaining({ to: other.profileId, message: 'Namaste, this is Archana writing' }),
    ]);
    expect(JSON.parse(text('interests.json'))).toEqual([
      expect.objectContaining({ from: other.profileId, to: me.profileId, status: 'pending' }),
    ]);
    // Her notifications by kind and time (their texts name him), and her notification choices.
    const notes = JSON.parse(text('notifications.json'));
    expect(notes.received.map((n: { kind: string }) => n.kind)).toEqual(
      expect.arrayContaining(['chat_request_received', 'interest_received']),
    );
    expect(notes).toMatchObject({ settings: null, pushDevices: [] });
    expect(JSON.parse(text('payments.json')).orders).toEqual([
      expect.objectContaining({ plan: 'Belief', amountPaise: 49_900 }),
    ]);
    // The photo and the document, byte for byte as stored.
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.profileId, me.profileId));
    const photoKey = photo!.variants.large ?? photo!.variants.medium!;
    const photoFile = Object.keys(files).find((name) => name.startsWith('photos/'))!;
    expect(Buffer.from(files[photoFile]!)).toEqual(await readStored(photoKey));
    const docFile = Object.keys(files).find((n) => n.startsWith('documents/') && n.endsWith('.pdf'))!;
    expect(Buffer.from(files[docFile]!)).toEqual(PDF);

    // Nothing of the other member but his profile id: not his name, not his words.
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain('Zorawar');
    expect(everything).not.toContain(other.user.email);
    expect(everything).toContain(other.profileId);
  });

  it('answers a forged, altered, foreign or expired link with 404, and GET with none once the archive is gone', async () => {
    const me = await createProfile(t.app);
    const ready = await readyExport(me);
    const token = new URL(ready.url!, 'http://x').searchParams.get('token')!;
    for (const bad of ['', 'nope', `${token.slice(0, -3)}abc`]) {
      const res = await call('GET', `/api/v1/my-data/download?token=${encodeURIComponent(bad)}`, null);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ARCHIVE_NOT_READY');
    }
    // The link of an archive that has expired stops working, and the state says so.
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.userId, me.user.id));
    const expired = await call('GET', ready.url!, null);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.code).toBe('ARCHIVE_NOT_READY');
    expect((await call('GET', '/api/v1/my-data', me)).json().data).toEqual({ status: 'none' });
  });

  /** What a link that no longer leads to an archive answers: exactly a forged one's 404. */
  async function expectNoArchive(url: string) {
    const res = await call('GET', url, null);
    expect(res.statusCode, res.body).toBe(404);
    const forged = await call('GET', '/api/v1/my-data/download?token=forged', null);
    expect(res.json()).toEqual(forged.json());
  }

  it('answers the link of an archive a newer one replaced as an unknown link (never 500)', async () => {
    const me = await createProfile(t.app);
    const older = await readyExport(me);
    const newer = await readyExport(me);
    expect(newer.url).not.toBe(older.url);
    await expectNoArchive(older.url!);
    await filesAt(newer.url!);
  });

  it('ends the link with the sessions: sign-out of all devices, a password change or reset, a suspension', async () => {
    // Sign-out of all devices: whoever held a session (and fetched the link) loses the archive.
    const signedOut = await createProfile(t.app);
    const first = await readyExport(signedOut);
    await filesAt(first.url!);
    const out = await call('POST', '/api/v1/sign_out/all', signedOut);
    expect(out.statusCode).toBe(200);
    await expectNoArchive(first.url!);

    // A password change (PUT /user) ends every session, and so the link.
    const changed = await createProfile(t.app);
    const second = await readyExport(changed);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: changed.auth,
      payload: { user: { password: 'changed-by-owner', old_password: changed.password } },
    });
    expect(change.statusCode, change.body).toBe(200);
    await expectNoArchive(second.url!);

    // A password reset by mail, the same.
    const reset = await createProfile(t.app);
    const third = await readyExport(reset);
    const link = await resetTokenFor(t, reset.user.email);
    expect((await useResetLink(t.app, link, 'reset-by-the-owner')).statusCode).toBe(200);
    await expectNoArchive(third.url!);

    // A suspension ends it too, and reinstating the account does not bring it back.
    const staff = await createStaffMember(t);
    const suspended = await createProfile(t.app);
    const fourth = await readyExport(suspended);
    const admin = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/profiles/${suspended.profileId}/${action}`,
        headers: staff.auth,
        payload: { reason: 'Fake photos' },
      });
    expect((await admin('suspend')).statusCode).toBe(200);
    await expectNoArchive(fourth.url!);
    expect((await admin('reinstate')).statusCode).toBe(200);
    await expectNoArchive(fourth.url!);
  });

  it('keeps the link of another session working when one device signs out', async () => {
    const me = await createProfile(t.app);
    const ready = await readyExport(me);
    const other = await signIn(t.app, me.user.email, me.password);
    expect(other.statusCode, other.body).toBe(200);
    const phone = { auth: { authorization: `Bearer ${other.json().data.token}` } };
    expect((await call('POST', '/api/v1/sign_out', phone)).statusCode).toBe(200);
    await filesAt(ready.url!);
  });

  it(`starts at most ${DATA_EXPORTS_PER_DAY} archives a day (429), answers the one under way, and needs a sign-in`, async () => {
    const me = await createProfile(t.app);
    expect((await call('GET', '/api/v1/my-data', me)).json().data).toEqual({ status: 'none' });
    const first = await call('POST', '/api/v1/my-data', me);
    const again = await call('POST', '/api/v1/my-data', me);
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    await t.app.ctx.myData.idle();
    const rows = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, me.user.id));
    expect(rows.length).toBe(1);
    for (let i = 1; i < DATA_EXPORTS_PER_DAY; i++) await readyExport(me);
    const refused = await call('POST', '/api/v1/my-data', me);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    for (const method of ['GET', 'POST'] as const) {
      const visitor = await call(method, '/api/v1/my-data', null);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});

async function readStored(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await t.app.ctx.storage.read(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
