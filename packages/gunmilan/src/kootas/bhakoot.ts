import type { PadaFacts } from '../nakshatras';

/** (groom rashi - bride rashi) mod 12 for the good positions 1/1, 3/11, 4/10, 7/7. */
export const GOOD_BHAKOOT_DISTANCES: ReadonlySet<number> = new Set([0, 2, 3, 6, 9, 10]);

/** Bhakoot / Rashi koota (max 7): 0 for 2/12, 5/9 and 6/8 pairs, else 7. Symmetric. */
export function bhakootKoota(groom: PadaFacts, bride: PadaFacts): number {
  const d = (((groom.rashi - bride.rashi) % 12) + 12) % 12;
  return GOOD_BHAKOOT_DISTANCES.has(d) ? 7 : 0;
}
