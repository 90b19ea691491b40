import type { NotificationSettings } from '@jodi/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness';
import type { CreatedProfile } from '../../../../test/profile-factory';
import type { Mailer } from '../../../adapters/mail';
import { deliveryFailures, messages, notifications, users } from '../../../db/schema';
import { chatCalls } from '../../chat/chat.test-kit';
import { todayIso } from '../../profiles/age';
import { couple, socialCalls } from '../../social/social.test-kit';
import {
  headerLine,
  listUnsubscribeUrl,
  MAIL_TEST_SITE,
  type SmtpSink,
  startMailTestApp,
} from '../mail/smtp-sink.test-kit';
import { unsubscribeKey, verifyUnsubscribeToken } from '../mail/unsubscribe-link';
import { settingsCalls } from '../notification-settings.test-kit';
import { DELIVER_MAIL } from '../notifications.jobs';
import { NotificationsRepository } from '../notifications.repository';
import { MailDelivery, mailMessageId } from './mail';

/** Mails of single notifications (DELIVER_MAIL) through a real SMTP server, with this app's job workers on. */
let sink: SmtpSink;
let t: TestApp;
let s: ReturnType<typeof socialCalls>;
let c: ReturnType<typeof chatCalls>;
const SITE = MAIL_TEST_SITE;

beforeAll(async () => {
  ({ sink, t } = await startMailTestApp());
  s = socialCalls(t.app);
  c = chatCalls(t.app);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const db = () => t.database.db;
const base64 = (id: string) => Buffer.from(id).toString('base64');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `who` has the notification of a message (made just after the message's answer). */
async function messageNotified(who: CreatedProfile): Promise<void> {
  const end = Date.now() + 10_000;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: who.auth });
    if ((res.json().data as { kind: string }[]).some((n) => n.kind === 'message')) return;
    if (Date.now() > end) throw new Error('no message notification');
    await pause(50);
  }
}

/** He sends an interest, she accepts it: a match. */
async function match(groom: CreatedProfile, bride: CreatedProfile) {
  const sent = await s.interest(groom, bride.profileId);
  expect(sent.statusCode, sent.body).toBe(201);
  const accepted = await s.answerInterest(bride, sent.json().data.id, 'accepted');
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const settingsOf = (who: CreatedProfile) => settingsCalls(t.app).settingsOf(who);
const saveSettings = (who: CreatedProfile, settings: NotificationSettings) =>
  settingsCalls(t.app).saveSettings(who, settings);

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/** The groom's mail of acceptance turned on or off. */
const mailAcceptance = async (who: CreatedProfile, email: boolean) =>
  saveSettings(who, { ...(await settingsOf(who)), interest_accepted: { in_app: true, push: true, email } });

/**
 * A match whose mail the app's own jobs do not send (he had it off), then wanted again: the
 * notification for a test to deliver by hand.
 */
async function matchMailedByHand(groom: CreatedProfile, bride: CreatedProfile) {
  await mailAcceptance(groom, false);
  await match(groom, bride);
  await mailAcceptance(groom, true);
  return acceptedNotificationOf(groom);
}

async function acceptedNotificationOf(who: CreatedProfile) {
  const [row] = await db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'interest_accepted')));
  expect(row).toBeDefined();
  return row!;
}

