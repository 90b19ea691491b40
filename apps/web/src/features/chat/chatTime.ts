import { formatTime, LOCALES } from '@jodi/i18n';
import { activeLanguage, t } from '../../i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `date` to `now` (0 today, 1 yesterday), in the local time zone. */
function daysBefore(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / (24 * HOUR));
}

/** The active language's locale: the short dates here have no shared format helper. */
const locale = (): string => LOCALES[activeLanguage()];

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The chat list's short time of a last message: 'Just now', '5 min', '3 h' (today), 'Yesterday',
 * a weekday within the week, then the date ('12 Jan', with the year when it is not this year).
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  const ago = now.getTime() - date.getTime();
  if (ago < MINUTE) return t.chat.justNow;
  const days = daysBefore(date, now);
  if (ago < HOUR) return t.chat.minutesAgo({ minutes: Math.floor(ago / MINUTE) });
  if (days <= 0) return t.chat.hoursAgo({ hours: Math.floor(ago / HOUR) });
  if (days === 1) return t.chat.yesterday;
  if (days < 7) return date.toLocaleDateString(locale(), { weekday: 'short' });
  return date.toLocaleDateString(locale(), {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** A message's clock time, e.g. '10:42 am'. */
export function clockTime(iso: string): string {
  const date = parse(iso);
  return date ? formatTime(activeLanguage(), date) : '';
}

/** The heading of a day in a conversation: 'Today', 'Yesterday' or the date ('Mon, 12 Jan'). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  const days = daysBefore(date, now);
  if (days <= 0) return t.chat.today;
  if (days === 1) return t.chat.yesterday;
  return date.toLocaleDateString(locale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** A key that is the same for two times on the same local day. */
export function dayKey(iso: string): string {
  const date = parse(iso);
  return date ? `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}` : '';
}
