import type { EventView } from './events.repository';

/**
 * An event as an iCalendar file (RFC 5545): CRLF line ends, content lines folded at 75 octets
 * (never inside a UTF-8 character), TEXT values escaped, times in UTC. `location` is null when the
 * reader may not know it (an online event's link), and the property is then left out.
 */
export interface CalendarEvent {
  event: Pick<
    EventView,
    'id' | 'title' | 'description' | 'startsAt' | 'endsAt' | 'cancelledAt' | 'updatedAt'
  >;
  location: string | null;
  /** The event's page, for the calendar entry's URL. */
  url: string;
  /** The server's host, which makes the UID globally unique. */
  host: string;
  now: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line (RFC 5545 3.1): at most 75 octets a line, each continuation starting with
 * one space, split between characters so no UTF-8 sequence is cut.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = MAX_OCTETS;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** `20261121T063000Z` */
export const utcStamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function eventCalendar({ event, location, url, host, now }: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jodi//Community events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `URL:${url}`,
    `STATUS:${event.cancelledAt ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** `event-<first 8 of the id>.ics` */
export const calendarFilename = (eventId: string) => `event-${eventId.slice(0, 8)}.ics`;
