import { t } from '../../i18n';

const STAMP = new Intl.DateTimeFormat(t.app.locale, { dateStyle: 'medium', timeStyle: 'short' });

/** A server time as staff read it, e.g. "12 Mar 2026, 10:30 am" (en-IN); the raw text if unreadable. */
export function formatStamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : STAMP.format(date);
}
