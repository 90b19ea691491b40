import type { CommunityEvent } from '@jodi/contract';
import { formatDate, formatRupees, formatTime } from '@jodi/i18n';
import { activeLanguage, t } from '../../i18n';
import { PATHS } from '../../lib/paths';

/** Events happen in India: their day and hours are read there, whoever reads them. */
const EVENT_ZONE = 'Asia/Kolkata';

/** '21 November 2026, 10:30 am to 1:30 pm' in the reader's language. */
export function eventWhen(event: Pick<CommunityEvent, 'starts_at' | 'ends_at'>): string {
  const language = activeLanguage();
  const starts = new Date(event.starts_at);
  const ends = new Date(event.ends_at);
  return t.events.when({
    date: formatDate(language, starts, EVENT_ZONE),
    from: formatTime(language, starts, EVENT_ZONE),
    to: formatTime(language, ends, EVENT_ZONE),
  });
}

/** '₹300, paid at the venue' or 'Free'. */
export const eventFee = (fee: number): string =>
  fee > 0 ? t.events.feeAtVenue({ fee: formatRupees(activeLanguage(), fee) }) : t.events.free;

/** Where, in a list: the hall's address, or 'Online'. */
export const eventPlace = (event: Pick<CommunityEvent, 'online' | 'venue' | 'city'>): string =>
  event.online ? t.events.online : (event.venue ?? event.city);

/** The event's page. */
export const eventPath = (id: string) => PATHS.event.replace(':id', encodeURIComponent(id));
