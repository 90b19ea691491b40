import type { CommunityEvent, CommunityEventInput, ProfileCard } from '@jodi/contract';
import type { Database } from '../../db/database';
import { conflict, forbidden, notFound } from '../../errors';
import type { Outbox } from '../../jobs/outbox';
import { parseUuid } from '../../lib/ids';
import type { ListMeta, Page } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import { notificationDrafts } from '../notifications/notification-texts';
import type { NotificationsService } from '../notifications/notifications.service';
import type { MemberMedia } from '../privacy/member-media';
import { todayIso } from '../profiles/age';
import { presentCards } from '../profiles/present-cards';
import { listViewerFor } from '../profiles/profile-presenter';
import { calendarFilename, eventCalendar } from './event-calendar';
import { type EventReader, presentEvent, seesVenue } from './event-presenter';
import type {
  AttendeeCsvRow,
  EventChanges,
  EventsRepository,
  EventsWhen,
  EventView,
} from './events.repository';

export interface EventsDeps {
  db: Database;
  repo: EventsRepository;
  outbox: Outbox;
  notifications: Pick<NotificationsService, 'notify'>;
  media: MemberMedia;
  /** The site's address: the calendar entry links to the event's page there. */
  publicUrl: string;
  now?: () => Date;
}

const noSuchEvent = () => notFound('EVENT_NOT_FOUND');
const eventFull = () => conflict('EVENT_FULL');
const eventOver = () => conflict('EVENT_OVER');
const eventCancelled = () => conflict('EVENT_CANCELLED');

const readerOf = (user: AuthUser | null): EventReader => ({ staff: user?.isAdmin === true });
const changesOf = (input: CommunityEventInput): EventChanges => ({
  title: input.title,
  description: input.description,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  city: input.city,
  venue: input.venue,
  online: input.online,
  fee: input.fee,
  capacity: input.capacity,
});

/**
 * Community events (decision 34): staff create, change and cancel them; everyone reads the upcoming
 * ones; members of a plan with `events` take and give back seats, one at a time under the event's
 * row lock; the registered see each other; a cancellation tells everyone registered.
 */
export class EventsService {
  private readonly now: () => Date;

