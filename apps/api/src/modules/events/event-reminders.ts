import type { Database } from '../../db/database';
import type { Outbox } from '../../jobs/outbox';
import { notificationDrafts } from '../notifications/notification-texts';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DueReminder, EventsRepository } from './events.repository';

/** How long before an event its registered members are reminded: the day before. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * The day-before reminders (decision 34, the hourly EVENT_REMINDERS job of `events.jobs.ts`): each registration of an event that starts within the next
 * day, is not cancelled and was not reminded gets one `event_reminder` notification, worded in the
 * member's language when read. The notification and the stamp on the registration are written in
 * one transaction, the stamp only where none is yet, so a repeated or overlapping run sends none
 * twice. The notifications' delivery (push, mail) keeps the member's quiet hours.
 */
export class EventReminders {
  constructor(
    private readonly db: Database,
    private readonly repo: EventsRepository,
    private readonly outbox: Outbox,
    private readonly notifications: Pick<NotificationsService, 'notify'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async run(): Promise<{ reminded: number }> {
    const now = this.now();
    const until = new Date(now.getTime() + REMINDER_AHEAD_MS);
    let reminded = 0;
    for (;;) {
      const due = await this.repo.dueReminders(this.db, now, until, BATCH);
      for (const one of due) if (await this.remind(one, now)) reminded++;
      if (due.length < BATCH) return { reminded };
    }
  }

  private remind(due: DueReminder, now: Date): Promise<boolean> {
    return this.outbox.transaction(async (effects) => {
      if (!(await this.repo.markReminded(effects.tx, due.eventId, due.profileId, now))) return false;
      const draft = notificationDrafts.eventReminder({
        id: due.eventId,
        title: due.title,
        startsAt: due.startsAt,
      });
      await this.notifications.notify(effects, { userId: due.userId, language: due.language }, draft);
      return true;
    });
  }
}
