import crypto from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { filesUnder } from '../../../test/media-files';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import {
  blocks,
  bookmarks,
  callLogs,
  chatRequests,
  contacts,
  interests,
  leads,
  mailOutbox,
  matchSkips,
  messages,
  orders,
  passwordResets,
  payments,
  photos,
  profiles,
  profileViews,
  profileVisits,
  reports,
  trails,
  verificationDocuments,
  waMessages,
} from '../../db/schema';
import { billingKit } from '../billing/billing.test-kit';
import { acceptChat, chatCalls } from '../chat/chat.test-kit';
import { memberVisitorKey, visitDay } from '../outreach/visitor-key';
import { createStaffMember } from '../staff/staff.test-kit';

/** Distinctive personal data of the member to erase, so any copy left anywhere is found. */
const PERSONAL = {
  name: 'Zephyrine',
  lastName: 'Quillfeather',
  phone: '9811122233',
  contactName: 'Marigoldia Quillfeather',
  contactPhone: '9822233344',
};

let t: TestApp;
let staff: CreatedProfile;
let member: CreatedProfile;
let partner: CreatedProfile;
let recordingKey: string;

/** Every table of the public schema, each row as text. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const { db } = t.database;
  const tables = (await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const found: { table: string; row: string }[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = (await db.execute(sql.raw(`SELECT t::text AS row FROM "${table}" t`))) as unknown as {
      rows: { row: string }[];
    };
    for (const { row } of rows.rows) found.push({ table, row });
  }
  return found;
}

/** The tables holding any of the member's identifiers (case-insensitive). */
async function tablesMentioningMember(): Promise<string[]> {
  const needles = [
    member.user.email,
    member.user.id,
    member.profileId,
    memberVisitorKey(member.user.id),
    PERSONAL.name,
    PERSONAL.lastName,
    PERSONAL.phone,
    PERSONAL.contactPhone,
  ].map((needle) => needle.toLowerCase());
  const rows = await everyRow();
  const hits = rows.filter(({ row }) => needles.some((needle) => row.toLowerCase().includes(needle)));
  return [...new Set(hits.map(({ table }) => table))].sort();
}

const mediaFiles = () => filesUnder(path.join(t.dataDir, 'media'));

/** Everything a member can leave behind: profile, files, contacts, social rows, chat, payment, staff records. */
async function memberWithEverything() {
  const { db } = t.database;
  const { storage } = t.app.ctx;
  const pid = member.profileId;
  const other = partner.profileId;
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

  await db
    .update(profiles)
    .set({ supportPhone: PERSONAL.phone, supportWhatsapp: PERSONAL.phone, aboutme: `I am ${PERSONAL.name}.` })
    .where(eq(profiles.id, pid));
  const photoKey = `public/p/${pid}/photos/${crypto.randomUUID()}-medium.jpg`;
  await storage.put(photoKey, jpeg);
  await db.insert(photos).values({ profileId: pid, variants: { medium: photoKey }, width: 10, height: 10 });
  const videoKey = `public/p/${pid}/video/intro.mp4`;
  await storage.put(videoKey, Buffer.alloc(64));
  await db
    .update(profiles)
    .set({ videoKey, videoMime: 'video/mp4', videoSize: 64 })
    .where(eq(profiles.id, pid));
  const documentKey = `private/p/${pid}/docs/${crypto.randomUUID()}.pdf`;
  await storage.put(documentKey, Buffer.from('%PDF-1.4 identity'));
  await db
    .insert(verificationDocuments)
    .values({ profileId: pid, docType: 'GovID', storageKey: documentKey, mime: 'application/pdf', size: 17 });
  await db
    .insert(contacts)
    .values({ profileId: pid, name: PERSONAL.contactName, relation: 'mother', phone: PERSONAL.contactPhone });

  await acceptChat(t.app, partner, member);
  const chat = chatCalls(t.app);
  expect(
    (await chat.send(member, other, `Hello from ${PERSONAL.name}, call ${PERSONAL.phone}`)).statusCode,
  ).toBe(201);
  expect((await chat.send(partner, pid, 'Hello back')).statusCode).toBe(201);

  await db.insert(interests).values([
    { fromProfileId: pid, toProfileId: other },
    { fromProfileId: other, toProfileId: pid, status: 'accepted' },
  ]);
  await db.insert(bookmarks).values([
    { fromProfileId: pid, toProfileId: other },
    { fromProfileId: other, toProfileId: pid },
  ]);
  await db.insert(blocks).values({ blockerProfileId: pid, blockedProfileId: staff.profileId });
  await db.insert(reports).values([
    { reporterProfileId: pid, reportedProfileId: other, reason: 'spam', details: `by ${PERSONAL.name}` },
    {
      reporterProfileId: other,
      reportedProfileId: pid,
      reason: 'fake',
      details: `about ${PERSONAL.lastName}`,
    },
  ]);

  await billingKit(() => t).buy(member, 699);

  recordingKey = `private/calllogs/${crypto.randomUUID()}.wav`;
  await storage.put(recordingKey, Buffer.alloc(64));
  const [log] = await db
    .insert(callLogs)
    .values({
      customerName: `${PERSONAL.name} ${PERSONAL.lastName}`,
      phone: PERSONAL.phone,
      profileId: pid,
      appName: 'jodi',
      audioKey: recordingKey,
      audioType: 'audio/wav',
      remark: `Spoke to ${PERSONAL.name}`,
      extraData: { pid_name: PERSONAL.name, Phone: PERSONAL.phone, Gender: 'female' },
      createdByUserId: staff.user.id,
    })
    .returning();
  await db
    .insert(waMessages)
    .values({ callLogId: log!.id, phone: `91${PERSONAL.phone}`, status: 'queued', provider: 'outbox' });
  await db
    .insert(trails)
    .values({ profileId: pid, kind: 'note', text: `Called ${PERSONAL.name}`, byUserId: staff.user.id });

  const today = visitDay(new Date());
  await db.insert(profileVisits).values([
    { profileId: other, visitorKey: memberVisitorKey(member.user.id), context: 'listing', day: today },
    { profileId: pid, visitorKey: memberVisitorKey(partner.user.id), context: 'listing', day: today },
  ]);
  await db.insert(leads).values({
    userId: member.user.id,
    name: `${PERSONAL.name} ${PERSONAL.lastName}`,
    email: member.user.email,
    phone: PERSONAL.phone,
    message: 'Advertise my shop',
  });
  await db
    .insert(mailOutbox)
    .values({ to: member.user.email, subject: 'Reset', text: `Dear ${PERSONAL.name}` });
  await db.insert(passwordResets).values({
    userId: member.user.id,
    tokenHash: crypto.randomBytes(32).toString('hex'),
    expiresAt: new Date(),
  });

  // Matchmaking (decision 16): preferences, lists and picks both ways, skips and views both ways.
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/preferences',
    headers: member.auth,
    payload: { cities: [PERSONAL.name] },
  });
  expect(put.statusCode).toBe(200);
  for (const who of [member, partner]) {
    for (const url of ['/api/v1/matches', '/api/v1/matches/today']) {
      expect((await t.app.inject({ method: 'GET', url, headers: who.auth })).statusCode).toBe(200);
    }
  }
  await db.insert(matchSkips).values([
    { fromProfileId: pid, toProfileId: other },
    { fromProfileId: other, toProfileId: pid },
  ]);
  await db.insert(profileViews).values([
    { viewerProfileId: pid, viewedProfileId: other, day: today },
    { viewerProfileId: other, viewedProfileId: pid, day: today },
  ]);
}

