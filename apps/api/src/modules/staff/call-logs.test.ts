import fs from 'node:fs';
import path from 'node:path';
import { CALL_AUDIO_MAX_BYTES, type CallLog } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/calls';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { jpeg } from '../../../test/media-files';
import { multipart } from '../../../test/multipart';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { users } from '../../db/schema';
import { callAudioKey, callAudioUrl } from './call-audio-link';
import { CallLogsRepository } from './call-logs.repository';
import { callLogForm, createStaffMember, id3Mp3, m4a, ogg, wav } from './staff.test-kit';

let t: TestApp;
let staff: CreatedProfile;
let assignee: CreatedProfile;
let prospect: CreatedProfile;
let member: CreatedProfile;

beforeAll(async () => {
  t = await buildTestApp({ APP_IDS: 'jodi,pune,csv' });
  staff = await createStaffMember(t);
  assignee = await createStaffMember(t, { name: 'Meera', lastName: 'Joshi', gender: 'female' });
  prospect = await createProfile(t.app, { name: 'Sunita', lastName: 'Patil', gender: 'female' });
  member = await createProfile(t.app, { gender: 'male' });
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/support/info',
    headers: prospect.auth,
    payload: { phone: '+91 98220 11111' },
  });
});
afterAll(() => t.close());

type File = { data: Buffer; filename?: string; contentType?: string };
const create = (fields: Record<string, string>, file?: File, who = staff) =>
  t.app.inject({ method: 'POST', url: '/api/v1/calllogs', ...callLogForm(fields, file, who.auth) });
