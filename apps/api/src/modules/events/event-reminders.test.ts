import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { notifications, users } from '../../db/schema';
import { createStaffMember } from '../staff/staff.test-kit';
import { EventReminders } from './event-reminders';
import { EventsRepository } from './events.repository';
import { eventInput, eventsCalls, memberOn } from './events.test-kit';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaffMember>>;
let calls: ReturnType<typeof eventsCalls>;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
  staff = await createStaffMember(t);
  calls = eventsCalls(t);
});
afterAll(() => t.close());

const reminders = (now = () => new Date()) =>
  new EventReminders(t.database.db, new EventsRepository(), t.app.ctx.outbox, t.app.ctx.notifications, now);
const remindersOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'event_reminder')));

describe('the day-before reminder', () => {
  it('reminds each registered member once, in their language, only of events starting within a day', async () => {
    const tomorrow = await calls.create(staff, eventInput({ startsInHours: 20, title: 'Pune melava' }));
    const nextWeek = await calls.create(staff, eventInput({ startsInHours: 24 * 7 }));
    const cancelled = await calls.create(staff, eventInput({ startsInHours: 10 }));
    const asha = await memberOn(t, 'Belief');
    const meera = await memberOn(t, 'Trust');
    await t.database.db.update(users).set({ language: 'mr' }).where(eq(users.id, meera.user.id));
    for (const m of [asha, meera]) {
      for (const e of [tomorrow, nextWeek, cancelled])
        expect((await calls.register(e.id, m)).statusCode).toBe(201);
    }
    await calls.call('DELETE', `/api/v1/events/${cancelled.id}`, staff);

    expect(await reminders().run()).toEqual({ reminded: 2 });
    expect(await reminders().run()).toEqual({ reminded: 0 });

    const [mine] = await remindersOf(asha.user.id);
    expect(await remindersOf(asha.user.id)).toHaveLength(1);
    expect(mine).toMatchObject({ link: `/events/${tomorrow.id}`, title: 'Your event is tomorrow' });
    expect(mine!.body).toMatch(/^Pune melava begins on /);

    // Worded in the reader's language when read.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: meera.auth });
    const worded = list.json().data.find((n: { kind: string }) => n.kind === 'event_reminder');
    expect(worded).toMatchObject({ title: 'उद्या तुमचा कार्यक्रम आहे' });
    expect(worded.body).toContain('Pune melava हा कार्यक्रम');
  });

  it('sends nothing to a member who gave the seat back', async () => {
    const event = await calls.create(staff, eventInput({ startsInHours: 5 }));
    const member = await memberOn(t);
    await calls.register(event.id, member);
    await calls.unregister(event.id, member);
    await reminders().run();
    expect(await remindersOf(member.user.id)).toHaveLength(0);
  });
});
