import { SharedResults } from '../../lib/shared-results';

/**
 * Listing totals ("Showing 24 of N profiles"). Counting every match on every request costs time in
 * proportion to the community (tens of thousands of rows at 100,000 profiles), so:
 * - up to `EXACT_TOTAL_UP_TO` matches the total is counted with the page, exactly, every time (the
 *   count stops after the cap, so it never reads more than that many matching rows);
 * - above it, the total of the same filters (without the viewer's own blocks) is counted once and
 *   reused for `ttlMs`, shared by every viewer. Such a total can be up to that old and off by the
 *   viewer's blocked profiles, which nobody can tell in hundreds (docs/decisions/0012).
 */
export const EXACT_TOTAL_UP_TO = 200;

export class ListingTotals extends SharedResults<number> {}
