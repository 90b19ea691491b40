import type { NotificationSettings } from '@jodi/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../../test/profile-factory';
import type { MailMessage } from '../../../adapters/mail';
import { notificationSettings } from '../../../db/schema';
import { placementsSettled } from '../../matchmaking/match-placement.test-kit';
import { couple, socialCalls } from '../../social/social.test-kit';
import { settingsCalls } from '../notification-settings.test-kit';
import { notificationDrafts } from '../notification-texts';
import { SEND_DIGESTS, SEND_HELD_DIGEST } from '../notifications.jobs';
import { NotificationsRepository } from '../notifications.repository';
import { DigestMailer } from './digest';
import { MailRepository } from './mail.repository';
import {
  headerLine,
  listUnsubscribeUrl,
  MAIL_TEST_SITE,
  type SmtpSink,
  startMailTestApp,
} from './smtp-sink.test-kit';
import { unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-link';

/** The morning digest through a real SMTP server, run as the queue runs it (this app's workers on). */
let sink: SmtpSink;
let t: TestApp;
let s: ReturnType<typeof socialCalls>;
const SITE = MAIL_TEST_SITE;

beforeAll(async () => {
  ({ sink, t } = await startMailTestApp());
  s = socialCalls(t.app);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const db = () => t.database.db;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const repo = new NotificationsRepository();

/** Sends the morning's job to the queue and waits for a worker to finish it; answers its counts. */
async function runDigests(): Promise<Record<string, number>> {
  const id = await t.app.ctx.jobs.send(SEND_DIGESTS, {});
  expect(id).toBeTruthy();
  const end = Date.now() + 20_000;
  for (;;) {
    const job = await t.app.ctx.jobs.jobOf(SEND_DIGESTS, id!);
    if (job?.state === 'completed') return job.output as Record<string, number>;
    if (job?.state === 'failed' || Date.now() > end) throw new Error(`digest job ${job?.state ?? 'missing'}`);
    await pause(100);
  }
}

async function interest(from: CreatedProfile, to: CreatedProfile) {
  const res = await s.interest(from, to.profileId);
  expect(res.statusCode, res.body).toBe(201);
}

const settingsOf = (who: CreatedProfile) => settingsCalls(t.app).settingsOf(who);
const saveSettings = (who: CreatedProfile, settings: NotificationSettings) =>
  settingsCalls(t.app).saveSettings(who, settings);

/**
 * The link with one character of its token's signature changed (the first: every bit of it
 * counts, unlike the last character's padding bits).
 */
function tamper(url: string): string {
  const u = new URL(url);
  const [head, body, sig] = u.searchParams.get('t')!.split('.');
  u.searchParams.set('t', `${head}.${body}.${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`);
  return u.toString();
}

/** The path and query of a mail's absolute link, for inject. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe('the morning digest', () => {
  let bride: CreatedProfile;
  let digestLink: string;

  it('sends one mail to a member with unread activity, and none to members with nothing', async () => {
    const pair = await couple(t.app);
    bride = pair.bride;
    await interest(pair.groom, bride);
    const nothing = await createProfile(t.app, { gender: 'male' });
    // She read everything in the app: nothing unread, no mail.
    const other = await couple(t.app);
    await settingsCalls(t.app).noMatchMail(bride, pair.groom, nothing, other.bride, other.groom);
    await interest(other.groom, other.bride);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read',
      headers: other.bride.auth,
      payload: {},
    });
    expect(read.statusCode, read.body).toBe(200);

    const done = await runDigests();
    expect(done.sent).toBeGreaterThanOrEqual(1);
    const mail = await sink.waitFor(bride.user.email);
    expect(mail.subject).toBe('Jodi today: 1 new interest');
    expect(mail.text).toContain('- 1 new interest');
    expect(mail.text).toContain('New interest: Rohan has sent you an interest.');
    expect(mail.text).toContain(`${SITE}/interests`);
    expect(mail.html).toContain(`<a href="${SITE}/interests"`);
    expect(mail.html).toContain('Rohan has sent you an interest.');
    digestLink = listUnsubscribeUrl(mail);
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const claims = await verifyUnsubscribeToken(
      unsubscribeKey(t.config.jwtSecret!),
      new URL(digestLink).searchParams.get('t')!,
    );
    expect(claims).toEqual({ uid: bride.user.id, what: 'digest' });

    await pause(1000);
    expect(sink.to(bride.user.email)).toHaveLength(1);
    expect(sink.to(nothing.user.email)).toEqual([]);
    expect(sink.to(other.bride.user.email)).toEqual([]);
    // The senders have no notifications of their own.
    expect(sink.to(pair.groom.user.email)).toEqual([]);
    const [stamp] = await db()
      .select({ at: notificationSettings.digestSentAt })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, bride.user.id));
    expect(stamp?.at).toBeInstanceOf(Date);
  });

  it('tells only what came since the last digest', async () => {
    await runDigests();
    await pause(1000);
    expect(sink.to(bride.user.email)).toHaveLength(1);
    // Two more interests, then the next morning.
    await interest(await createProfile(t.app, { gender: 'male', name: 'Vikram' }), bride);
    await interest(await createProfile(t.app, { gender: 'male', name: 'Sameer' }), bride);
    await runDigests();
    const mail = await sink.waitFor(bride.user.email, 2);
    expect(mail.subject).toBe('Jodi today: 2 new interests');
    expect(mail.text).toContain('Vikram has sent you an interest.');
    expect(mail.text).toContain('Sameer has sent you an interest.');
    expect(mail.text).not.toContain('Rohan');
  });

  it('stops through the mail’s own link with no sign-in: GET asks and changes nothing, POST stops it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: pathOf(digestLink),
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<form method="post" action="${pathOf(digestLink)}">`);
    expect(page.body).toContain('Stop the daily summary');
    expect((await settingsOf(bride)).digest).toBe(true);

    // A tampered link: 400 in the API's envelope, nothing changed.
    const tampered = tamper(digestLink);
    const bad = await t.app.inject({
      method: 'POST',
      url: pathOf(tampered),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'UNSUBSCRIBE_LINK_INVALID', message: expect.any(String) } });
    expect((await settingsOf(bride)).digest).toBe(true);

    // The mail client's one click (RFC 8058).
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(digestLink),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { stopped: 'digest' } });
    const after = await settingsOf(bride);
    expect(after.digest).toBe(false);
    expect(after.interest_received).toEqual({ in_app: true, push: true, email: false });

    // New activity: no digest any more.
    await interest(await createProfile(t.app, { gender: 'male' }), bride);
    await runDigests();
    await pause(1000);
    expect(sink.to(bride.user.email)).toHaveLength(2);
  });

  it('counts new matches even when read, and leaves out what is older than a day', async () => {
    const member = await createProfile(t.app);
    const now = Date.now();
    await repo.save(
      db(),
      member.user.id,
      notificationDrafts.interestReceived('Old', member.profileId),
      'en',
      new Date(now - 26 * 3600_000),
    );
    const matches = await repo.save(
      db(),
      member.user.id,
      notificationDrafts.newMatches(4, '2026-11-26'),
      'en',
      new Date(now - 3600_000),
    );
    await repo.markRead(db(), member.user.id, [matches.id], new Date());
    await runDigests();
    const mail = await sink.waitFor(member.user.email);
    expect(mail.subject).toBe('Jodi today: new matches for you');
    expect(mail.text).toContain('4 new profiles match your preferences.');
    expect(mail.text).toContain(`${SITE}/matches`);
    expect(mail.text).not.toContain('Old has sent you');
  });

  it('holds a member’s digest until their quiet hours end', async () => {
    const { groom, bride: her } = await couple(t.app);
    const now = new Date();
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const quiet = {
      from: hhmm(new Date(now.getTime() - 3600_000)),
      to: hhmm(new Date(now.getTime() + 3 * 3600_000)),
    };
    await saveSettings(her, { ...(await settingsOf(her)), quiet_hours: quiet, time_zone: 'UTC' });
    await interest(groom, her);
    const done = await runDigests();
    expect(done.held).toBeGreaterThanOrEqual(1);
    const held = (await db().execute(
      sql`SELECT id, start_after FROM jobs.job WHERE name = ${SEND_HELD_DIGEST.name} AND data->>'userId' = ${her.user.id}`,
    )) as unknown as { rows: { id: string; start_after: string | Date }[] };
    expect(held.rows).toHaveLength(1);
    expect(new Date(held.rows[0]!.start_after).getTime()).toBeGreaterThan(
      now.getTime() + 3 * 3600_000 - 120_000,
    );
    await pause(1000);
    expect(sink.to(her.user.email)).toEqual([]);

    // Her quiet hours are over: the held digest goes.
    await saveSettings(her, { ...(await settingsOf(her)), quiet_hours: null });
    await db().execute(sql`UPDATE jobs.job SET start_after = now() WHERE id = ${held.rows[0]!.id}`);
    const mail = await sink.waitFor(her.user.email);
    expect(mail.subject).toBe('Jodi today: 1 new interest');
  });

  it('sends nothing to a member who turned the digest off in the settings', async () => {
    const { groom, bride: her } = await couple(t.app);
    await saveSettings(her, { ...(await settingsOf(her)), digest: false });
    await interest(groom, her);
    const done = await runDigests();
    expect(done.off).toBeGreaterThanOrEqual(1);
    await pause(1000);
    expect(sink.to(her.user.email)).toEqual([]);
  });
});

describe('members in batches', () => {
  it('walks every member with activity once, batch after batch', async () => {
    const members = [];
    for (let i = 0; i < 5; i++) {
      const member = await createProfile(t.app);
      await repo.save(
        db(),
        member.user.id,
        notificationDrafts.interestReceived(`Member ${i}`, member.profileId),
        'en',
        new Date(),
      );
      members.push(member);
    }
    const sent: MailMessage[] = [];
    const digests = new DigestMailer({
      db: db(),
      repo: new MailRepository(),
      notifications: repo,
      mailer: { send: async (m) => void sent.push(m) },
      jobs: t.app.ctx.jobs,
      linkKey: unsubscribeKey(t.config.jwtSecret!),
      publicUrl: SITE,
      log: { warn: () => {} },
      batchSize: 2,
    });
    // Placements of the profiles made here tell other members of new matches: all of it before the run.
    await placementsSettled(db());
    const done = await digests.sendAll({ retryCount: 0 });
    for (const member of members) expect(sent.filter((m) => m.to === member.user.email)).toHaveLength(1);
    const addresses = sent.map((m) => m.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(done.sent).toBe(sent.length);
    expect(sent[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // Run again: everyone is stamped, nobody gets a second one.
    await digests.sendAll({ retryCount: 0 });
    expect(sent).toHaveLength(addresses.length);
  });

  it('sends the others when one mail fails, then fails the run so the queue retries the rest', async () => {
    const ok = await createProfile(t.app);
    const failing = await createProfile(t.app);
    for (const m of [ok, failing]) {
      await repo.save(
        db(),
        m.user.id,
        notificationDrafts.interestReceived('Someone', m.profileId),
        'en',
        new Date(),
      );
    }
    const sent: string[] = [];
    const digests = new DigestMailer({
      db: db(),
      repo: new MailRepository(),
      notifications: repo,
      mailer: {
        send: async (m) => {
          if (m.to === failing.user.email) throw new Error('mailbox unavailable');
          sent.push(m.to);
        },
      },
      jobs: t.app.ctx.jobs,
      linkKey: unsubscribeKey(t.config.jwtSecret!),
      publicUrl: SITE,
      log: { warn: () => {} },
    });
    await expect(digests.sendAll({ retryCount: 0 })).rejects.toThrow('digest mails failed');
    expect(sent).toContain(ok.user.email);
    const stamped = await db()
      .select({ at: notificationSettings.digestSentAt })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, failing.user.id));
    expect(stamped[0]?.at ?? null).toBeNull();
  });
});