describe('a notification mailed at once', () => {
  it('mails the sender when their interest is accepted: subject, text, HTML, the link, List-Unsubscribe', async () => {
    const { groom, bride } = await couple(t.app);
    await match(groom, bride);
    const mail = await sink.waitFor(groom.user.email);
    const link = `${SITE}/chat?pid=${encodeURIComponent(base64(bride.profileId))}`;
    expect(mail.subject).toBe('It’s a match!');
    expect(mail.text).toContain('Asha accepted your interest. You can now chat.');
    expect(mail.text).toContain(link);
    expect(mail.html).toBeTruthy();
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('Asha accepted your interest. You can now chat.');
    expect(mail.html).not.toMatch(/<img|<script/i);

    const stop = listUnsubscribeUrl(mail);
    expect(stop.startsWith(`${SITE}/api/v1/notifications/unsubscribe?t=`)).toBe(true);
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    // The link names the member and this kind of mail, signed with the app's key.
    const token = new URL(stop).searchParams.get('t')!;
    const claims = await verifyUnsubscribeToken(unsubscribeKey(t.config.jwtSecret!), token);
    expect(claims).toEqual({ uid: groom.user.id, what: 'interest_accepted' });
    // The same link is in the body for clients without the header's button.
    expect(mail.text).toContain(stop);

    // Her side: a received interest waits for the digest (no mail at once by default).
    await pause(1500);
    expect(sink.to(bride.user.email)).toEqual([]);
  });

  it('mails a reply after a day of silence, and not a reply within the day', async () => {
    const { groom, bride } = await couple(t.app);
    await match(groom, bride);
    await sink.waitFor(groom.user.email);
    // The first message and a reply the same day: no mail either way.
    expect((await c.send(groom, bride.profileId, 'Namaste')).statusCode).toBe(201);
    expect((await c.send(bride, groom.profileId, 'Namaste ji')).statusCode).toBe(201);
    // Both messages' notifications are made after the answer: wait for them before moving time.
    await messageNotified(bride);
    await messageNotified(groom);
    // A day of silence, then he writes again.
    await db()
      .update(messages)
      .set({ createdAt: sql`${messages.createdAt} - interval '25 hours'` })
      .where(eq(messages.fromProfileId, groom.profileId));
    await db()
      .update(messages)
      .set({ createdAt: sql`${messages.createdAt} - interval '25 hours'` })
      .where(eq(messages.fromProfileId, bride.profileId));
    expect((await c.send(groom, bride.profileId, 'Are you free to talk on Sunday?')).statusCode).toBe(201);
    const mail = await sink.waitFor(bride.user.email);
    expect(mail.subject).toBe('Message from Rohan');
    expect(mail.text).toContain(`${SITE}/chat?pid=${encodeURIComponent(base64(groom.profileId))}`);
    // The message's text itself never goes by mail.
    expect(mail.text).not.toContain('Sunday');
    expect(mail.html).not.toContain('Sunday');
    await pause(1500);
    expect(sink.to(bride.user.email)).toHaveLength(1);
    // Her reply within the day was not mailed to him (only the match was).
    expect(sink.to(groom.user.email).map((m) => m.subject)).toEqual(['It’s a match!']);
  });

  it('holds a mail during quiet hours and sends it once they are over', async () => {
    const { groom, bride } = await couple(t.app);
    const now = new Date();
    const quiet = {
      from: hhmm(new Date(now.getTime() - 3600_000)),
      to: hhmm(new Date(now.getTime() + 2 * 3600_000)),
    };
    await saveSettings(groom, { ...(await settingsOf(groom)), quiet_hours: quiet, time_zone: 'UTC' });
    await match(groom, bride);
    await pause(2500);
    expect(sink.to(groom.user.email)).toEqual([]);
    const row = await acceptedNotificationOf(groom);
    const held = (await db().execute(
      sql`SELECT id, start_after, state FROM jobs.job WHERE name = ${DELIVER_MAIL.name} AND data->>'notificationId' = ${row.id}`,
    )) as unknown as { rows: { id: string; start_after: string | Date; state: string }[] };
    expect(held.rows).toHaveLength(1);
    expect(held.rows[0]!.state).toBe('created');
    // Held until the quiet hours end (within the minute), about two hours from now.
    const until = new Date(held.rows[0]!.start_after).getTime();
    expect(until).toBeGreaterThan(now.getTime() + 2 * 3600_000 - 120_000);
    expect(until).toBeLessThan(now.getTime() + 2 * 3600_000 + 60_000);

    // The quiet hours end (he clears them; the clock is moved to the held time): the mail goes.
    await saveSettings(groom, { ...(await settingsOf(groom)), quiet_hours: null });
    await db().execute(sql`UPDATE jobs.job SET start_after = now() WHERE id = ${held.rows[0]!.id}`);
    const mail = await sink.waitFor(groom.user.email);
    expect(mail.subject).toBe('It’s a match!');
  });

  it('sends nothing when the member turned that mail off after it was queued, or the account is suspended', async () => {
    const { groom, bride } = await couple(t.app);
    await saveSettings(groom, {
      ...(await settingsOf(groom)),
      interest_accepted: { in_app: true, push: true, email: false },
    });
    await match(groom, bride);
    const row = await acceptedNotificationOf(groom);
    const delivery = deliveryWith({ send: async () => expect.fail('no mail should be sent') });
    expect(
      await delivery.deliver({ notificationId: row.id }, { id: crypto.randomUUID(), retryCount: 0 }),
    ).toBe('unwanted');
    expect(
      await delivery.deliver(
        { notificationId: crypto.randomUUID() },
        { id: crypto.randomUUID(), retryCount: 0 },
      ),
    ).toBe('gone');
    // He wants it again, but his account is suspended meanwhile.
    await saveSettings(groom, {
      ...(await settingsOf(groom)),
      interest_accepted: { in_app: true, push: true, email: true },
    });
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, groom.user.id));
    expect(
      await delivery.deliver({ notificationId: row.id }, { id: crypto.randomUUID(), retryCount: 0 }),
    ).toBe('gone');
    await pause(1000);
    expect(sink.to(groom.user.email)).toEqual([]);
  });
});

