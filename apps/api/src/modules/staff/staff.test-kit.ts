import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { multipartForm } from '../../../test/multipart';
import { type CreatedProfile, createProfile, type ProfileOverrides } from '../../../test/profile-factory';
import { users } from '../../db/schema';

/** Someone calling: their bearer header, or none for a visitor. */
export type Caller = { auth: Record<string, string> } | null;

/** A staff account: a member made admin, with a named profile. */
export async function createStaffMember(
  t: TestApp,
  overrides: ProfileOverrides = {},
): Promise<CreatedProfile> {
  const staff = await createProfile(t.app, { gender: 'male', name: 'Ravi', lastName: 'Desk', ...overrides });
  await t.database.db
    .update(users)
    .set({ isAdmin: true, usergroup: 'staff' })
    .where(eq(users.id, staff.user.id));
  return staff;
}

/** The usual start of a staff test: an app (with `env`), a staff account and a member. */
export async function startStaffTestApp(env: Record<string, string> = {}) {
  const t = await buildTestApp(env);
  const staff = await createStaffMember(t);
  const member = await createProfile(t.app);
  return { t, staff, member };
}

/** A canonical 44-byte WAV header plus `samples` bytes of silence (8 kHz, 8-bit mono). */
export function wav(samples = 800): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 0x80)]);
}

/** The start of an Ogg page (capture pattern, version 0, first page flag). */
export const ogg = () =>
  Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.from([0, 2]), Buffer.alloc(200, 1)]);

/** An ID3v2.4 tag header followed by an MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz). */
export const id3Mp3 = () =>
  Buffer.concat([
    Buffer.from('ID3', 'latin1'),
    Buffer.from([4, 0, 0, 0, 0, 0, 0]),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(400),
  ]);

/** An MPEG-1 Layer III frame with no ID3 tag. */
export const bareMp3 = () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]);

/** An M4A `ftyp` box. */
export const m4a = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypM4A \0\0\0\0M4A mp42isom', 'latin1'),
    Buffer.alloc(64),
  ]);

/** A multipart call-log form: text fields, plus a recording under `file_url` when given. */
export function callLogForm(
  fields: Record<string, string>,
  file?: { data: Buffer; filename?: string; contentType?: string },
  headers: Record<string, string> = {},
) {
  const recording = file && {
    name: 'file_url',
    filename: file.filename ?? 'call.wav',
    contentType: file.contentType ?? 'audio/wav',
    data: file.data,
  };
  return multipartForm(fields, recording, headers);
}
