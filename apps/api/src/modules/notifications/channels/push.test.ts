import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/harness';
import type { CreatedProfile } from '../../../../test/profile-factory';
import { deliveryFailures, pushSubscriptions, users } from '../../../db/schema';
import { saveLanguage } from '../../auth/auth.test-kit';
import { acceptChat, chatCalls } from '../../chat/chat.test-kit';
import { todayIso } from '../../profiles/age';
import { PushRepository } from '../../push/push.repository';
import {
  type PushServiceFake,
  startPushService,
  subscribeBrowser,
  until,
  vapidOf,
} from '../../push/push.test-kit';
import { PUSH_PREVIEW_CHARS } from '../../push/push-payload';
import { WebPushSender } from '../../push/push-sender';
import { resolveVapidKeys } from '../../push/vapid-keys';
import { couple, socialCalls } from '../../social/social.test-kit';
import { DELIVER_PUSH } from '../notifications.jobs';
import { NotificationsRepository } from '../notifications.repository';
import { PushDelivery, PushDeliveryFailed } from './push';

/** Pushes sent by the app's own job workers to a push service on 127.0.0.1, opened as a browser would. */
let t: TestApp;
let service: PushServiceFake;
beforeAll(async () => {
  service = await startPushService();
  t = await buildTestApp({
    AUTH_RATE_LIMIT: '1000',
    JOB_WORKERS: 'true',
    JOB_POLL_SECONDS: '0.5',
    PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
  });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const db = () => t.database.db;
const social = () => socialCalls(t.app);
const latestNotification = async (who: CreatedProfile) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: who.auth });
  return res.json().data[0] as { id: string; kind: string; title: string; body: string; link: string };
};
const sendInterest = async (from: CreatedProfile, to: CreatedProfile) => {
  const res = await social().interest(from, to.profileId);
  expect(res.statusCode, res.body).toBe(201);
};
const changeSettings = async (who: CreatedProfile, change: object) => {
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notification-settings',
    headers: who.auth,
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/notification-settings',
    headers: who.auth,
    payload: { ...current.json().data, ...change },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const subscriptionsOf = async (who: CreatedProfile) =>
  (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.user.id))).map(
    (row) => row.endpoint,
  );