describe('a mail job tried again', () => {
  it('mails once per job: a retry after a sent mail sends nothing, a new job mails again, each with its own Message-ID', async () => {
    const { groom, bride } = await couple(t.app);
    const row = await matchMailedByHand(groom, bride);
    const sent: { messageId?: string }[] = [];
    const delivery = deliveryWith({ send: async (message) => void sent.push(message) });
    const job = { id: crypto.randomUUID(), retryCount: 0 };
    expect(await delivery.deliver({ notificationId: row.id }, job)).toBe('sent');
    expect(await delivery.deliver({ notificationId: row.id }, { ...job, retryCount: 1 })).toBe('sent-before');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.messageId).toBe(`<notification-${job.id}@${new URL(SITE).hostname}>`);
    const next = { id: crypto.randomUUID(), retryCount: 0 };
    expect(await delivery.deliver({ notificationId: row.id }, next)).toBe('sent');
    expect(sent.map((m) => m.messageId)).toEqual([sent[0]?.messageId, mailMessageId(next.id, SITE)]);
  });

  it('gives the claim back when the server refuses, so the retry mails', async () => {
    const { groom, bride } = await couple(t.app);
    const row = await matchMailedByHand(groom, bride);
    const job = { id: crypto.randomUUID(), retryCount: 0 };
    const down = deliveryWith({
      send: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
    });
    await expect(down.deliver({ notificationId: row.id }, job)).rejects.toThrow();
    const sent: unknown[] = [];
    const up = deliveryWith({ send: async (message) => void sent.push(message) });
    expect(await up.deliver({ notificationId: row.id }, { ...job, retryCount: 1 })).toBe('sent');
    expect(sent).toHaveLength(1);
  });
});

function deliveryWith(mailer: Mailer) {
  return new MailDelivery({
    db: db(),
    notifications: new NotificationsRepository(),
    mailer,
    jobs: t.app.ctx.jobs,
    linkKey: unsubscribeKey(t.config.jwtSecret!),
    publicUrl: SITE,
  });
}

describe('a mail that cannot be sent', () => {
  const failures = async () =>
    (
      await db()
        .select({ count: deliveryFailures.count })
        .from(deliveryFailures)
        .where(and(eq(deliveryFailures.channel, 'email'), eq(deliveryFailures.day, todayIso())))
    )[0]?.count ?? 0;

  it('is retried, and counted (channel and day only) when its last try fails', async () => {
    const { groom, bride } = await couple(t.app);
    // He wants the mail again; the server is down.
    const row = await matchMailedByHand(groom, bride);
    const down = deliveryWith({
      send: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
    });
    const before = await failures();
    await expect(
      down.deliver({ notificationId: row.id }, { id: crypto.randomUUID(), retryCount: 0 }),
    ).rejects.toThrow();
    expect(await failures()).toBe(before);
    await expect(
      down.deliver({ notificationId: row.id }, { id: crypto.randomUUID(), retryCount: DELIVER_MAIL.retries }),
    ).rejects.toThrow();
    expect(await failures()).toBe(before + 1);
  });
});
