import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { jpeg, png } from '../../../test/media-files';
import { multipart } from '../../../test/multipart';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { profiles, users } from '../../db/schema';
import { MB } from '../../lib/uploads';
import { connect, listeningUrl, nextEvent } from '../realtime/socket.test-kit';

let t: TestApp;
let staff: CreatedProfile;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await createProfile(t.app, { gender: 'male' });
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, staff.user.id));
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const upload = (
  who: { auth: Record<string, string> } | null,
  docType: string,
  data: Buffer,
  filename = 'doc.pdf',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/verification/doc?docType=${docType}`,
    ...multipart([{ name: 'file', filename, contentType: 'application/pdf', data }], who?.auth ?? {}),
  });
const get = (url: string, who?: { auth: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const post = (url: string, who?: { auth: Record<string, string> }, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const flags = async (profileId: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, profileId)))[0]!;

describe('POST /api/v1/verification/doc', () => {
  it('stores a PDF, a JPEG and a PNG privately, typed by their bytes', async () => {
    const member = await createProfile(t.app);
    const jpg = await jpeg();
    const res = [
      await upload(member, 'GovID', PDF, 'passport.pdf'),
      await upload(member, 'JobID', jpg, 'id-card.png'),
      await upload(member, 'SalaryID', await png(), 'slip'),
    ];
    expect(res.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(res.map((r) => r.json().data.mime)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(res[0]!.json().data).toMatchObject({ doc_type: 'GovID', status: 'pending', reason: null });

    const list = await get('/api/v1/verification/docs', member);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((d: { doc_type: string }) => d.doc_type)
        .sort(),
    ).toEqual(['GovID', 'JobID', 'SalaryID']);
    expect(list.body).not.toContain('private/');

    const own = await get(res[1]!.json().data.file_url, member);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['content-disposition']).toBe('inline');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(jpg)).toBe(true);

    const completion = await get('/api/v1/profile_completion', member);
    expect(completion.json().data.completion).toMatchObject({
      personal_verification_added: true,
      job_verification_added: true,
      salary_verification_added: true,
      property_verification_added: false,
    });
  });

  it('refuses HTML named .pdf (415), oversize (413), an unknown type (400) and visitors (401)', async () => {
    const member = await createProfile(t.app);
    const html = await upload(member, 'GovID', Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only PDF, JPEG or PNG documents are accepted.',
    });
    const big = Buffer.alloc(10 * MB + 10, 0x20);
    PDF.copy(big);
    const tooBig = await upload(member, 'GovID', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const selfie = await upload(member, 'Selfie', PDF);
    expect(selfie.statusCode).toBe(400);
    expect(selfie.json().error.code).toBe('VALIDATION_FAILED');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/doc?docType=GovID',
      ...multipart([{ name: 'note', data: 'hello' }], member.auth),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toEqual({ code: 'FILE_REQUIRED', message: 'Choose a file to upload.' });
    const visitor = await upload(null, 'GovID', PDF);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    expect((await get('/api/v1/verification/docs', member)).json().data).toEqual([]);
  });

  it('replaces a pending document of the same type', async () => {
    const member = await createProfile(t.app);
    const first = (await upload(member, 'GovID', PDF)).json().data;
    const second = (await upload(member, 'GovID', await jpeg())).json().data;
    const list = (await get('/api/v1/verification/docs', member)).json().data;
    expect(list.map((d: { id: string }) => d.id)).toEqual([second.id]);
    const gone = await get(first.file_url, member);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toEqual({ code: 'DOCUMENT_NOT_FOUND', message: 'No such document.' });
  });

  it('answers 404 PROFILE_REQUIRED to an account without a profile', async () => {
    const member = await createProfile(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.id, member.profileId));
    for (const res of [await upload(member, 'GovID', PDF), await get('/api/v1/verification/docs', member)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'PROFILE_REQUIRED', message: 'Create your profile first.' });
    }
  });

  it('never shows a document to another member, nor publicly under /media', async () => {
    const owner = await createProfile(t.app);
    const other = await createProfile(t.app, { gender: 'male' });
    const doc = (await upload(owner, 'GovID', await jpeg())).json().data;
    const foreign = await get(doc.file_url, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('DOCUMENT_NOT_FOUND');
    expect((await get(doc.file_url)).statusCode).toBe(401);
    expect((await get(doc.file_url, staff)).statusCode).toBe(200);
    expect((await get('/api/v1/verification/docs', other)).body).not.toContain(doc.id);
    const file = `p/${owner.profileId}/docs/${doc.id}.jpg`;
    expect((await get(`/media/${file}`)).statusCode).toBe(404);
    expect((await get(`/media/private/${file}`)).statusCode).toBe(404);
    // A dot-dot path is normalised away from /media (at most the web app's shell answers), never the file.
    const dotDot = await get(`/media/../private/${file}`);
    expect(String(dotDot.headers['content-type'])).not.toMatch(/image|pdf/);
  });
});

describe('staff review', () => {
  it('is for staff only', async () => {
    const member = await createProfile(t.app);
    const doc = (await upload(member, 'GovID', PDF)).json().data;
    for (const [method, url] of [
      ['GET', '/api/v1/admin/verification/docs?status=pending'],
      ['POST', `/api/v1/admin/verification/docs/${doc.id}/approve`],
      ['POST', `/api/v1/admin/verification/docs/${doc.id}/reject`],
    ] as const) {
      const payload = url.endsWith('reject') ? { reason: 'blurry' } : undefined;
      const asMember = await t.app.inject({ method, url, headers: member.auth, payload });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error.code).toBe('STAFF_ONLY');
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect((await flags(member.profileId)).identityVerified).toBe(false);
  });

  it('lists pending documents with the name, approves with the flag and a live score event', async () => {
    const member = await createProfile(t.app, { name: 'Meera', lastName: 'Joshi' });
    const doc = (await upload(member, 'GovID', PDF)).json().data;
    const list = await get('/api/v1/admin/verification/docs?status=pending&limit=100', staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ limit: 100, offset: 0 });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id: doc.id, profile_id: member.profileId, name: 'Meera', lastName: 'Joshi' }),
    );
    expect((await get(`/api/v1/profiles/${member.profileId}`, member)).json().data.badges.identity).toBe(
      false,
    );

    const url = await listeningUrl(t.app);
    const socket = await connect(url, { token: member.token });
    try {
      const event = nextEvent<Record<string, unknown>>(socket, 'score');
      const res = await post(`/api/v1/admin/verification/docs/${doc.id}/approve`, staff);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'approved', reason: null });
      const score = await event;
      expect(score).toMatchObject({
        personal_verification_verified: true,
        job_verification_verified: false,
        salary_details_verified: false,
        property_details_verified: false,
        show_google_btn: false,
      });
      expect(typeof score.score).toBe('number');
      const completion = (await get('/api/v1/profile_completion', member)).json().data;
      expect(score.score).toBe(completion.profile_score);
    } finally {
      socket.close();
    }
    expect((await flags(member.profileId)).identityVerified).toBe(true);
    expect((await get(`/api/v1/profiles/${member.profileId}`, member)).json().data.badges.identity).toBe(
      true,
    );
    // Reviewed once only.
    for (const again of [
      await post(`/api/v1/admin/verification/docs/${doc.id}/reject`, staff, { reason: 'x' }),
      await post(`/api/v1/admin/verification/docs/${doc.id}/approve`, staff),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'DOCUMENT_ALREADY_REVIEWED',
        message: 'This document was already approved.',
      });
    }
    const pending = (await get('/api/v1/admin/verification/docs?status=pending&limit=100', staff)).json();
    expect(pending.data.map((d: { id: string }) => d.id)).not.toContain(doc.id);
  });

  it('maps each type to its flag', async () => {
    const member = await createProfile(t.app);
    for (const type of ['JobID', 'SalaryID', 'PropertyID']) {
      const doc = (await upload(member, type, PDF)).json().data;
      expect((await post(`/api/v1/admin/verification/docs/${doc.id}/approve`, staff)).statusCode).toBe(200);
    }
    expect(await flags(member.profileId)).toMatchObject({
      identityVerified: false,
      jobVerified: true,
      incomeVerified: true,
      propertyVerified: true,
    });
  });

  it('rejects with a required reason and keeps the flag false', async () => {
    const member = await createProfile(t.app);
    const doc = (await upload(member, 'GovID', PDF)).json().data;
    const reject = (payload: object) =>
      post(`/api/v1/admin/verification/docs/${doc.id}/reject`, staff, payload);
    expect((await reject({})).statusCode).toBe(400);
    expect((await reject({ reason: '   ' })).statusCode).toBe(400);
    expect((await reject({ reason: 'x'.repeat(501) })).statusCode).toBe(400);
    const res = await reject({ reason: 'The photo page is unreadable.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', reason: 'The photo page is unreadable.' });
    expect((await flags(member.profileId)).identityVerified).toBe(false);
    const own = (await get('/api/v1/verification/docs', member)).json().data;
    expect(own[0]).toMatchObject({ status: 'rejected', reason: 'The photo page is unreadable.' });
    for (const unknown of [
      await post('/api/v1/admin/verification/docs/not-a-uuid/approve', staff),
      await post(`/api/v1/admin/verification/docs/${crypto.randomUUID()}/reject`, staff, { reason: 'x' }),
    ]) {
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toEqual({ code: 'DOCUMENT_NOT_FOUND', message: 'No such document.' });
    }
  });
});
