import { t } from '../i18n';

const DATE_TIME = new Intl.DateTimeFormat(t.app.locale, { dateStyle: 'medium', timeStyle: 'short' });

/** A server time as a Date, or null when the text is no time. */
function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A server date as a day, written for India: '12 Mar 2026'; the raw text if unreadable. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date
    ? date.toLocaleDateString(t.app.locale, { day: 'numeric', month: 'short', year: 'numeric' })
    : iso;
}

/** A server date in words, written for India: '12 March 2026'; the raw text if unreadable. */
export function formatDateLong(iso: string): string {
  const date = parse(iso);
  return date
    ? date.toLocaleDateString(t.app.locale, { day: 'numeric', month: 'long', year: 'numeric' })
    : iso;
}

/** A server time with the day and the time, e.g. '12 Mar 2026, 10:30 am' (en-IN); the raw text if unreadable. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? DATE_TIME.format(date) : iso;
}
