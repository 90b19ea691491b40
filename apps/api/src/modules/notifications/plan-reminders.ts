import type { Language } from '@jodi/i18n';
import type { Database } from '../../db/database';
import type { Outbox } from '../../jobs/outbox';
import { notificationDrafts } from './notification-texts';
import { type NotificationDraft, NotificationsRepository, type PlanEndRow } from './notifications.repository';
import type { NotificationsService } from './notifications.service';

const DAY_MS = 86_400_000;
/** How long before a plan ends its member is reminded. */
export const PLAN_REMINDER_DAYS = 3;
const BATCH = 500;

/**
 * The morning's plan reminders (PLAN_REMINDERS): a member whose plan ends within the next
 * PLAN_REMINDER_DAYS, and one whose plan ended in the last day, each in their own language (read
 * with the plan). Each notification's group key names the end date, so a run repeated the same day
 * (or the next, for the same plan) adds nothing.
 */
export class PlanReminders {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly notifications: Pick<NotificationsService, 'notify'>,
    private readonly now: () => Date = () => new Date(),
    private readonly repo: Pick<NotificationsRepository, 'plansEnding'> = new NotificationsRepository(),
  ) {}

  async run(): Promise<{ expiring: number; expired: number }> {
    const now = this.now().getTime();
    let expiring = 0;
    let expired = 0;
    await this.each(new Date(now), new Date(now + PLAN_REMINDER_DAYS * DAY_MS), async (u) => {
      await this.notifyOne(u, notificationDrafts.planExpiring(u.plan, u.planExpiresAt));
      expiring++;
    });
    await this.each(new Date(now - DAY_MS), new Date(now), async (u) => {
      await this.notifyOne(u, notificationDrafts.planExpired(u.plan, u.planExpiresAt));
      expired++;
    });
    return { expiring, expired };
  }

  /** Each reminder in a transaction of its own, with its push and mail jobs. */
  private notifyOne(u: { id: string; language: Language }, draft: NotificationDraft): Promise<void> {
    const to = { userId: u.id, language: u.language };
    return this.outbox.transaction((effects) => this.notifications.notify(effects, to, draft));
  }

  /** Active paid members whose plan ends in [from, to), by the plan expiry index, in keyset batches. */
  private async each(
    from: Date,
    to: Date,
    visit: (u: { id: string; plan: string; planExpiresAt: Date; language: Language }) => Promise<void>,
  ): Promise<void> {
    let cursor: { at: Date; id: string } | null = null;
    for (;;) {
      const rows: PlanEndRow[] = await this.repo.plansEnding(this.db, from, to, cursor, BATCH);
      for (const row of rows) await visit({ ...row, planExpiresAt: row.planExpiresAt! });
      if (rows.length < BATCH) return;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.planExpiresAt!, id: last.id };
    }
  }
}