describe('account erasure (DELETE /api/v1/delete/profile)', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await createStaffMember(t);
    partner = await createProfile(t.app, { gender: 'male' });
    member = await createProfile(t.app, { name: PERSONAL.name, lastName: PERSONAL.lastName });
    await memberWithEverything();
  });
  afterAll(() => t.close());

  it('starts with the member present in every kind of table and storage (the scan sees them)', async () => {
    const tables = await tablesMentioningMember();
    for (const table of [
      'users',
      'profiles',
      'photos',
      'contacts',
      'messages',
      'interests',
      'bookmarks',
      'blocks',
      'reports',
      'chat_requests',
      'verification_documents',
      'orders',
      'payments',
      'call_logs',
      'wa_messages',
      'trails',
      'profile_visits',
      'leads',
      'mail_outbox',
      'password_resets',
      'partner_preferences',
      'match_lists',
      'match_candidates',
      'daily_picks',
      'match_skips',
      'profile_views',
    ]) {
      expect(tables).toContain(table);
    }
    expect(mediaFiles().some((file) => file.includes(member.profileId))).toBe(true);
  });

  it('leaves no row naming the member, no file of theirs, and the payments without a user link', async () => {
    const paidBefore = await t.database.db.select().from(payments).where(eq(payments.userId, member.user.id));
    expect(paidBefore).toHaveLength(1);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/delete/profile', headers: member.auth });
    expect(res.statusCode, res.body).toBe(200);

    expect(await tablesMentioningMember()).toEqual([]);
    const files = mediaFiles();
    expect(files.filter((file) => file.includes(member.profileId))).toEqual([]);
    expect(files.filter((file) => file.includes(path.basename(recordingKey)))).toEqual([]);

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paidBefore[0]!.id));
    expect(payment).toMatchObject({ userId: null, amountPaise: paidBefore[0]!.amountPaise });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, payment!.orderId));
    expect(order).toMatchObject({ userId: null, status: 'paid' });
  });

  it("keeps the other members' own data: the partner's profile and the staff account", async () => {
    const { db } = t.database;
    expect(await db.select().from(profiles).where(eq(profiles.id, partner.profileId))).toHaveLength(1);
    expect(
      await db.select().from(chatRequests).where(eq(chatRequests.fromProfileId, partner.profileId)),
    ).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.fromProfileId, partner.profileId))).toEqual([]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: staff.user.email, password: staff.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("refuses the erased member's old token", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });
});
