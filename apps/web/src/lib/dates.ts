import { t } from '../i18n';

/** A server date as a day, written for India: '12 Mar 2026'; the raw text if unreadable. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(t.app.locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
