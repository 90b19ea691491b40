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
    /**
     * These members take no mail about new matches. Profiles made in a test with job workers on
     * are placed in each other's match lists as they join (decision 35); a test of the digest's
     * other contents asks this so its members' summaries hold only what it sent them.
     */
    async noMatchMail(...who: Who[]): Promise<void> {
      for (const member of who) {
        const settings = await this.settingsOf(member);
        await this.saveSettings(member, {
          ...settings,
          new_matches: { ...settings.new_matches, email: false },
        });
      }
    },
  };
}
