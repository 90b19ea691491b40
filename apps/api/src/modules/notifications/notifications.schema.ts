import {
  NOTIFICATIONS_PAGE,
  NOTIFICATIONS_PAGE_MAX,
  notificationSchema,
  notificationSettingsSchema,
  notificationsReadSchema,
} from '@jodi/contract';
import { z } from 'zod';
import { listMetaSchema, pageQuery } from '../../lib/pagination';

export { notificationSettingsSchema, notificationsReadSchema };

export const notificationsQuery = pageQuery({
  defaultLimit: NOTIFICATIONS_PAGE,
  maxLimit: NOTIFICATIONS_PAGE_MAX,
});
export const notificationListResponse = z.object({
  data: z.array(notificationSchema),
  meta: listMetaSchema.extend({ unread: z.number() }),
});
export const readResponse = z.object({ data: z.object({ unread: z.number() }) });
export const settingsResponse = z.object({ data: notificationSettingsSchema });
export const failuresResponse = z.object({
  data: z.object({ push: z.number(), email: z.number(), since: z.string() }),
});
