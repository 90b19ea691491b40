import { communityEventSchema } from '@jodi/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { communityEvents, notifications, profiles } from '../../db/schema';
import { createStaffMember } from '../staff/staff.test-kit';
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

const db = () => t.database.db;

describe('staff create, change and cancel events', () => {
  it('creates an event with the pinned shape, lists it upcoming first and changes it', async () => {
    const later = await calls.create(staff, eventInput({ startsInHours: 24 * 30, title: 'Later melava' }));
    const sooner = await calls.create(staff, eventInput({ startsInHours: 24 * 2, title: 'Sooner melava' }));
    expect(communityEventSchema.strict().parse(sooner)).toMatchObject({
      title: 'Sooner melava',
      city: 'Pune',
      fee: 300,
      capacity: 150,
      seats_left: 150,
      registered: false,
      cancelled: false,
      online: false,
      venue: 'Ganesh Kala Krida Manch, Swargate, Pune',
    });
    const list = await calls.call('GET', '/api/v1/events?limit=50', null);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((e: { id: string }) => e.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(list.json().meta).toMatchObject({ limit: 50, offset: 0 });

    const res = await calls.call(
      'PUT',
      `/api/v1/events/${later.id}`,
      staff,
      eventInput({ title: 'Renamed', capacity: 80 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: later.id, title: 'Renamed', capacity: 80, seats_left: 80 });
  });

  it('refuses members (403) and visitors (401) on staff calls, and bad fields (400)', async () => {
    const member = await memberOn(t, 'Trust');
    const event = await calls.create(staff);
    expect((await calls.call('POST', '/api/v1/events', member, eventInput())).json().error.code).toBe(
      'STAFF_ONLY',
    );
    expect((await calls.call('PUT', `/api/v1/events/${event.id}`, member, eventInput())).statusCode).toBe(
      403,
    );
    expect((await calls.call('DELETE', `/api/v1/events/${event.id}`, member)).statusCode).toBe(403);
    expect((await calls.call('GET', `/api/v1/events/${event.id}/attendees.csv`, member)).statusCode).toBe(
      403,
    );
    expect((await calls.call('POST', '/api/v1/events', null, eventInput())).statusCode).toBe(401);
    const backwards = eventInput();
    const bad = await calls.call('POST', '/api/v1/events', staff, {
      ...backwards,
      ends_at: backwards.starts_at,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect((await calls.call('POST', '/api/v1/events', staff, eventInput({ capacity: 0 }))).statusCode).toBe(
      400,
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await calls.get('not-a-uuid', null)).json().error.code).toBe('EVENT_NOT_FOUND');
    expect((await calls.get('00000000-0000-4000-8000-000000000000', null)).statusCode).toBe(404);
  });

  it('cancelling keeps the event listed as cancelled and notifies every registered member, once', async () => {
    const event = await calls.create(staff);
    const a = await memberOn(t, 'Belief');
    const b = await memberOn(t, 'Trust', { gender: 'male' });
    const outsider = await memberOn(t, 'Belief');
    for (const m of [a, b]) expect((await calls.register(event.id, m)).statusCode).toBe(201);
    const res = await calls.call('DELETE', `/api/v1/events/${event.id}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cancelled).toBe(true);
    expect((await calls.call('DELETE', `/api/v1/events/${event.id}`, staff)).statusCode).toBe(200);
    const told = async (userId: string) =>
      db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'event_cancelled')));
    for (const m of [a, b]) {
      const rows = await told(m.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ link: `/events/${event.id}` });
      expect(rows[0]!.body).toContain('Vadhu-Var Parichay Melava');
    }
    expect(await told(outsider.user.id)).toHaveLength(0);
    const list = (await calls.call('GET', '/api/v1/events?limit=50', null)).json().data;
    expect(list.find((e: { id: string }) => e.id === event.id)).toMatchObject({ cancelled: true });
    expect((await calls.register(event.id, outsider)).json().error.code).toBe('EVENT_CANCELLED');
    expect((await calls.call('PUT', `/api/v1/events/${event.id}`, staff, eventInput())).statusCode).toBe(409);
  });
});

describe('registrations', () => {
  it('answers Hope 402 PLAN_UPGRADE_REQUIRED and a visitor 401', async () => {
    const event = await calls.create(staff);
    const hope = await memberOn(t, 'Hope');
    const res = await calls.register(event.id, hope);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('PLAN_UPGRADE_REQUIRED');
    expect((await calls.register(event.id, null)).statusCode).toBe(401);
  });

  it('takes a seat (201), keeps one seat when sent again, and cancelling frees it', async () => {
    const event = await calls.create(staff, eventInput({ capacity: 1 }));
    const a = await memberOn(t, 'Belief');
    const b = await memberOn(t, 'Trust');
    const first = await calls.register(event.id, a);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ registered: true, seats_left: 0 });
    expect((await calls.register(event.id, a)).statusCode).toBe(201);
    const full = await calls.register(event.id, b);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('EVENT_FULL');
    const gone = await calls.unregister(event.id, a);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toMatchObject({ registered: false, seats_left: 1 });
    expect((await calls.register(event.id, b)).statusCode).toBe(201);
  });

  it('of two racing for the last seat, exactly one has it', async () => {
    const event = await calls.create(staff, eventInput({ capacity: 2 }));
    const [first, a, b] = await Promise.all([memberOn(t), memberOn(t), memberOn(t)]);
    expect((await calls.register(event.id, first)).statusCode).toBe(201);
    const answers = await Promise.all([calls.register(event.id, a), calls.register(event.id, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error.code).toBe('EVENT_FULL');
    expect((await calls.get(event.id, null)).json().data.seats_left).toBe(0);
  });

  it('refuses an event that has begun (409 EVENT_OVER)', async () => {
    const event = await calls.create(staff, eventInput({ startsInHours: 1 }));
    await db()
      .update(communityEvents)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(communityEvents.id, event.id));
    const member = await memberOn(t);
    const res = await calls.register(event.id, member);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EVENT_OVER');
  });

  it('shows an online event’s link only to registered members and staff', async () => {
    const event = await calls.create(
      staff,
      eventInput({ online: true, venue: 'https://meet.example.com/melava' }),
    );
    const member = await memberOn(t);
    expect(event.venue).toBe('https://meet.example.com/melava');
    expect((await calls.get(event.id, null)).json().data.venue).toBeNull();
    expect((await calls.get(event.id, member)).json().data.venue).toBeNull();
    await calls.register(event.id, member);
    expect((await calls.get(event.id, member)).json().data.venue).toBe('https://meet.example.com/melava');
  });
});

describe('GET /api/v1/events/{id}/attendees', () => {
  it('is for registered members and staff only, and respects blocks and hidden profiles', async () => {
    const event = await calls.create(staff);
    const me = await memberOn(t, 'Belief');
    const other = await memberOn(t, 'Trust', { gender: 'male', name: 'Sameer' });
    const blocker = await memberOn(t, 'Trust', { gender: 'male', name: 'Blocker' });
    const hidden = await memberOn(t, 'Trust', { gender: 'male', name: 'Hidden' });
    const outsider = await memberOn(t, 'Trust');
    const anotherBride = await memberOn(t, 'Belief', { gender: 'female', name: 'Mitali' });
    for (const m of [me, other, blocker, hidden, anotherBride])
      expect((await calls.register(event.id, m)).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/block',
      headers: blocker.auth,
      payload: { profileId: me.profileId },
    });
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden.profileId));

    const outsiderRes = await calls.attendees(event.id, outsider);
    expect(outsiderRes.statusCode).toBe(403);
    expect(outsiderRes.json().error.code).toBe('EVENT_ATTENDEES_HIDDEN');
    expect((await calls.attendees(event.id, null)).statusCode).toBe(403);

    // A bride sees the grooms she will meet there, not the other brides.
    const mine = await calls.attendees(event.id, me);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((c: { id: string }) => c.id)).toEqual([other.profileId]);
    expect(mine.json().meta).toMatchObject({ total: 1 });
    const hers = await calls.attendees(event.id, other);
    expect(hers.json().data.map((c: { id: string }) => c.id)).toEqual([me.profileId, anotherBride.profileId]);

    const desk = await calls.attendees(event.id, staff);
    expect(desk.json().meta.total).toBe(5);
  });

  it('exports the attendees as CSV for staff, with no cell a spreadsheet runs', async () => {
    const event = await calls.create(staff);
    const member = await memberOn(t, 'Belief', { name: '=HYPERLINK("x")' });
    await calls.register(event.id, member);
    const res = await calls.call('GET', `/api/v1/events/${event.id}/attendees.csv`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="event-attendees-.+\.csv"$/);
    const [header, row] = res.body.split('\r\n');
    expect(header).toBe('\uFEFFRegistered (IST),Name,Last name,Gender,City,E-mail,Profile ID');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain(member.user.email);
  });
});

describe('GET /api/v1/events/{id}/calendar.ics', () => {
  it('answers an RFC 5545 file: CRLF, folded lines, escaped text, UTC times', async () => {
    const event = await calls.create(
      staff,
      eventInput({
        title: 'Melava; families, welcome',
        description: `A back\\slash and a long line ${'x'.repeat(120)}\nसर्वांचे स्वागत`,
      }),
    );
    const res = await calls.call('GET', `/api/v1/events/${event.id}/calendar.ics`, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="event-[0-9a-f]{8}\.ics"$/);
    const body = res.body;
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = body.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = body.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Jodi//Community events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toContain('SUMMARY:Melava\\; families\\, welcome');
    expect(unfolded.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      `DESCRIPTION:A back\\\\slash and a long line ${'x'.repeat(120)}\\nसर्वांचे स्वागत`,
    );
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(unfolded).toContain(`DTSTART:${stamp(event.starts_at)}`);
    expect(unfolded).toContain(`DTEND:${stamp(event.ends_at)}`);
    expect(unfolded.find((l) => l.startsWith('UID:'))).toMatch(new RegExp(`^UID:event-${event.id}@`));
    expect(unfolded.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(unfolded).toContain('LOCATION:Ganesh Kala Krida Manch\\, Swargate\\, Pune');
    expect(unfolded).toContain('STATUS:CONFIRMED');
    expect(unfolded.slice(-2)).toEqual(['END:VCALENDAR', '']);
  });

  it('leaves an online event’s link out for outsiders, and says CANCELLED once cancelled', async () => {
    const event = await calls.create(
      staff,
      eventInput({ online: true, venue: 'https://meet.example.com/x' }),
    );
    const member = await memberOn(t);
    const ics = async (who: Parameters<typeof calls.get>[1]) =>
      (await calls.call('GET', `/api/v1/events/${event.id}/calendar.ics`, who)).body.replace(/\r\n /g, '');
    expect(await ics(null)).not.toContain('LOCATION');
    await calls.register(event.id, member);
    expect(await ics(member)).toContain('LOCATION:https://meet.example.com/x');
    await calls.call('DELETE', `/api/v1/events/${event.id}`, staff);
    expect(await ics(null)).toContain('STATUS:CANCELLED');
  });
});

describe('a member without a profile', () => {
  it('cannot register (404 PROFILE_REQUIRED)', async () => {
    const event = await calls.create(staff);
    const member = await memberOn(t, 'Belief');
    await db().delete(profiles).where(eq(profiles.id, member.profileId));
    const res = await calls.register(event.id, member);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PROFILE_REQUIRED');
  });
});
