import type { Notification, NotificationSettings } from '@jodi/contract';
import { DEFAULT_NOTIFICATION_CHANNELS, DEFAULT_TIME_ZONE, NOTIFICATION_KINDS } from '@jodi/contract';

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    kind: 'interest_received',
    title: 'New interest',
    body: 'Kavya sent you an interest.',
    link: '/interests',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    ...overrides,
  };
}

/** A GET /api/v1/notifications answer. */
export function notificationsPage(
  data: Notification[],
  { total = data.length, unread = data.filter((n) => !n.read).length, limit = 20, offset = 0 } = {},
) {
  return { data, meta: { total, limit, offset, unread } };
}

export function defaultNotificationSettings(): NotificationSettings {
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      { in_app: true as const, ...DEFAULT_NOTIFICATION_CHANNELS[kind] },
    ]),
  ) as Pick<NotificationSettings, (typeof NOTIFICATION_KINDS)[number]>;
  return { ...kinds, quiet_hours: null, push_preview: false, digest: true, time_zone: DEFAULT_TIME_ZONE };
}
