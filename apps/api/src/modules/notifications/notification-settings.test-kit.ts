import type { NotificationSettings } from '@jodi/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Who = { auth: Record<string, string> };

/** A member's notification settings through the real routes, as the settings screen reads and saves them. */
export function settingsCalls(app: FastifyInstance) {
  return {
    async settingsOf(who: Who): Promise<NotificationSettings> {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/notification-settings',
        headers: who.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async saveSettings(who: Who, settings: NotificationSettings): Promise<void> {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v1/notification-settings',
        headers: who.auth,
        payload: settings,
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}
