import type { JobKind, JobQueue } from '../../jobs/job-queue';
import type { PlanReminders } from './plan-reminders';

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

/** The notifications module's own scheduled jobs (the push and mail channels define theirs). */
export function defineNotificationJobs(
  jobs: JobQueue,
  reminders: PlanReminders,
  prune: (readBefore: Date, before: Date, deliveriesBefore: Date) => Promise<number>,
): void {
  jobs.define(PLAN_REMINDERS, () => reminders.run());
  jobs.every(PLAN_REMINDERS, MORNING.remindersCron, MORNING.timeZone);
  jobs.define(PRUNE_NOTIFICATIONS, async () => {
    const now = Date.now();
    const removed = await prune(
      new Date(now - READ_KEPT_DAYS * DAY_MS),
      new Date(now - KEPT_DAYS * DAY_MS),
      new Date(now - DELIVERIES_KEPT_DAYS * DAY_MS),
    );
    return { removed };
  });
  jobs.every(PRUNE_NOTIFICATIONS, MORNING.pruneCron, MORNING.timeZone);
}

const DAY_MS = 86_400_000;