  constructor(private readonly deps: EventsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(
    user: AuthUser | null,
    when: EventsWhen,
    page: Page,
  ): Promise<{ data: CommunityEvent[]; meta: ListMeta }> {
    const { rows, total } = await this.deps.repo.page(
      this.deps.db,
      user?.profileId ?? null,
      when,
      page,
      this.now(),
    );
    const reader = readerOf(user);
    return { data: rows.map((row) => presentEvent(row, reader)), meta: { total, ...page } };
  }

  async get(user: AuthUser | null, rawId: string): Promise<CommunityEvent> {
    return presentEvent(await this.view(rawId, user), readerOf(user));
  }

  async create(staff: AuthUser, input: CommunityEventInput): Promise<CommunityEvent> {
    const row = await this.deps.repo.insert(this.deps.db, changesOf(input), staff.id, this.now());
    return presentEvent({ ...row, taken: 0, registered: false }, readerOf(staff));
  }

  /** Changes every field; a cancelled event stays as it was cancelled. */
  async update(staff: AuthUser, rawId: string, input: CommunityEventInput): Promise<CommunityEvent> {
    const id = this.idOf(rawId);
    await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.repo.lock(tx, id);
      if (!row) throw noSuchEvent();
      if (row.cancelledAt) throw eventCancelled();
      await this.deps.repo.update(tx, id, changesOf(input), this.now());
    });
    return this.get(staff, id);
  }

  /**
   * DELETE /events/{id}: cancels the event (its row and seats are kept, so it reads as cancelled)
   * and, in the same transaction, notifies every member registered. Cancelling again changes
   * nothing and tells nobody twice; an event already over cannot be cancelled.
   */
  async cancel(staff: AuthUser, rawId: string): Promise<CommunityEvent> {
    const id = this.idOf(rawId);
    const now = this.now();
    await this.deps.outbox.transaction(async (effects) => {
      const { repo, notifications } = this.deps;
      const row = await repo.lock(effects.tx, id);
      if (!row) throw noSuchEvent();
      if (row.cancelledAt) return;
      if (row.endsAt <= now) throw eventOver();
      await repo.cancel(effects.tx, id, now);
      const draft = notificationDrafts.eventCancelled(row);
      for (const to of await repo.recipients(effects.tx, id)) {
        await notifications.notify(effects, { userId: to.userId, language: to.language }, draft);
      }
    });
    return this.get(staff, id);
  }

  /**
   * POST /events/{id}/registrations: takes a seat. The event's row is locked first, then its
   * seats counted, so of two members racing for the last seat exactly one has it. Registering
   * again keeps the one seat.
   */
  async register(user: AuthUser, rawId: string): Promise<CommunityEvent> {
    const profileId = requireOwnProfileId(user);
    const id = this.idOf(rawId);
    const now = this.now();
    await this.deps.db.transaction(async (tx) => {
      const { repo } = this.deps;
      const row = await repo.lock(tx, id);
      if (!row) throw noSuchEvent();
      if (row.cancelledAt) throw eventCancelled();
      if (row.startsAt <= now) throw eventOver();
      if (await repo.isRegistered(tx, id, profileId)) return;
      if ((await repo.seatsTaken(tx, id)) >= row.capacity) throw eventFull();
      await repo.register(tx, id, profileId, now);
    });
    return this.get(user, id);
  }

  /** DELETE /events/{id}/registrations: gives the seat back (until the event begins). */
  async unregister(user: AuthUser, rawId: string): Promise<CommunityEvent> {
    const profileId = requireOwnProfileId(user);
    const event = await this.view(rawId, user);
    if (event.registered) {
      if (event.startsAt <= this.now()) throw eventOver();
      await this.deps.repo.unregister(this.deps.db, event.id, profileId);
    }
    return this.get(user, event.id);
  }

  /**
   * GET /events/{id}/attendees: the registered members' cards, for staff and for members who hold
   * a seat (403 to anyone else, visitors too). Each card as the reader may see it: blocks, pauses
   * and hidden profiles left out, photos as each member's privacy allows; a member sees the other
   * side (a bride the grooms and a groom the brides), staff everyone.
   */
  async attendees(
    user: AuthUser | null,
    rawId: string,
    page: Page,
  ): Promise<{ data: ProfileCard[]; meta: ListMeta }> {
    const event = await this.view(rawId, user);
    if (!user || !(user.isAdmin || event.registered)) {
      throw forbidden('EVENT_ATTENDEES_HIDDEN');
    }
    const reader =
      user.isAdmin || !user.profileId
        ? null
        : { profileId: user.profileId, gender: user.astro?.gender ?? null };
    const { rows, total } = await this.deps.repo.attendees(this.deps.db, event.id, reader, page);
    const cards = await presentCards(rows, listViewerFor(user), this.deps.media, todayIso(this.now()));
    return { data: cards, meta: { total, ...page } };
  }

  /** GET /events/{id}/attendees.csv (staff): every registered member, in the order they registered. */
  async attendeesForCsv(rawId: string): Promise<{ event: EventView; rows: AttendeeCsvRow[] }> {
    const event = await this.view(rawId, null);
    return { event, rows: await this.deps.repo.attendeesForCsv(this.deps.db, event.id) };
  }

  /** GET /events/{id}/calendar.ics: the file and its name. */
  async calendar(user: AuthUser | null, rawId: string): Promise<{ body: string; filename: string }> {
    const event = await this.view(rawId, user);
    const { publicUrl } = this.deps;
    const body = eventCalendar({
      event,
      location: seesVenue(event, readerOf(user)) ? event.venue : null,
      url: `${publicUrl}/events/${event.id}`,
      host: new URL(publicUrl).hostname,
      now: this.now(),
    });
    return { body, filename: calendarFilename(event.id) };
  }

  private idOf(rawId: string): string {
    const id = parseUuid(rawId);
    if (!id) throw noSuchEvent();
    return id;
  }

  private async view(rawId: string, user: AuthUser | null): Promise<EventView> {
    const event = await this.deps.repo.byId(this.deps.db, this.idOf(rawId), user?.profileId ?? null);
    if (!event) throw noSuchEvent();
    return event;
  }
}
