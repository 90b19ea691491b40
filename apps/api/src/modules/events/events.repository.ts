import type { Language } from '@jodi/i18n';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { communityEvents, eventRegistrations, photos, profiles, users } from '../../db/schema';
import type { Page } from '../../lib/pagination';
import { knowableBy } from '../../policies/profile-visibility';
import type { CardRow } from '../profiles/profile-presenter';
import { cardColumns } from '../profiles/profiles.repository';

export type EventRow = typeof communityEvents.$inferSelect;
/** An event with its seats taken and whether the reader holds one. */
export interface EventView extends EventRow {
  taken: number;
  registered: boolean;
}
export type EventChanges = Pick<
  EventRow,
  'title' | 'description' | 'startsAt' | 'endsAt' | 'city' | 'venue' | 'online' | 'fee' | 'capacity'
>;
/** Which events a list shows: those not yet over (soonest first) or those over (latest first). */
export type EventsWhen = 'upcoming' | 'past';

/** A registered member told of the event: their account and language. */
export interface EventRecipient {
  profileId: string;
  userId: string;
  language: Language;
}

/** A reminder due: one registration of an event starting soon. */
export interface DueReminder extends EventRecipient {
  eventId: string;
  title: string;
  startsAt: Date;
}

/** A member reading an event's attendees: their own profile, and its gender (the other side is shown). */
export interface AttendeeReader {
  profileId: string;
  gender: 'male' | 'female' | null;
}

/** One attendee as the staff's CSV lists them. */
export interface AttendeeCsvRow {
  profileId: string;
  name: string | null;
  lastName: string | null;
  gender: string | null;
  city: string | null;
  email: string;
  registeredAt: Date;
}