const edit = (id: string, fields: Record<string, string>, file?: File) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/calllogs/${id}`, ...callLogForm(fields, file, staff.auth) });
const get = (url: string, headers: Record<string, string> = staff.auth) =>
  t.app.inject({ method: 'GET', url, headers });
const createOk = async (fields: Record<string, string>, file?: File): Promise<CallLog> => {
  const res = await create(fields, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
/** The recordings kept in private storage. */
const storedRecordings = () => {
  const dir = path.join(t.dataDir, 'media', 'private', 'calllogs');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.partial')) : [];
};

describe('POST /api/v1/calllogs', () => {
  it('records every field of spec 3 with a WAV recording; names come from the database', async () => {
    const recording = wav();
    const res = await create(
      {
        customer_name: 'सुनीता पाटील',
        phone: '98765 43210',
        status: 'call_successful',
        remark: 'Wants a call back on Sunday',
        pid: prospect.profileId,
        assigned_to_id: assignee.user.id,
        followup: 'true',
        payment_done: 'false',
        extra_data: JSON.stringify({
          pid_name: 'Forged',
          Gender: 'male',
          assigned_to_id_name: 'X',
          Phone: '1',
        }),
      },
      { data: recording },
    );
    expect(res.statusCode, res.body).toBe(201);
    const log: CallLog = res.json().data;
    expect(log).toMatchObject({
      customer_name: 'सुनीता पाटील',
      phone: '98765 43210',
      status: 'call_successful',
      remark: 'Wants a call back on Sunday',
      pid: prospect.profileId,
      assigned_to_id: assignee.user.id,
      app_name: 'jodi',
      followup: true,
      payment_done: false,
      wamsgs: [],
      extra_data: {
        pid_name: 'Sunita Patil',
        Gender: 'female',
        Phone: '+919822011111',
        assigned_to_id_name: 'Meera Joshi',
      },
    });
    expect(log.file_url).toMatch(/^\/api\/v1\/calllogs\/audio\?t=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body).not.toContain('private/');

    // The recording streams from its signed link without a bearer header, privately.
    const audio = await get(log.file_url!, {});
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.headers['cache-control']).toBe('private, no-store');
    expect(audio.headers['accept-ranges']).toBe('bytes');
    expect(audio.rawPayload.equals(recording)).toBe(true);
    const part = await get(log.file_url!, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${recording.length}`);
    expect(part.body).toBe('RIFF');
    const past = await get(log.file_url!, { range: 'bytes=999999-' });
    expect(past.statusCode).toBe(416);
    expect(past.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
    // Never served as public media.
    const asMedia = await get(`/media/calllogs/${storedRecordings()[0]}`, {});
    expect(asMedia.statusCode).toBe(404);
    expect(asMedia.json().error.code).toBe('FILE_NOT_FOUND');

    const trail = (await get(`/api/v1/trails?pid=${prospect.profileId}`)).json().data;
    expect(trail[0]).toMatchObject({
      kind: 'call',
      text: 'Call log: Call successful — Wants a call back on Sunday',
      by: { id: staff.user.id, email: staff.user.email },
    });
  });

  it('enforces no field: an empty form is a not-called log of the default app', async () => {
    const log = await createOk({ remark: '' });
    expect(log).toMatchObject({
      customer_name: null,
      phone: null,
      status: 'not_called',
      remark: null,
      pid: null,
      assigned_to_id: null,
      app_name: 'jodi',
      followup: false,
      payment_done: false,
      file_url: null,
      extra_data: { pid_name: null, Gender: null, Phone: null, assigned_to_id_name: null },
    });
    // Without a profile the client's Gender and Phone are kept; a browser's "null" text is no id.
    const other = await createOk({
      pid: 'null',
      status: '',
      extra_data: JSON.stringify({ Gender: 'male', Phone: '020 1234' }),
    });
    expect(other.extra_data).toEqual({
      pid_name: null,
      Gender: 'male',
      Phone: '020 1234',
      assigned_to_id_name: null,
    });
  });

  it('accepts OGG, MP3 and M4A recordings whatever their names, with their own types', async () => {
    const cases: [Buffer, string][] = [
      [ogg(), 'audio/ogg'],
      [id3Mp3(), 'audio/mpeg'],
      [m4a(), 'audio/mp4'],
    ];
    for (const [data, type] of cases) {
      const log = await createOk(
        { customer_name: type },
        { data, filename: 'recording.bin', contentType: 'x/y' },
      );
      const audio = await get(log.file_url!, {});
      expect(audio.headers['content-type']).toBe(type);
      expect(audio.rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses a JPEG, or text renamed .mp3, with 415, and keeps no file', async () => {
    const before = storedRecordings().length;
    const photo = await create(
      { customer_name: 'A' },
      { data: await jpeg(), filename: 'call.mp3', contentType: 'audio/mpeg' },
    );
    expect(photo.statusCode).toBe(415);
    expect(photo.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only audio files can be uploaded',
    });
    const note = await create(
      { customer_name: 'A' },
      {
        data: Buffer.from('Call notes: ring again tomorrow'),
        filename: 'notes.mp3',
        contentType: 'audio/mpeg',
      },
    );
    expect(note.statusCode).toBe(415);
    expect(note.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(storedRecordings().length).toBe(before);
  });

  it('refuses a recording over 20 MB with 413 and keeps no part of it', async () => {
    const before = storedRecordings().length;
    const header = wav(0);
    const big = Buffer.concat([header, Buffer.alloc(CALL_AUDIO_MAX_BYTES + 1 - header.length, 0x80)]);
    const res = await create({ customer_name: 'Big' }, { data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedRecordings().length).toBe(before);
    // Exactly the limit is fine.
    const atLimit = await create({ customer_name: 'Limit' }, { data: big.subarray(0, CALL_AUDIO_MAX_BYTES) });
    expect(atLimit.statusCode).toBe(201);
  });

  it('answers 400 in the envelope for bad fields, and removes a recording sent with them', async () => {
    const before = storedRecordings().length;
    const bad: [Record<string, string>, string][] = [
      [{ status: 'maybe' }, 'body.status'],
      [{ extra_data: '{not json' }, 'body.extra_data'],
      [{ extra_data: '[1,2]' }, 'body.extra_data'],
      [{ extra_data: '{"Gender":"other"}' }, 'body.extra_data.Gender'],
      [{ followup: 'yes' }, 'body.followup'],
      [{ pid: 'not-an-id' }, 'body.pid'],
      [{ pid: '00000000-0000-4000-8000-000000000000' }, 'body.pid'],
      [{ assigned_to_id: member.user.id }, 'body.assigned_to_id'],
      [{ app_name: 'elsewhere' }, 'app_name'],
      [{ customer_name: 'x'.repeat(201) }, 'body.customer_name'],
    ];
    for (const [fields, path] of bad) {
      const res = await create(fields, { data: wav() });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect(storedRecordings().length).toBe(before);
  });

  it('takes a form without parts, refuses a file under another field name and a body that is not multipart', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/calllogs',
      ...callLogForm({}, undefined, staff.auth),
    });
    expect(empty.statusCode).toBe(201);
    // A form's empty file input (no file chosen) is no recording.
    const noFile = await create(
      { customer_name: 'No file' },
      { data: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' },
    );
    expect(noFile.statusCode).toBe(201);
    expect(noFile.json().data.file_url).toBeNull();
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/v1/calllogs',
      ...multipart([{ name: 'audio', filename: 'a.wav', contentType: 'audio/wav', data: wav() }], staff.auth),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.code).toBe('UPLOAD_MALFORMED');
    const json = await callAs(t.app, { method: 'POST', url: '/api/v1/calllogs', payload: {} }, staff);
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('PUT /api/v1/calllogs/{id}', () => {
  it('changes only the fields sent; a new recording replaces the old one', async () => {
    const first = wav(100);
    const log = await createOk(
      { customer_name: 'Kavita', phone: '9000000001', status: 'not_called', pid: prospect.profileId },
      { data: first },
    );
    const filesBefore = storedRecordings().length;
    const trailBefore = (await get(`/api/v1/trails?pid=${prospect.profileId}`)).json().data.length;

    const second = ogg();
    const res = await edit(log.id, { status: 'call_back_later', followup: 'true' }, { data: second });
    expect(res.statusCode, res.body).toBe(200);
    const edited: CallLog = res.json().data;
    expect(edited).toMatchObject({
      id: log.id,
      customer_name: 'Kavita',
      phone: '9000000001',
      status: 'call_back_later',
      followup: true,
      pid: prospect.profileId,
      extra_data: { pid_name: 'Sunita Patil' },
      inserted_at: log.inserted_at,
    });
    expect(edited.updated_at > log.updated_at).toBe(true);
    const audio = await get(edited.file_url!, {});
    expect(audio.headers['content-type']).toBe('audio/ogg');
    expect(audio.rawPayload.equals(second)).toBe(true);
    expect(storedRecordings().length).toBe(filesBefore);
    // The status changed: the trail got a call entry.
    const trail = (await get(`/api/v1/trails?pid=${prospect.profileId}`)).json().data;
    expect(trail.length).toBe(trailBefore + 1);
    expect(trail[0].text).toBe('Call log: Call back later');

    // Clearing: blank text and ids become null; the recording stays without a new file.
    const cleared = (await edit(log.id, { phone: '', pid: '', assigned_to_id: '' })).json().data;
    expect(cleared).toMatchObject({ phone: null, pid: null, customer_name: 'Kavita' });
    expect(cleared.extra_data.pid_name).toBeNull();
    expect(cleared.file_url).not.toBeNull();
  });

  it('assigns to staff only, and answers 404 for unknown and malformed ids', async () => {
    const log = await createOk({ customer_name: 'Anil' });
    const assigned = await edit(log.id, { assigned_to_id: assignee.user.id });
    expect(assigned.json().data).toMatchObject({
      assigned_to_id: assignee.user.id,
      extra_data: { assigned_to_id_name: 'Meera Joshi' },
    });
    const notStaff = await edit(log.id, { assigned_to_id: member.user.id });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().error.code).toBe('VALIDATION_FAILED');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1' OR '1'='1"]) {
      const res = await edit(encodeURIComponent(id), { status: 'call_failed' }, { data: wav() });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('CALL_LOG_NOT_FOUND');
    }
  });
});

describe('the recording link', () => {
  it('refuses a tampered, expired or foreign link, and one made for someone no longer staff', async () => {
    const log = await createOk({ customer_name: 'Link' }, { data: wav() });
    const token = new URL(log.file_url!, 'http://x').searchParams.get('t')!;
    const [head, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const key = callAudioKey(t.config.jwtSecret!);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const expired = await callAudioUrl(key, { uid: staff.user.id, lid: log.id }, twoHoursAgo);
    const refused = [
      '/api/v1/calllogs/audio',
      `/api/v1/calllogs/audio?t=${head}.${payload}.${flipped}`,
      `/api/v1/calllogs/audio?t=${staff.token}`,
      expired,
    ];
    for (const url of refused) {
      const res = await get(url, {});
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toEqual({
        code: 'AUDIO_LINK_INVALID',
        message: 'This audio link is invalid or has expired. Reload the call logs.',
      });
    }

    const former = await createStaffMember(t);
    const link = await callAudioUrl(key, { uid: former.user.id, lid: log.id });
    expect((await get(link, {})).statusCode).toBe(200);
    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, former.user.id));
    const noLongerStaff = await get(link, {});
    expect(noLongerStaff.statusCode).toBe(403);
    expect(noLongerStaff.json().error.code).toBe('AUDIO_LINK_INVALID');

    const silent = await createOk({ customer_name: 'No audio' });
    const none = await get(await callAudioUrl(key, { uid: staff.user.id, lid: silent.id }), {});
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('RECORDING_NOT_FOUND');
  });
});

