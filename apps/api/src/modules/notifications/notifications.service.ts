import type { NotificationKind, NotificationSettings } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import type { Effects } from '../../jobs/outbox';
import { parseUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { Realtime } from '../realtime/realtime';
import { InAppChannel, presentNotification } from './channels/in-app';
import { queueMail } from './channels/mail';
import { queuePush } from './channels/push';
import { deliveryChannels } from './delivery-policy';
import { isTimeZone, settingsFrom } from './notification-settings';
import type { DeliveryFacts, NotificationDraft, NotificationsRepository } from './notifications.repository';

export interface NotificationsDeps {
  db: Database;
  repo: NotificationsRepository;
  realtime: Pick<Realtime, 'toUser'>;
  now?: () => Date;
}

/** Who a notification is for, and the language it is worded in for them. */
export interface Recipient {
  userId: string;
  language: Language;
  /** Their settings and devices when the caller read them with the member; read here otherwise. */
  delivery?: DeliveryFacts;
}

/**
 * The notifications (decision 20): stored for the app (always), told to the member's open tabs (the
 * in-app channel), and handed to the push and mail channels as the delivery policy says
 * (`delivery-policy.ts`: the member's settings and quiet hours), all written in the transaction of
 * what they are about (decision 29).
 */
export class NotificationsService {
  private readonly now: () => Date;
  private readonly inApp: InAppChannel;

  constructor(private readonly deps: NotificationsDeps) {
    this.now = deps.now ?? (() => new Date());
    this.inApp = new InAppChannel(deps.realtime);
  }

  /**
   * Notifies a member, in the transaction of what it is about (`effects`, the outbox): the row
   * and its push and mail jobs commit with it or not at all; the open tabs hear of it after the
   * commit. A failure here fails that transaction: nothing is done without its notification.
   */
  async notify(
    effects: Effects,
    { userId, language, delivery }: Recipient,
    draft: NotificationDraft,
    options: { replyAfterSilence?: boolean } = {},
  ): Promise<void> {
    const { repo } = this.deps;
    const { tx } = effects;
    const now = this.now();
    const { created, ...row } = await repo.save(tx, userId, draft, language, now);
    this.inApp.tell(effects, [{ row, language }]);
    if (draft.addsToCount && !created) return;
    const settings = settingsFrom(delivery ? delivery.settings : await repo.settingsOf(tx, userId));
    const pushDevice = delivery ? delivery.pushDevice : () => repo.hasPushDevice(tx, userId);
    await this.sendDeliveries(effects, row.id, draft.kind, settings, pushDevice, options);
  }

  /**
   * `notify` for many members at once, of a draft that `addsToCount` (new matches placed, decision
   * 35): one statement for the rows (a member named twice, through two profiles they manage,
   * counts twice), one each for the settings and push devices of the members whose entry it starts.
   */
  async notifyCounted(
    effects: Effects,
    recipients: Recipient[],
    draft: NotificationDraft & { groupKey: string; addsToCount: true },
  ): Promise<void> {
    const { repo } = this.deps;
    const { tx } = effects;
    const counts = new Map<string, { userId: string; language: Language; count: number }>();
    for (const { userId, language } of recipients) {
      const entry = counts.get(userId) ?? { userId, language, count: 0 };
      entry.count += Number(draft.params.count ?? 1);
      counts.set(userId, entry);
    }
    const rows = await repo.saveCounted(tx, [...counts.values()], draft, this.now());
    this.inApp.tell(
      effects,
      rows.map(({ created: _created, ...row }) => ({ row, language: counts.get(row.userId)!.language })),
    );
    const started = rows.filter((row) => row.created);
    if (started.length === 0) return;
    const userIds = started.map((row) => row.userId);
    const [stored, pushDevices] = await Promise.all([
      repo.settingsOfMany(tx, userIds),
      repo.withPushDevice(tx, userIds),
    ]);
    for (const row of started) {
      const settings = settingsFrom(stored.get(row.userId) ?? null);
      await this.sendDeliveries(effects, row.id, draft.kind, settings, pushDevices.has(row.userId), {});
    }
  }

  /** The push and mail jobs of a stored notification, as the delivery policy says. */
  private async sendDeliveries(
    effects: Effects,
    notificationId: string,
    kind: NotificationKind,
    settings: NotificationSettings,
    pushDevice: boolean | (() => Promise<boolean>),
    options: { replyAfterSilence?: boolean },
  ): Promise<void> {
    const channels = await deliveryChannels(kind, settings, pushDevice, options, this.now());
    if (channels.push) await queuePush(effects, notificationId, channels.after);
    if (channels.mail) await queueMail(effects, notificationId, channels.after);
  }

  async list(user: AuthUser, page: { limit: number; offset: number }) {
    const { rows, total, unread } = await this.deps.repo.page(this.deps.db, user.id, page);
    return {
      data: rows.map((row) => presentNotification(row, user.language ?? 'en')),
      meta: { total, unread, ...page },
    };
  }

  /** Marks the member's own notifications read (ids of others are ignored); answers the unread left. */
  async markRead(user: AuthUser, ids: string[] | undefined): Promise<{ unread: number }> {
    const valid = ids?.map(parseUuid).filter((id): id is string => id !== null);
    if (!valid || valid.length > 0) await this.deps.repo.markRead(this.deps.db, user.id, valid, this.now());
    const { unread } = await this.deps.repo.page(this.deps.db, user.id, { limit: 0, offset: 0 });
    return { unread };
  }

  async settings(user: AuthUser): Promise<NotificationSettings> {
    return settingsFrom(await this.deps.repo.settingsOf(this.deps.db, user.id));
  }

  async saveSettings(user: AuthUser, input: NotificationSettings): Promise<NotificationSettings> {
    if (!isTimeZone(input.time_zone)) {
      throw badRequest('VALIDATION_FAILED.chooseTimeZone', [
        { path: 'body.time_zone', message: errorMessage('VALIDATION_FAILED.chooseTimeZone') },
      ]);
    }
    const settings = settingsFrom(input);
    await this.deps.repo.saveSettings(this.deps.db, user.id, settings, this.now());
    return settings;
  }

  /** Deliveries that failed for good in the last FAILURE_WINDOW_DAYS (the staff desk). */
  async failures(): Promise<{ push: number; email: number; since: string }> {
    const since = new Date(this.now().getTime() - FAILURE_WINDOW_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { ...(await this.deps.repo.failuresSince(this.deps.db, since)), since };
  }
}

/** The staff desk counts failed deliveries over this many days. */
export const FAILURE_WINDOW_DAYS = 7;
