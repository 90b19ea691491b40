import { SharedResults } from '../../lib/shared-results';

/** How many candidates one shared window holds: the first five pages of twenty. */
export const WINDOW_SIZE = 100;

/** How long a window is shared: a new or changed profile reaches other processes' listings within it. */
export const WINDOW_TTL_MS = 30_000;

/** The ids of one window of a listing, newest first, and how many profiles match (see `listCards`). */
export interface CandidateWindow {
  ids: string[];
  total: number | null;
}

/**
 * The listing's candidates by filters, shared by every member asking for the same filters
 * (decision 24): the database walks the filtered, newest-first index once per window and
 * `WINDOW_TTL_MS`, not once per request. A window holds ids only. Each request reads its page's
 * cards by id with the viewer's own rules (hidden, paused, held, suspended, blocked either way), so
 * privacy holds at once; only which profiles match the filters, and in which order, may be that old.
 * This process forgets every window when a profile is saved here.
 */
export class ListingWindows extends SharedResults<CandidateWindow> {
  constructor(ttlMs = WINDOW_TTL_MS, maxEntries = 2000, now?: () => number) {
    super(ttlMs, maxEntries, now);
  }
}

/** The windows a page reads, and where the page starts in the first of them. */
export function windowsOf(page: { limit: number; offset: number }): { indexes: number[]; skip: number } {
  const first = Math.floor(page.offset / WINDOW_SIZE);
  const last = Math.floor((page.offset + page.limit - 1) / WINDOW_SIZE);
  const indexes = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return { indexes, skip: page.offset - first * WINDOW_SIZE };
}
