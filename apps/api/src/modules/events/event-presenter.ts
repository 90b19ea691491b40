import type { CommunityEvent } from '@jodi/contract';
import type { EventView } from './events.repository';

/** Who reads an event: staff, and whether the reader holds a seat. */
export interface EventReader {
  staff: boolean;
}

/**
 * Whether the reader may know where the event happens: a hall's address is public; an online
 * event's link is for the members registered and for staff only.
 */
export const seesVenue = (event: Pick<EventView, 'online' | 'registered'>, reader: EventReader): boolean =>
  !event.online || event.registered || reader.staff;

/** The one shape of an event on the wire (decision 34). */
export function presentEvent(event: EventView, reader: EventReader): CommunityEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    city: event.city,
    venue: seesVenue(event, reader) ? event.venue : null,
    online: event.online,
    fee: event.fee,
    capacity: event.capacity,
    // Staff may lower the capacity below the seats taken; nobody is removed, none is left.
    seats_left: Math.max(0, event.capacity - event.taken),
    registered: event.registered,
    cancelled: event.cancelledAt !== null,
  };
}
