import { formatDate } from '@jodi/i18n';
import { activeLanguage, t } from '../../i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** This device's time zone (the day a member sees is their own). */
function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** "2 hours ago", "yesterday", "5 days ago" from a server time; the day itself after a month. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return t.visitors.justNow;
  if (elapsed < HOUR) return t.visitors.minutesAgo({ n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t.visitors.hoursAgo({ n: Math.floor(elapsed / HOUR) });
  if (elapsed < 30 * DAY) return t.visitors.daysAgo({ n: Math.floor(elapsed / DAY) });
  return formatDate(activeLanguage(), new Date(then), localTimeZone());
}
