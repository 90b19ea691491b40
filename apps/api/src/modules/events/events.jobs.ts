import type { JobKind, JobQueue } from '../../jobs/job-queue';
import type { EventReminders } from './event-reminders';

/** Every hour: the reminders of events starting within the next day (`event_registrations.reminded_at`). */
export const EVENT_REMINDERS: JobKind<Record<string, never>> = {
  name: 'event-reminders',
  policy: 'stately',
  retries: 2,
  retryDelaySeconds: 300,
  expireInSeconds: 1800,
};
export const EVENT_REMINDERS_CRON = '5 * * * *';

/** Registers the events' jobs on the queue: the hourly reminders. */
export function defineEventJobs(
  jobs: Pick<JobQueue, 'define' | 'every'>,
  reminders: Pick<EventReminders, 'run'>,
): void {
  jobs.define(EVENT_REMINDERS, () => reminders.run());
  jobs.every(EVENT_REMINDERS, EVENT_REMINDERS_CRON, 'Asia/Kolkata');
}
