import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-values';

/** One notification (GET /api/v1/notifications and the socket event `notification`). */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The web route that opens what it is about, e.g. `/chat?pid=…` or `/interests`. */
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** POST /api/v1/notifications/read: these ids, or every one when left out. */
export const notificationsReadSchema = z.object({ ids: z.array(z.string().max(100)).max(100).optional() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

const channelsSchema = z.object({ in_app: z.literal(true), push: z.boolean(), email: z.boolean() });
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time as HH:MM, e.g. 22:00');

/**
 * GET/PUT /api/v1/notification-settings (the same object both ways): per kind the channels
 * (in-app is always on), quiet hours in `time_zone` (pushes and mails held until they end; null:
 * none), whether a push may show a message's text, and whether the daily digest mail comes.
 */
export const notificationSettingsSchema = z.object({
  ...(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelsSchema])) as Record<
    NotificationKind,
    typeof channelsSchema
  >),
  quiet_hours: z
    .object({ from: clockTime, to: clockTime })
    .refine((q) => q.from !== q.to, 'Quiet hours need a different start and end')
    .nullable(),
  push_preview: z.boolean(),
  digest: z.boolean(),
  time_zone: z.string().min(1).max(64),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A browser's PushSubscription as JSON (POST /api/v1/push/subscriptions). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
