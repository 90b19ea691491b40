import type { CommunityEvent, CommunityEventInput } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile, type ProfileOverrides } from '../../../test/profile-factory';
import { users } from '../../db/schema';

export type Who = { auth: Record<string, string> } | null;
const HOUR = 3_600_000;

/** An event's fields as staff send them: a hall in Pune, starting in `startsInHours` for three hours. */
export function eventInput(overrides: Partial<CommunityEventInput> & { startsInHours?: number } = {}) {
  const { startsInHours = 72, ...fields } = overrides;
  const starts = new Date(Date.now() + startsInHours * HOUR);
  return {
    title: 'Vadhu-Var Parichay Melava',
    description: 'Meet families of the community.\nBring a printed biodata.',
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + 3 * HOUR).toISOString(),
    city: 'Pune',
    venue: 'Ganesh Kala Krida Manch, Swargate, Pune',
    online: false,
    fee: 300,
    capacity: 150,
    ...fields,
  } satisfies CommunityEventInput;
}

/** A member on a plan (Belief unless told), with a finished profile. */
export async function memberOn(
  t: TestApp,
  plan: 'Hope' | 'Belief' | 'Trust' = 'Belief',
  overrides: ProfileOverrides = {},
): Promise<CreatedProfile> {
  const member = await createProfile(t.app, overrides);
  await t.database.db.update(users).set({ plan }).where(eq(users.id, member.user.id));
  return member;
}

export function eventsCalls(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  return {
    call,
    /** Creates an event as staff and answers it. */
    async create(staff: Who, input: object = eventInput()): Promise<CommunityEvent> {
      const res = await call('POST', '/api/v1/events', staff, input);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    },
    register: (id: string, who: Who) => call('POST', `/api/v1/events/${id}/registrations`, who),
    unregister: (id: string, who: Who) => call('DELETE', `/api/v1/events/${id}/registrations`, who),
    get: (id: string, who: Who) => call('GET', `/api/v1/events/${id}`, who),
    attendees: (id: string, who: Who) => call('GET', `/api/v1/events/${id}/attendees`, who),
  };
}
