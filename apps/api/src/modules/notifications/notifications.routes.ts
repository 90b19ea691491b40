import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import {
  failuresResponse,
  notificationListResponse,
  notificationSettingsSchema,
  notificationsQuery,
  notificationsReadSchema,
  readResponse,
  settingsResponse,
} from './notifications.schema';
import type { NotificationsService } from './notifications.service';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  guards: Guards;
}

const tags = ['Notifications'];
const security = [{ bearer: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notifications, guards },
) => {
  app.get(
    '/api/v1/notifications',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'My notifications, newest first; meta.unread counts the unread ones.',
        querystring: notificationsQuery,
        response: { 200: notificationListResponse },
      },
    },
    signedIn(async (req) => notifications.list(req.user, req.query)),
  );

  app.post(
    '/api/v1/notifications/read',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'Marks these of my notifications read (every one when ids is left out).',
        body: notificationsReadSchema,
        response: { 200: readResponse },
      },
    },
    signedIn(async (req) => ({ data: await notifications.markRead(req.user, req.body.ids) })),
  );

  app.get(
    '/api/v1/notification-settings',
    {
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description:
          'Per kind: in-app (always), push and e-mail; quiet hours in my time zone; push previews; the digest.',
        response: { 200: settingsResponse },
      },
    },
    signedIn(async (req) => ({ data: await notifications.settings(req.user) })),
  );

  app.put(
    '/api/v1/notification-settings',
    {
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description: 'Replaces my notification settings (the same object GET answers).',
        body: notificationSettingsSchema,
        response: { 200: settingsResponse },
      },
    },
    signedIn(async (req) => ({ data: await notifications.saveSettings(req.user, req.body) })),
  );

  app.get(
    '/api/v1/admin/deliveries/failures',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: 'Staff: pushes and e-mails that failed for good in the last 7 days (counts only).',
        response: { 200: failuresResponse },
      },
    },
    async () => ({ data: await notifications.failures() }),
  );
};
