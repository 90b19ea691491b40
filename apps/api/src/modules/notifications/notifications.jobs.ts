import type { JobKind, JobQueue } from '../../jobs/job-queue';
import type { MailDelivery } from './channels/mail';
import type { PushDelivery } from './channels/push';
import type { DigestMailer } from './mail/digest';
import type { PlanReminders } from './plan-reminders';

/**
 * The notifications module's jobs (decision 47): every kind it sends or schedules, and
 * `defineNotificationJobs`, which registers each with what works it (the channels' deliveries,
 * the digest, the plan reminders, the prune).
 */

/** Sends one notification as a push to each of the member's devices (after their quiet hours). */
export const DELIVER_PUSH: JobKind<{ notificationId: string }> = {
  name: 'notify-push',
  policy: 'standard',
  retries: 4,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

/** Mails one notification (a match, a reply after a silence, a document, the plan's end). */
export const DELIVER_MAIL: JobKind<{ notificationId: string }> = {
  name: 'notify-mail',
  policy: 'standard',
  retries: 4,
  retryDelaySeconds: 60,
  expireInSeconds: 120,
};

/** Every morning: one mail per member with unread activity or new matches since the last digest. */
export const SEND_DIGESTS: JobKind<Record<string, never>> = {
  name: 'notify-digests',
  policy: 'stately',
  retries: 2,
  retryDelaySeconds: 300,
  expireInSeconds: 3600,
};

/**
 * One member's digest, held until their quiet hours end (one waiting per member); `since`: the
 * start of the morning's window, so the hours it waited lose nothing.
 */
export const SEND_HELD_DIGEST: JobKind<{ userId: string; since: string }> = {
  name: 'notify-digest-held',
  policy: 'stately',
  retries: 4,
  retryDelaySeconds: 60,
  expireInSeconds: 120,
};

/** Every morning: plans ending in three days, and plans that ended since yesterday. */
export const PLAN_REMINDERS: JobKind<Record<string, never>> = {
  name: 'plan-reminders',
  policy: 'stately',
  retries: 2,
  retryDelaySeconds: 300,
  expireInSeconds: 3600,
};

/**
 * Every night: read notifications older than READ_KEPT_DAYS and any older than KEPT_DAYS go, and
 * the records of deliveries older than DELIVERIES_KEPT_DAYS (their jobs are long finished).
 */
export const PRUNE_NOTIFICATIONS: JobKind<Record<string, never>> = {
  name: 'notify-prune',
  policy: 'stately',
  retries: 2,
  retryDelaySeconds: 300,
  expireInSeconds: 3600,
};
export const READ_KEPT_DAYS = 90;
export const KEPT_DAYS = 365;
export const DELIVERIES_KEPT_DAYS = 14;

export const MORNING = {
  digestCron: '0 8 * * *',
  remindersCron: '0 9 * * *',
  pruneCron: '45 3 * * *',
  timeZone: 'Asia/Kolkata',
};

/** What works the notifications' jobs. */
export interface NotificationWork {
  /** DELIVER_PUSH: the push channel (`channels/push.ts`). */
  push: Pick<PushDelivery, 'deliver'>;
  /** DELIVER_MAIL: the mail channel (`channels/mail.ts`). */
  mail: Pick<MailDelivery, 'deliver'>;
  /** SEND_DIGESTS and SEND_HELD_DIGEST (`mail/digest.ts`). */
  digests: Pick<DigestMailer, 'sendAll' | 'sendHeld'>;
  reminders: Pick<PlanReminders, 'run'>;
  /** PRUNE_NOTIFICATIONS: answers how many rows went. */
  prune: (readBefore: Date, before: Date, deliveriesBefore: Date) => Promise<number>;
}

/** Registers the notifications' jobs and their morning and night schedules on the queue. */
export function defineNotificationJobs(
  jobs: Pick<JobQueue, 'define' | 'every'>,
  work: NotificationWork,
): void {
  jobs.define(DELIVER_PUSH, (data, job) => work.push.deliver(data, job));
  jobs.define(DELIVER_MAIL, (data, job) => work.mail.deliver(data, job));
  jobs.define(SEND_DIGESTS, (_data, job) => work.digests.sendAll(job));
  jobs.define(SEND_HELD_DIGEST, (data, job) => work.digests.sendHeld(data, job));
  jobs.every(SEND_DIGESTS, MORNING.digestCron, MORNING.timeZone);
  jobs.define(PLAN_REMINDERS, () => work.reminders.run());
  jobs.every(PLAN_REMINDERS, MORNING.remindersCron, MORNING.timeZone);
  jobs.define(PRUNE_NOTIFICATIONS, async () => {
    const now = Date.now();
    const removed = await work.prune(
      new Date(now - READ_KEPT_DAYS * DAY_MS),
      new Date(now - KEPT_DAYS * DAY_MS),
      new Date(now - DELIVERIES_KEPT_DAYS * DAY_MS),
    );
    return { removed };
  });
  jobs.every(PRUNE_NOTIFICATIONS, MORNING.pruneCron, MORNING.timeZone);
}

const DAY_MS = 86_400_000;