describe('pushes sent by the job', () => {
  it('brings an interest to the member’s browser, encrypted for it and signed with our VAPID key', async () => {
    const { groom, bride } = await couple(t.app);
    const browser = await subscribeBrowser(t.app, bride, service);
    await sendInterest(groom, bride);
    await until(() => service.at(browser.endpoint).length > 0);
    const [push] = service.at(browser.endpoint);
    const notification = await latestNotification(bride);
    expect(browser.open(push!)).toEqual({
      id: notification.id,
      kind: 'interest_received',
      title: 'New interest',
      body: 'Rohan has sent you an interest.',
      link: '/interests',
    });
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
    const key = await t.app.inject({ method: 'GET', url: '/api/v1/push/key', headers: bride.auth });
    expect(await vapidOf(push!)).toEqual({
      publicKey: key.json().data.public_key,
      subject: 'mailto:support@jodi.example',
    });
  });

  it('speaks the member’s language: a Hindi member’s pushes are in Hindi, names as typed', async () => {
    const { groom, bride } = await couple(t.app);
    await saveLanguage(t.app, bride, 'hi');
    const browser = await subscribeBrowser(t.app, bride, service);
    await sendInterest(groom, bride);
    await until(() => service.at(browser.endpoint).length > 0);
    expect(browser.open(service.at(browser.endpoint)[0]!)).toMatchObject({
      kind: 'interest_received',
      title: 'आपकी प्रोफ़ाइल में रुचि',
      body: 'Rohan ने आपकी प्रोफ़ाइल में रुचि दिखाई है।',
      link: '/interests',
    });

    await acceptChat(t.app, groom, bride);
    expect((await chatCalls(t.app).send(groom, bride.profileId, 'Namaste')).statusCode).toBe(201);
    const opened = () => service.at(browser.endpoint).map((push) => browser.open(push));
    await until(() => opened().some((push) => push.kind === 'message'));
    expect(opened().find((push) => push.kind === 'message')).toMatchObject({
      title: 'Rohan का संदेश',
      body: 'Rohan ने आपको एक संदेश भेजा है।',
    });
  });

  it('removes a browser its push service no longer knows (410, 404) and still reaches the others', async () => {
    const { groom, bride } = await couple(t.app);
    const ok = await subscribeBrowser(t.app, bride, service, 'ok');
    const gone = await subscribeBrowser(t.app, bride, service, 'gone');
    const missing = await subscribeBrowser(t.app, bride, service, 'missing');
    await sendInterest(groom, bride);
    await until(
      async () => service.at(ok.endpoint).length === 1 && (await subscriptionsOf(bride)).length === 1,
    );
    expect(await subscriptionsOf(bride)).toEqual([ok.endpoint]);
    expect(service.at(ok.endpoint)).toHaveLength(1);
    expect(service.at(gone.endpoint)).toHaveLength(1);
    expect(service.at(missing.endpoint)).toHaveLength(1);
  });

  it('says who wrote but not what, unless the member turned push previews on', async () => {
    const { groom, bride } = await couple(t.app);
    await acceptChat(t.app, groom, bride);
    const browser = await subscribeBrowser(t.app, bride, service);
    const chat = chatCalls(t.app);
    const secret = 'Shall we meet at the temple on Sunday?';
    expect((await chat.send(groom, bride.profileId, secret)).statusCode).toBe(201);
    await until(() => service.at(browser.endpoint).length === 1);
    const first = browser.open(service.at(browser.endpoint)[0]!);
    expect(first).toMatchObject({
      kind: 'message',
      title: 'Message from Rohan',
      body: 'Rohan sent you a message.',
    });
    expect(JSON.stringify(first)).not.toContain('temple');

    await changeSettings(bride, { push_preview: true });
    const long = `Namaste! ${'I liked your profile very much. '.repeat(8)}`;
    expect((await chat.send(groom, bride.profileId, long)).statusCode).toBe(201);
    await until(() => service.at(browser.endpoint).length === 2);
    const second = browser.open(service.at(browser.endpoint)[1]!);
    expect(second).toMatchObject({ kind: 'message', title: 'Message from Rohan', link: first.link });
    expect(second.body).toBe(`${long.slice(0, PUSH_PREVIEW_CHARS - 1)}…`);
    expect(Array.from(second.body as string)).toHaveLength(PUSH_PREVIEW_CHARS);
  });

  it('holds a push during the member’s quiet hours: the job waits for their end', async () => {
    const { groom, bride } = await couple(t.app);
    const hour = new Date().getUTCHours();
    const at = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    await changeSettings(bride, { time_zone: 'UTC', quiet_hours: { from: at(hour - 1), to: at(hour + 2) } });
    const browser = await subscribeBrowser(t.app, bride, service);
    await sendInterest(groom, bride);
    const notification = await latestNotification(bride);
    const jobs = (await db().execute(
      sql`SELECT state, start_after FROM jobs.job WHERE name = ${DELIVER_PUSH.name} AND data->>'notificationId' = ${notification.id}`,
    )) as unknown as { rows: { state: string; start_after: string | Date }[] };
    expect(jobs.rows).toHaveLength(1);
    const [job] = jobs.rows;
    expect(job!.state).toBe('created');
    expect(new Date(job!.start_after).getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    // Four polls of the workers later, still waiting, and nothing reached the browser.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(service.at(browser.endpoint)).toHaveLength(0);
  });
});

describe('a push the job could not send', () => {
  const JOB_1 = crypto.randomUUID();
  const failuresToday = async () =>
    (
      await db()
        .select({ count: deliveryFailures.count })
        .from(deliveryFailures)
        .where(and(eq(deliveryFailures.channel, 'push'), eq(deliveryFailures.day, todayIso())))
    )[0]?.count ?? 0;

  /** The job's handler, run by hand with the app's database and the real sender. */
  const delivery = (logged: object[]) =>
    new PushDelivery({
      db: db(),
      notifications: new NotificationsRepository(),
      subscriptions: new PushRepository(),
      sender: new WebPushSender(resolveVapidKeys(t.config.push, t.dataDir)),
      policy: t.config.push,
      log: { warn: (obj) => void logged.push(obj) },
    });

  /** A member with an interest notification (sent before they had a browser: no job of the app's). */
  const notified = async () => {
    const { groom, bride } = await couple(t.app);
    await sendInterest(groom, bride);
    return { bride, notificationId: (await latestNotification(bride)).id };
  };

  it('fails the job for a retry, counts a failure on the last try only, and logs no endpoint or text', async () => {
    const { bride, notificationId } = await notified();
    // Subscribed after the notification: only this test's hand-run handler sends to it.
    const { endpoint } = await subscribeBrowser(t.app, bride, service, 'fail');
    const before = await failuresToday();
    const logged: object[] = [];
    await expect(delivery(logged).deliver({ notificationId }, { id: JOB_1, retryCount: 0 })).rejects.toThrow(
      PushDeliveryFailed,
    );
    expect(await failuresToday()).toBe(before);
    await expect(
      delivery(logged).deliver({ notificationId }, { id: JOB_1, retryCount: DELIVER_PUSH.retries }),
    ).rejects.toThrow(PushDeliveryFailed);
    expect(await failuresToday()).toBe(before + 1);
    // Both tries reached the push service, which answered 500; the browser is kept.
    expect(service.at(endpoint)).toHaveLength(2);
    expect(await subscriptionsOf(bride)).toEqual([endpoint]);
    expect(logged).toEqual([
      {
        job: DELIVER_PUSH.name,
        id: JOB_1,
        kind: 'interest_received',
        err: { name: 'PushServiceError', code: 'HTTP_500' },
      },
      {
        job: DELIVER_PUSH.name,
        id: JOB_1,
        kind: 'interest_received',
        err: { name: 'PushServiceError', code: 'HTTP_500' },
      },
    ]);
  });

  it('a retried job sends only to the browsers its earlier try did not reach, under the notification’s topic', async () => {
    const { bride, notificationId } = await notified();
    const ok = await subscribeBrowser(t.app, bride, service, 'ok');
    const failing = await subscribeBrowser(t.app, bride, service, 'fail');
    const job = { id: crypto.randomUUID(), retryCount: 0 };
    await expect(delivery([]).deliver({ notificationId }, job)).rejects.toThrow(PushDeliveryFailed);
    await expect(delivery([]).deliver({ notificationId }, { ...job, retryCount: 1 })).rejects.toThrow(
      PushDeliveryFailed,
    );
    expect(service.at(ok.endpoint)).toHaveLength(1);
    expect(service.at(failing.endpoint)).toHaveLength(2);
    expect(service.at(ok.endpoint)[0]?.headers.topic).toBe(notificationId.replaceAll('-', ''));
    // Another job (a new message in the same conversation, say) is a delivery of its own.
    expect(
      await delivery([])
        .deliver({ notificationId }, { id: crypto.randomUUID(), retryCount: 0 })
        .catch(() => 'failed'),
    ).toBe('failed');
    expect(service.at(ok.endpoint)).toHaveLength(2);
  });

  it('sends nothing for a notification that is gone or a member who is not active', async () => {
    const { bride, notificationId } = await notified();
    const browser = await subscribeBrowser(t.app, bride, service);
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, bride.user.id));
    const job = { id: crypto.randomUUID(), retryCount: 0 };
    expect(await delivery([]).deliver({ notificationId }, job)).toEqual({ sent: 0, gone: 0 });
    expect(await delivery([]).deliver({ notificationId: crypto.randomUUID() }, job)).toEqual({
      sent: 0,
      gone: 0,
    });
    expect(await delivery([]).deliver({ notificationId: 'not-an-id' }, job)).toEqual({ sent: 0, gone: 0 });
    expect(service.at(browser.endpoint)).toHaveLength(0);
  });
});
