/**
 * How often the listing ad may open: at most once per member per day, never in the first
 * minute of the member's first visit, and never again in a tab that already showed it. The day and
 * the first visit are kept in localStorage under the member's id, so every tab agrees.
 */

/** The sessionStorage flag: this tab already showed the listing ad (e2e tests set it to keep ads away). */
export const LISTING_AD_SHOWN_KEY = 'jodi.ad-shown';

/** No ad in the first minute of a member's first visit. */
export const FIRST_VISIT_QUIET_MS = 60_000;

const shownDayKey = (userId: string) => `jodi.ad-day.${userId}`;
const firstVisitKey = (userId: string) => `jodi.first-visit.${userId}`;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage disabled: the cap then holds for this page only (the tab flag, the ad already shown).
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

/** The local calendar day of `nowMs`, as YYYY-MM-DD. */
export function localDay(nowMs: number): string {
  const date = new Date(nowMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Notes when the member first came (once; later calls keep the first time) and answers it. */
export function rememberFirstVisit(userId: string, nowMs: number): number {
  const stored = Number(read(local, firstVisitKey(userId)));
  if (Number.isFinite(stored) && stored > 0 && stored <= nowMs) return stored;
  write(local, firstVisitKey(userId), String(nowMs));
  return nowMs;
}

/**
 * How long until the listing ad may open for `userId`: 0 now, a wait in ms during the member's first
 * minute, or null when not today (already shown today, or in this tab).
 */
export function listingAdWait(userId: string, nowMs: number): number | null {
  if (read(session, LISTING_AD_SHOWN_KEY) === '1') return null;
  if (read(local, shownDayKey(userId)) === localDay(nowMs)) return null;
  const firstVisit = rememberFirstVisit(userId, nowMs);
  return Math.max(0, firstVisit + FIRST_VISIT_QUIET_MS - nowMs);
}

/** The listing ad opened for `userId`: not again today, nor in this tab. */
export function markListingAdShown(userId: string, nowMs: number): void {
  write(session, LISTING_AD_SHOWN_KEY, '1');
  write(local, shownDayKey(userId), localDay(nowMs));
}