const taken = sql<number>`(SELECT count(*)::int FROM ${eventRegistrations} WHERE ${eventRegistrations.eventId} = ${communityEvents.id})`;
const registeredBy = (profileId: string | null) =>
  profileId
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${eventRegistrations} WHERE ${eventRegistrations.eventId} = ${communityEvents.id} AND ${eventRegistrations.profileId} = ${profileId})`
    : sql<boolean>`false`;

const viewColumns = (profileId: string | null) => ({
  event: communityEvents,
  taken,
  registered: registeredBy(profileId),
});
const toView = (r: { event: EventRow; taken: number; registered: boolean }): EventView => ({
  ...r.event,
  taken: Number(r.taken),
  registered: Boolean(r.registered),
});

/** The events' SQL: events, their seats (one row per registered profile) and who is told what. */
export class EventsRepository {
  /** A page of events, each with its seats taken (counted by the registrations' primary key). */
  async page(
    db: Database,
    reader: string | null,
    when: EventsWhen,
    page: Page,
    now: Date,
  ): Promise<{ rows: EventView[]; total: number }> {
    const where = when === 'upcoming' ? gt(communityEvents.endsAt, now) : lte(communityEvents.endsAt, now);
    const order =
      when === 'upcoming'
        ? [asc(communityEvents.startsAt), asc(communityEvents.id)]
        : [desc(communityEvents.startsAt), desc(communityEvents.id)];
    const [rows, [count]] = await Promise.all([
      db
        .select(viewColumns(reader))
        .from(communityEvents)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(communityEvents).where(where),
    ]);
    return { rows: rows.map(toView), total: Number(count?.n ?? 0) };
  }

  async byId(db: Database, id: string, reader: string | null): Promise<EventView | null> {
    const [row] = await db
      .select(viewColumns(reader))
      .from(communityEvents)
      .where(eq(communityEvents.id, id));
    return row ? toView(row) : null;
  }

  /**
   * The event's row locked until the transaction ends, so seats are counted and taken one
   * registration at a time: two members racing for the last seat cannot both have it.
   */
  async lock(tx: Database, id: string): Promise<EventRow | null> {
    const [row] = await tx.select().from(communityEvents).where(eq(communityEvents.id, id)).for('update');
    return row ?? null;
  }

  async seatsTaken(tx: Database, eventId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId));
    return Number(row?.n ?? 0);
  }

  async isRegistered(db: Database, eventId: string, profileId: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql`1` })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.profileId, profileId)));
    return row !== undefined;
  }

  async register(tx: Database, eventId: string, profileId: string, at: Date): Promise<void> {
    await tx.insert(eventRegistrations).values({ eventId, profileId, createdAt: at }).onConflictDoNothing();
  }

  async unregister(db: Database, eventId: string, profileId: string): Promise<void> {
    await db
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.profileId, profileId)));
  }

  async insert(db: Database, changes: EventChanges, createdBy: string, now: Date): Promise<EventRow> {
    const [row] = await db
      .insert(communityEvents)
      .values({ ...changes, createdByUserId: createdBy, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  }

  async update(tx: Database, id: string, changes: EventChanges, now: Date): Promise<void> {
    await tx
      .update(communityEvents)
      .set({ ...changes, updatedAt: now })
      .where(eq(communityEvents.id, id));
  }

  async cancel(tx: Database, id: string, now: Date): Promise<void> {
    await tx
      .update(communityEvents)
      .set({ cancelledAt: now, updatedAt: now })
      .where(and(eq(communityEvents.id, id), isNull(communityEvents.cancelledAt)));
  }

  /** The registered members with an active account, to be told of the event (one query). */
  async recipients(tx: Database, eventId: string): Promise<EventRecipient[]> {
    return tx
      .select({ profileId: profiles.id, userId: users.id, language: users.language })
      .from(eventRegistrations)
      .innerJoin(profiles, eq(profiles.id, eventRegistrations.profileId))
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.status, 'active')))
      .where(eq(eventRegistrations.eventId, eventId))
      .orderBy(asc(eventRegistrations.createdAt), asc(profiles.id));
  }

  /**
   * A page of the registered members' cards, in the order they registered. A member reads only
   * those they may know (not hidden, not suspended, no block either way, not paused towards
   * them), never their own; staff (`reader` null) read every one.
   */
  async attendees(
    db: Database,
    eventId: string,
    reader: AttendeeReader | null,
    page: Page,
  ): Promise<{ rows: CardRow[]; total: number }> {
    const where = and(
      eq(eventRegistrations.eventId, eventId),
      ...(reader
        ? [
            sql`${profiles.id} <> ${reader.profileId}`,
            knowableBy(reader.profileId, profiles),
            // The families a member will meet there, as the listing shows them: the other side.
            ...(reader.gender ? [sql`${profiles.gender} IS DISTINCT FROM ${reader.gender}`] : []),
          ]
        : []),
    );
    const [rows, [count]] = await Promise.all([
      db
        .select(cardColumns)
        .from(eventRegistrations)
        .innerJoin(profiles, eq(profiles.id, eventRegistrations.profileId))
        .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
        .where(where)
        .orderBy(asc(eventRegistrations.createdAt), asc(profiles.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(eventRegistrations)
        .innerJoin(profiles, eq(profiles.id, eventRegistrations.profileId))
        .where(where),
    ]);
    return { rows: rows as CardRow[], total: Number(count?.n ?? 0) };
  }

  /** Every attendee for the staff's CSV, in the order they registered. */
  async attendeesForCsv(db: Database, eventId: string): Promise<AttendeeCsvRow[]> {
    return db
      .select({
        profileId: profiles.id,
        name: profiles.name,
        lastName: profiles.lastName,
        gender: profiles.gender,
        city: profiles.currentCity,
        email: users.email,
        registeredAt: eventRegistrations.createdAt,
      })
      .from(eventRegistrations)
      .innerJoin(profiles, eq(profiles.id, eventRegistrations.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(eventRegistrations.eventId, eventId))
      .orderBy(asc(eventRegistrations.createdAt), asc(profiles.id));
  }

  /**
   * Registrations not yet reminded of events that start in (from, to] and are not cancelled, of
   * members with an active account: the few events starting soon (by `community_events_ends_idx`'s
   * neighbour, a scan of the small events table) and their seats by primary key.
   */
  async dueReminders(db: Database, from: Date, to: Date, limit: number): Promise<DueReminder[]> {
    return db
      .select({
        eventId: communityEvents.id,
        title: communityEvents.title,
        startsAt: communityEvents.startsAt,
        profileId: profiles.id,
        userId: users.id,
        language: users.language,
      })
      .from(communityEvents)
      .innerJoin(eventRegistrations, eq(eventRegistrations.eventId, communityEvents.id))
      .innerJoin(profiles, eq(profiles.id, eventRegistrations.profileId))
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.status, 'active')))
      .where(
        and(
          gt(communityEvents.startsAt, from),
          lte(communityEvents.startsAt, to),
          isNull(communityEvents.cancelledAt),
          isNull(eventRegistrations.remindedAt),
        ),
      )
      .orderBy(asc(communityEvents.startsAt), asc(communityEvents.id), asc(profiles.id))
      .limit(limit);
  }

  /** Marks one registration reminded; false when another run already did (it sends nothing then). */
  async markReminded(tx: Database, eventId: string, profileId: string, at: Date): Promise<boolean> {
    const rows = await tx
      .update(eventRegistrations)
      .set({ remindedAt: at })
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          eq(eventRegistrations.profileId, profileId),
          isNull(eventRegistrations.remindedAt),
        ),
      )
      .returning({ eventId: eventRegistrations.eventId });
    return rows.length > 0;
  }
}
