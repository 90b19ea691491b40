import { NOTIFICATION_EVENT, type Notification } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { Effects } from '../../../jobs/outbox';
import type { Realtime } from '../../realtime/realtime';
import { wordedIn } from '../notification-texts';
import type { NotificationRow } from '../notifications.repository';

/** A notification as its reader reads it: worded in the reader's language now (decision 30). */
export function presentNotification(stored: NotificationRow, language: Language): Notification {
  const row = wordedIn(language, stored);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * The in-app channel: every notification, always. The stored row is the member's list (`GET
 * /notifications`); the member's open tabs hear of it on the socket (`notification`) once the
 * transaction it was written in has committed (the outbox, decision 29).
 */
export class InAppChannel {
  constructor(private readonly realtime: Pick<Realtime, 'toUser'>) {}

  /** Tells each member's open tabs of their stored notification, after the commit. */
  tell(effects: Effects, told: readonly { row: NotificationRow; language: Language }[]): void {
    effects.afterCommit(() => {
      for (const { row, language } of told)
        this.realtime.toUser(row.userId, NOTIFICATION_EVENT, presentNotification(row, language));
    });
  }
}
