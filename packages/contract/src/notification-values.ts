// Notification constants without zod (the web imports these through values.ts).

/** What a notification is about (api-contract "Notifications"). */
export const NOTIFICATION_KINDS = [
  'interest_received',
  'interest_accepted',
  'chat_request_received',
  'chat_request_accepted',
  'message',
  'new_matches',
  'document_reviewed',
  'plan_expiring',
  'plan_expired',
  /** Decision 34: the day before a community event the member registered for. */
  'event_reminder',
  /** Decision 34: staff cancelled a community event the member registered for. */
  'event_cancelled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a notification goes besides the app (in-app is always on). */
export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What a member gets before they choose: pushes for what needs an answer, mail for a match, a
 * reply after a silence and the plan's end; everything else waits in the app and the daily digest.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationKind, { push: boolean; email: boolean }> = {
  interest_received: { push: true, email: false },
  interest_accepted: { push: true, email: true },
  chat_request_received: { push: true, email: false },
  chat_request_accepted: { push: true, email: false },
  message: { push: true, email: true },
  new_matches: { push: false, email: true },
  document_reviewed: { push: true, email: true },
  plan_expiring: { push: true, email: true },
  plan_expired: { push: false, email: true },
  event_reminder: { push: true, email: true },
  event_cancelled: { push: true, email: true },
};

/** Quiet hours' default zone: the members are in India unless they say otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The socket event carrying one new or updated notification. */
export const NOTIFICATION_EVENT = 'notification';

/** Notifications per page of GET /api/v1/notifications (default and most). */
export const NOTIFICATIONS_PAGE = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;
