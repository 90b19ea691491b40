import { type Notification, notificationSchema } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import type { CreatedProfile } from '../../../test/profile-factory';
import { notifications as notificationsTable, pushSubscriptions, users } from '../../db/schema';
import type { Effects } from '../../jobs/outbox';
import { saveLanguage } from '../auth/auth.test-kit';
import { chatCalls, chattingCouple } from '../chat/chat.test-kit';
import { connect, listeningUrl, recordEvents } from '../realtime/socket.test-kit';
import { couple, socialCalls } from '../social/social.test-kit';
import { createStaffMember } from '../staff/staff.test-kit';
import { MemberNotifier } from './member-notifier';
import { defaultNotificationSettings } from './notification-settings';
import { DELIVER_MAIL, DELIVER_PUSH } from './notifications.jobs';
import { NotificationsRepository } from './notifications.repository';
import { PlanReminders } from './plan-reminders';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

type Who = { auth: Record<string, string> };
const s = () => socialCalls(t.app);
/** What a step of the app would do: tell the notifier in a transaction of the outbox. */
const inOutbox = (tell: (effects: Effects) => Promise<void>) => t.app.ctx.outbox.transaction(tell);
const list = async (who: Who, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/notifications${query}`, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Notification[];
    meta: { total: number; unread: number; limit: number; offset: number };
  };
};
const read = (who: Who, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: who.auth, payload });
const putSettings = (who: Who, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/notification-settings', headers: who.auth, payload });
const publicId = (p: CreatedProfile) => Buffer.from(p.profileId).toString('base64');
async function until<T>(probe: () => Promise<T | undefined | false>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('notifications from what members do', () => {
  it('tells her of his interest (stored, unread, live on her socket), and him when she accepts', async () => {
    const { groom, bride } = await couple(t.app);
    const socket = await connect(await listeningUrl(t.app), { token: bride.token });
    const events = recordEvents(socket);
    try {
      const sent = await s().interest(groom, bride.profileId);
      expect(sent.statusCode).toBe(201);
      const hers = await list(bride);
      expect(hers.meta).toMatchObject({ total: 1, unread: 1 });
      expect(hers.data[0]).toMatchObject({
        kind: 'interest_received',
        title: 'New interest',
        body: 'Rohan has sent you an interest.',
        link: '/interests',
        read: false,
      });
      expect(notificationSchema.safeParse(hers.data[0]).success).toBe(true);
      await until(async () => events.of<Notification>('notification').length > 0);
      expect(events.of<Notification>('notification')[0]!.id).toBe(hers.data[0]!.id);
      expect((await list(groom)).meta.total).toBe(0);

      const answered = await s().answerInterest(bride, sent.json().data.id, 'accepted');
      expect(answered.statusCode, answered.body).toBe(200);
      const his = await list(groom);
      expect(his.data[0]).toMatchObject({
        kind: 'interest_accepted',
        body: 'Asha accepted your interest. You can now chat.',
        link: `/chat?pid=${encodeURIComponent(publicId(bride))}`,
      });
    } finally {
      socket.close();
    }
  });

  it('tells of a chat request and of its acceptance, with the chat as the link', async () => {
    const { groom, bride } = await couple(t.app);
    const sent = await s().chatRequest(groom, bride.profileId);
    expect(sent.statusCode).toBe(201);
    expect((await list(bride)).data[0]).toMatchObject({ kind: 'chat_request_received', link: '/chats' });
    await s().answerChatRequest(bride, sent.json().data.id, { accepted: true, declined: false });
    expect((await list(groom)).data[0]).toMatchObject({
      kind: 'chat_request_accepted',
      link: `/chat?pid=${encodeURIComponent(publicId(bride))}`,
    });
  });

  it('keeps one notification per conversation, made unread again by each new message, never with its text', async () => {
    const { groom, bride } = await chattingCouple(t.app);
    const chat = chatCalls(t.app);
    expect((await chat.send(groom, bride.profileId, 'Namaste, secret words')).statusCode).toBe(201);
    const first = await until(async () => (await list(bride)).data.find((n) => n.kind === 'message'));
    await read(bride, { ids: [first.id] });
    expect((await chat.send(groom, bride.profileId, 'Second')).statusCode).toBe(201);
    const again = await until(async () =>
      (await list(bride)).data.find((n) => n.kind === 'message' && !n.read && n.id === first.id),
    );
    expect(again).toMatchObject({ title: 'Message from Rohan', body: 'Rohan sent you a message.' });
    const messages = (await list(bride)).data.filter((n) => n.kind === 'message');
    expect(messages).toHaveLength(1);
    expect(JSON.stringify(await list(bride))).not.toContain('secret words');
  });

  it('tells a member that staff reviewed a document', async () => {
    const { bride } = await couple(t.app);
    const notifier = new MemberNotifier(t.app.ctx.notifications);
    await inOutbox((e) => notifier.documentReviewed(e, bride.profileId, 'GovID', false));
    expect((await list(bride)).data[0]).toMatchObject({
      kind: 'document_reviewed',
      title: 'Document not accepted',
      link: '/upload/doc',
    });
  });
});

describe('notifications in the member’s language', () => {
  const setLanguage = (who: Who, language: string) => saveLanguage(t.app, who, language);

  it('writes each notification in its recipient’s language; names stay as typed', async () => {
    const { groom, bride } = await couple(t.app);
    await setLanguage(bride, 'mr');
    await setLanguage(groom, 'hi');
    const sent = await s().interest(groom, bride.profileId);
    expect(sent.statusCode).toBe(201);
    expect((await list(bride)).data[0]).toMatchObject({
      kind: 'interest_received',
      title: 'नवीन पसंती आली',
      body: 'Rohan यांनी तुम्हाला पसंती कळवली आहे.',
      link: '/interests',
    });
    await s().answerInterest(bride, sent.json().data.id, 'accepted');
    expect((await list(groom)).data[0]).toMatchObject({
      kind: 'interest_accepted',
      title: 'रिश्ते की बात आगे बढ़ी!',
      body: 'Asha ने आपकी रुचि स्वीकार कर ली है। अब आप एक-दूसरे से चैट कर सकते हैं।',
    });
    const notifier = new MemberNotifier(t.app.ctx.notifications);
    await inOutbox((e) => notifier.documentReviewed(e, bride.profileId, 'SalaryID', true));
    expect((await list(bride)).data[0]).toMatchObject({
      title: 'कागदपत्राची पडताळणी झाली',
      body: 'तुमच्या उत्पन्नाच्या कागदपत्राची पडताळणी झाली आहे. आता तुमच्या प्रोफाइलवर पडताळणीचा बॅज दिसेल.',
    });
    await inOutbox((e) => notifier.newMatches(e, groom.profileId, 3));
    expect((await list(groom)).data[0]).toMatchObject({
      title: 'आपके लिए नए रिश्ते',
      body: 'आपकी अपेक्षाओं से मेल खाते 3 नए रिश्ते आए हैं।',
    });
  });

  it('words every notification, older ones too, in the language the reader has now', async () => {
    const { groom, bride } = await couple(t.app);
    await setLanguage(bride, 'mr');
    expect((await s().interest(groom, bride.profileId)).statusCode).toBe(201);
    await inOutbox((e) => new MemberNotifier(t.app.ctx.notifications).newMatches(e, bride.profileId, 2));
    const inMarathi = (await list(bride)).data;
    expect(inMarathi).toHaveLength(2);
    for (const n of inMarathi) expect(`${n.title} ${n.body}`).toMatch(/[\u0900-\u097F]/);

    await setLanguage(bride, 'en');
    const inEnglish = (await list(bride)).data;
    expect(inEnglish.map((n) => n.id)).toEqual(inMarathi.map((n) => n.id));
    expect(inEnglish).toMatchObject([
      { kind: 'new_matches', title: 'New matches for you', body: '2 new profiles match your preferences.' },
      { kind: 'interest_received', title: 'New interest', body: 'Rohan has sent you an interest.' },
    ]);
    // What is delivered later (a push, a mail) is worded in the language the member has then.
    const [stored] = await t.database.db
      .select({ id: notificationsTable.id })
      .from(notificationsTable)
      .where(eq(notificationsTable.userId, bride.user.id))
      .limit(1);
    const delivered = await new NotificationsRepository().forDelivery(t.database.db, stored!.id);
    expect(`${delivered!.row.title} ${delivered!.row.body}`).not.toMatch(/[\u0900-\u097F]/);
  });

  it('reminds of a plan’s end in the member’s language, the date written in it', async () => {
    const { bride } = await couple(t.app);
    await setLanguage(bride, 'mr');
    const now = new Date('2026-06-08T03:00:00Z');
    await t.database.db
      .update(users)
      .set({ plan: 'Trust', planExpiresAt: new Date('2026-06-09T20:00:00Z') })
      .where(eq(users.id, bride.user.id));
    await new PlanReminders(t.database.db, t.app.ctx.outbox, t.app.ctx.notifications, () => now).run();
    const [reminder] = (await list(bride)).data.filter((n) => n.kind === 'plan_expiring');
    expect(reminder).toMatchObject({
      title: 'तुमचा प्लॅन लवकरच संपत आहे',
      body: 'तुमचा ट्रस्ट प्लॅन १० जून २०२६ रोजी संपेल. संपर्क तपशील आणि चॅट सुरू ठेवण्यासाठी प्लॅनचे नूतनीकरण करा.',
    });
  });
});

describe('reading notifications', () => {
  it('pages newest first, marks my own read by id or all at once, and ignores ids that are not mine', async () => {
    const { groom, bride } = await couple(t.app);
    const other = await couple(t.app);
    await s().interest(groom, bride.profileId);
    await s().chatRequest(groom, bride.profileId);
    await s().interest(other.groom, other.bride.profileId);
    const page = await list(bride, '?limit=1');
    expect(page.meta).toMatchObject({ total: 2, unread: 2, limit: 1, offset: 0 });
    expect(page.data[0]!.kind).toBe('chat_request_received');
    const theirs = (await list(other.bride)).data[0]!.id;
    const res = await read(bride, { ids: [page.data[0]!.id, theirs, 'not-an-id'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ unread: 1 });
    expect((await list(other.bride)).meta.unread).toBe(1);
    expect((await read(bride, {})).json().data).toEqual({ unread: 0 });
  });

  it('answers 401 without a session and 400 for bad paging or bodies', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
    const { bride } = await couple(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/notifications?limit=0', headers: bride.auth }))
        .statusCode,
    ).toBe(400);
    expect((await read(bride, { ids: 'all' })).statusCode).toBe(400);
  });
});

describe('notification settings', () => {
  it('starts from the defaults, saves the whole object and refuses what it cannot keep', async () => {
    const { bride } = await couple(t.app);
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notification-settings',
      headers: bride.auth,
    });
    expect(got.json().data).toEqual(defaultNotificationSettings());
    const mine = {
      ...defaultNotificationSettings(),
      message: { in_app: true, push: false, email: false },
      quiet_hours: { from: '22:00', to: '07:00' },
      push_preview: true,
      time_zone: 'Europe/London',
    };
    const saved = await putSettings(bride, mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(mine);
    for (const bad of [
      { ...mine, time_zone: 'Mars/Olympus' },
      { ...mine, quiet_hours: { from: '25:00', to: '07:00' } },
      { ...mine, quiet_hours: { from: '07:00', to: '07:00' } },
      { ...mine, message: { in_app: false, push: false, email: false } },
    ]) {
      const res = await putSettings(bride, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notification-settings',
      headers: bride.auth,
    });
    expect(after.json().data).toEqual(mine);
  });

  it('hands a push to the queue only for a member with a device who wants it, and mails a match at once', async () => {
    const { groom, bride } = await couple(t.app);
    const pushes = await t.app.ctx.jobs.waiting(DELIVER_PUSH);
    const mails = await t.app.ctx.jobs.waiting(DELIVER_MAIL);
    await s().interest(groom, bride.profileId);
    expect(await t.app.ctx.jobs.waiting(DELIVER_PUSH)).toBe(pushes);
    await t.database.db.insert(pushSubscriptions).values({
      userId: bride.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${bride.profileId}`,
      p256dh: 'key',
      auth: 'auth',
    });
    await s().chatRequest(groom, bride.profileId);
    expect(await t.app.ctx.jobs.waiting(DELIVER_PUSH)).toBe(pushes + 1);
    // An interest received waits for the digest; a match is mailed at once.
    expect(await t.app.ctx.jobs.waiting(DELIVER_MAIL)).toBe(mails);
    const theirs = (await s().interests(bride, 'received')).json().data[0].id;
    await s().answerInterest(bride, theirs, 'accepted');
    expect(await t.app.ctx.jobs.waiting(DELIVER_MAIL)).toBe(mails + 1);
  });

  it('counts new matches placed for a batch of members in one go, pushing only the day’s first entry', async () => {
    const { groom, bride } = await couple(t.app);
    await t.database.db.insert(pushSubscriptions).values({
      userId: groom.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${groom.profileId}`,
      p256dh: 'key',
      auth: 'auth',
    });
    const wantsPush = { ...defaultNotificationSettings().new_matches, push: true };
    const chosen = await putSettings(groom, { ...defaultNotificationSettings(), new_matches: wantsPush });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const notifier = new MemberNotifier(t.app.ctx.notifications);
    const pushes = await t.app.ctx.jobs.waiting(DELIVER_PUSH);
    const newMatches = async (who: Who) =>
      (await list(who)).data.filter((n) => n.kind === 'new_matches').map((n) => n.body);
    // Named twice (as a parent is for two profiles they manage): his entry counts both.
    await inOutbox((e) => notifier.newMatchesPlaced(e, [groom.profileId, bride.profileId, groom.profileId]));
    expect(await newMatches(groom)).toEqual(['2 new profiles match your preferences.']);
    expect(await newMatches(bride)).toEqual(['One new profile matches your preferences.']);
    // Only he has a device; his entry's first notification is pushed, what the day adds is not.
    expect(await t.app.ctx.jobs.waiting(DELIVER_PUSH)).toBe(pushes + 1);
    await inOutbox((e) => notifier.newMatchesPlaced(e, [groom.profileId]));
    expect(await newMatches(groom)).toEqual(['3 new profiles match your preferences.']);
    expect(await t.app.ctx.jobs.waiting(DELIVER_PUSH)).toBe(pushes + 1);
  });
});

describe('plan reminders', () => {
  it('reminds a paid member three days ahead and the day after, once each', async () => {
    const { groom, bride } = await couple(t.app);
    const now = new Date();
    const day = 86_400_000;
    await t.database.db
      .update(users)
      .set({ plan: 'Belief', planExpiresAt: new Date(now.getTime() + 2 * day) })
      .where(eq(users.id, groom.user.id));
    await t.database.db
      .update(users)
      .set({ plan: 'Trust', planExpiresAt: new Date(now.getTime() - day / 2) })
      .where(eq(users.id, bride.user.id));
    const reminders = new PlanReminders(t.database.db, t.app.ctx.outbox, t.app.ctx.notifications, () => now);
    const first = await reminders.run();
    expect(first.expiring).toBeGreaterThanOrEqual(1);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    await reminders.run();
    const his = (await list(groom)).data.filter((n) => n.kind === 'plan_expiring');
    expect(his).toHaveLength(1);
    expect(his[0]).toMatchObject({ link: '/subscription' });
    expect(his[0]!.body).toMatch(/^Your Belief plan ends on \d{1,2} \w+ \d{4}\./);
    expect((await list(bride)).data.filter((n) => n.kind === 'plan_expired')).toHaveLength(1);
  });
});

describe('failed deliveries on the staff desk', () => {
  it('counts failures per channel over the last week for staff only', async () => {
    const staff = await createStaffMember(t);
    const { bride } = await couple(t.app);
    const repo = new NotificationsRepository();
    const today = new Date().toISOString().slice(0, 10);
    const url = '/api/v1/admin/deliveries/failures';
    const before = (await t.app.inject({ method: 'GET', url, headers: staff.auth })).json().data;
    await repo.countFailure(t.database.db, 'push', today);
    await repo.countFailure(t.database.db, 'push', today);
    await repo.countFailure(t.database.db, 'email', '2001-01-01');
    const res = await t.app.inject({ method: 'GET', url, headers: staff.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ push: before.push + 2, email: before.email });
    expect((await t.app.inject({ method: 'GET', url, headers: bride.auth })).statusCode).toBe(403);
  });
});

describe('pruning', () => {
  it('removes read notifications past their keeping and any older than a year, keeping unread recent ones', async () => {
    const { groom, bride } = await couple(t.app);
    await s().interest(groom, bride.profileId);
    await s().chatRequest(groom, bride.profileId);
    const [newer, older] = (await list(bride)).data;
    const repo = new NotificationsRepository();
    const now = Date.now();
    const day = 86_400_000;
    await t.database.db
      .update(notificationsTable)
      .set({ createdAt: new Date(now - 100 * day), readAt: new Date(now - 99 * day) })
      .where(eq(notificationsTable.id, older!.id));
    await t.database.db
      .update(notificationsTable)
      .set({ createdAt: new Date(now - 100 * day) })
      .where(eq(notificationsTable.id, newer!.id));
    await repo.prune(t.database.db, new Date(now - 90 * day), new Date(now - 365 * day));
    expect((await list(bride)).data.map((n) => n.id)).toEqual([newer!.id]);
  });
});
