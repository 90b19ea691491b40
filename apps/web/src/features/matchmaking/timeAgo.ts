import { t } from '../../i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "2 hours ago", "yesterday", "5 days ago" from a server time; the day itself after a month. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return t.visitors.justNow;
  if (elapsed < HOUR) return t.visitors.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return t.visitors.hoursAgo(Math.floor(elapsed / HOUR));
  if (elapsed < 30 * DAY) return t.visitors.daysAgo(Math.floor(elapsed / DAY));
  return new Date(then).toLocaleDateString(t.app.locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