describe('GET /api/v1/calllogs', () => {
  it('pages 20 at a time from page 1, newest first; past the end is empty', async () => {
    for (let i = 1; i <= 25; i++) await createOk({ customer_name: `Pune ${i}`, app_name: 'pune' });
    const page1 = await get('/api/v1/calllogs?app_name=pune');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().meta).toEqual({ page: 1, page_size: 20, total: 25 });
    const names1 = page1.json().data.map((l: CallLog) => l.customer_name);
    expect(names1).toEqual(Array.from({ length: 20 }, (_, i) => `Pune ${25 - i}`));
    const page2 = (await get('/api/v1/calllogs?app_name=pune&page=2')).json();
    expect(page2.data.map((l: CallLog) => l.customer_name)).toEqual([
      'Pune 5',
      'Pune 4',
      'Pune 3',
      'Pune 2',
      'Pune 1',
    ]);
    expect(page2.meta).toEqual({ page: 2, page_size: 20, total: 25 });
    const page3 = (await get('/api/v1/calllogs?app_name=pune&page=3')).json();
    expect(page3).toEqual({ data: [], meta: { page: 3, page_size: 20, total: 25 } });
    // The default app is the first configured one and holds none of these.
    const jodi = (await get('/api/v1/calllogs')).json().data;
    expect(jodi.every((l: CallLog) => l.app_name === 'jodi')).toBe(true);
    const page0 = await get('/api/v1/calllogs?page=0');
    expect(page0.statusCode).toBe(400);
    expect(page0.json().error.code).toBe('VALIDATION_FAILED');

    // The export reads in batches after the last row of the one before: all 25, once, in order.
    const repo = new CallLogsRepository();
    const seen: string[] = [];
    let afterId: string | null = null;
    for (;;) {
      const batch = await repo.batchAfter(t.database.db, { appName: 'pune' }, afterId, 7);
      if (batch.length === 0) break;
      seen.push(...batch.map((l) => l.customerName!));
      afterId = batch.at(-1)!.id;
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `Pune ${25 - i}`));
    const elsewhere = await get('/api/v1/calllogs?app_name=elsewhere');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('filters by status, assignee, follow-up and payment, alone and together', async () => {
    const make = (name: string, fields: Record<string, string>) =>
      createOk({ customer_name: name, app_name: 'csv', ...fields });
    await make('F1', { status: 'interested_in_service', assigned_to_id: assignee.user.id, followup: 'true' });
    await make('F2', { status: 'interested_in_service', payment_done: 'true' });
    await make('F3', { status: 'not_interested', assigned_to_id: assignee.user.id, payment_done: 'true' });
    await make('F4', { status: 'not_interested', followup: 'true' });
    const names = async (query: string) =>
      (await get(`/api/v1/calllogs?app_name=csv&${query}`)).json().data.map((l: CallLog) => l.customer_name);
    expect(await names('status=interested_in_service')).toEqual(['F2', 'F1']);
    expect(await names(`assigned_to_id=${assignee.user.id}`)).toEqual(['F3', 'F1']);
    expect(await names('followup=true')).toEqual(['F4', 'F1']);
    expect(await names('followup=false')).toEqual(['F3', 'F2']);
    expect(await names('payment_done=true')).toEqual(['F3', 'F2']);
    expect(await names(`status=not_interested&assigned_to_id=${assignee.user.id}&payment_done=true`)).toEqual(
      ['F3'],
    );
    expect(await names('status=call_failed')).toEqual([]);
    expect(await names('status=&assigned_to_id=&followup=&payment_done=')).toHaveLength(4);
    for (const bad of ['status=maybe', 'followup=yes', 'assigned_to_id=12']) {
      const res = await get(`/api/v1/calllogs?app_name=csv&${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code, bad).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/v1/calllogs/export', () => {
  it('is a CSV spreadsheets open as written: BOM, CRLF, quoting, Devanagari, no formulas, filters', async () => {
    await createOk({ app_name: 'csv', customer_name: '=HYPERLINK("http://evil.example","Click")' });
    await createOk({
      app_name: 'csv',
      customer_name: 'सुनीता पाटील',
      phone: '-1+2',
      remark: 'Said "call after 6", busy\nnow',
      status: 'follow_up_required',
      followup: 'true',
      pid: prospect.profileId,
    });
    const res = await get('/api/v1/calllogs/export?app_name=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="call-logs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Date (IST),Customer name,Phone,Status,Remark,Profile,Profile ID,Gender,Profile phone,Assigned to,Follow-up,Payment done,Recording,App,Updated (IST)',
    );
    expect(lines.at(-1)).toBe('');
    // Six logs of app "csv", newest first; the remark's quoted line break is no row end.
    expect(text.match(/,csv,/g)).toHaveLength(6);
    const newest = lines[1]!;
    expect(newest).toContain(",सुनीता पाटील,'-1+2,Follow-up required,");
    expect(newest).toContain(',Follow-up required,"Said ""call after 6"", busy\nnow",Sunita Patil,');
    expect(newest).toContain(`,${prospect.profileId},female,'+919822011111,,Yes,No,No,csv,`);
    expect(lines[2]).toContain(',"\'=HYPERLINK(""http://evil.example"",""Click"")",');

    const filtered = (
      await get('/api/v1/calllogs/export?app_name=csv&payment_done=true')
    ).rawPayload.toString('utf8');
    const rows = filtered.split('\r\n').slice(1, -1);
    expect(rows.map((r) => r.split(',')[1])).toEqual(['F3', 'F2']);
    expect(rows[0]).toContain(',Not interested,');
    expect(rows[0]).toContain(',Meera Joshi,');

    const elsewhere = await get('/api/v1/calllogs/export?app_name=elsewhere');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('VALIDATION_FAILED');
  });
});
