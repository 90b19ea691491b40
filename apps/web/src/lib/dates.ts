import { formatDate as formatDay, formatTime } from '@jodi/i18n';
import { activeLanguage } from '../i18n';

/** A calendar date without a time ("2026-03-12"): the same day wherever it is read. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A server time as a Date, or null when the text is no time. */
function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

let readerZone: string | undefined;

/** The zone a server time is read in: a calendar date as it is (UTC), any other time where the reader is. */
function zoneOf(iso: string): string {
  if (CALENDAR_DATE.test(iso)) return 'UTC';
  readerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return readerZone;
}

/** A server date as a day, written for India in the active language: '12 Mar 2026'; the raw text if unreadable. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? formatDay(activeLanguage(), date, zoneOf(iso), 'short') : iso;
}

/** A server date in words, written for India: '12 March 2026'; the raw text if unreadable. */
export function formatDateLong(iso: string): string {
  const date = parse(iso);
  return date ? formatDay(activeLanguage(), date, zoneOf(iso)) : iso;
}

/** A server time with the day and the time where the reader is: '12 Mar 2026, 10:30 am'; the raw text if unreadable. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  const language = activeLanguage();
  const zone = zoneOf(iso);
  return `${formatDay(language, date, zone, 'short')}, ${formatTime(language, date, zone)}`;
}
