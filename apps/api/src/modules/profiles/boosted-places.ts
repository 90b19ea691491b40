import { BOOSTED_PLACES } from '@jodi/contract';

/** A card row in a boosted place, with the boost that put it there (decision 32). */
export type BoostedRow<R> = R & { boostId: string };

/** A page with its boosted places merged in, and what to record and mark. */
export interface MergedPage<R> {
  rows: R[];
  /** The ids of the page's cards in a boosted place (marked `boosted: true`). */
  boostedIds: ReadonlySet<string>;
  /** The boosts the viewer is shown on this page ("seen by"). */
  shownBoosts: string[];
}

/**
 * Merges the boosted profiles of a viewer into one page of a listing or of /matches, when the page
 * is read (decision 32): on the first page (`offset` 0) the boosted rows, in their rotation order
 * and at most BOOSTED_PLACES of them, take the top places; on every page the boosted profiles are
 * left out of the usual rows, so none shows twice. Every other row keeps its page: the first page
 * carries the boosted places on top of its usual rows (up to BOOSTED_PLACES more than its limit),
 * so no later page shifts and no profile is lost between pages.
 */
export function mergeBoostedPlaces<R extends { id: string }>(
  offset: number,
  boosted: readonly BoostedRow<R>[],
  usual: readonly R[],
): MergedPage<R> {
  const placed = boosted.slice(0, BOOSTED_PLACES);
  if (placed.length === 0) return { rows: [...usual], boostedIds: new Set(), shownBoosts: [] };
  const ids = new Set(placed.map((row) => row.id));
  const rest = usual.filter((row) => !ids.has(row.id));
  if (offset > 0) return { rows: rest, boostedIds: new Set(), shownBoosts: [] };
  const top = placed.map(({ boostId: _, ...row }) => row as unknown as R);
  return { rows: [...top, ...rest], boostedIds: ids, shownBoosts: placed.map((row) => row.boostId) };
}

/** The page's cards, each one in a boosted place marked `boosted: true` (no other card says `boosted`). */
export function markBoosted<C extends { id: string }>(
  cards: readonly C[],
  boostedIds: ReadonlySet<string>,
): (C & { boosted?: true })[] {
  if (boostedIds.size === 0) return [...cards];
  return cards.map((card) => (boostedIds.has(card.id) ? { ...card, boosted: true as const } : card));
}
