import type { CommunityEvent } from '@jodi/contract';
import { formatDate, formatRupees, formatTime } from '@jodi/i18n';
import { activeLanguage, t } from '../../i18n';
import { PATHS } from '../../lib/paths';

/** Events happen in India: their day and hours are read there, whoever reads them. */
const EVENT_ZONE = 'Asia/Kolkata';

/**
 * '21 November 2026, 10:30 am to 1:30 pm' in the reader's language; '… 10:00 pm to 1:00 am on 22
 * November 2026' when it ends on another day.
 */
export function eventWhen(event: Pick<CommunityEvent, 'starts_at' | 'ends_at'>): string {
  const language = activeLanguage();
  const starts = new Date(event.starts_at);
  const ends = new Date(event.ends_at);
  const startDay = formatDate(language, starts, EVENT_ZONE);
  const endDay = formatDate(language, ends, EVENT_ZONE);
  // An event past midnight (or over two days) names the day it ends too.
  const to = formatTime(language, ends, EVENT_ZONE);
  return t.events.when({
    date: startDay,
    from: formatTime(language, starts, EVENT_ZONE),
    to: endDay === startDay ? to : t.events.onDay({ time: to, date: endDay }),
  });
}

/** '₹300, paid at the venue' or 'Free'. */
export const eventFee = (fee: number): string =>
  fee > 0 ? t.events.feeAtVenue({ fee: formatRupees(activeLanguage(), fee) }) : t.events.free;

/** Where, in a list: 'Pune · the hall's address', or 'Online' (its link is for the registered). */
export const eventPlace = (event: Pick<CommunityEvent, 'online' | 'venue' | 'city'>): string =>
  event.online ? t.events.online : event.venue ? `${event.city} · ${event.venue}` : event.city;

/** The event's page. */
export const eventPath = (id: string) => PATHS.event.replace(':id', encodeURIComponent(id));
