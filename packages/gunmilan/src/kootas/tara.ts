import type { PadaFacts } from '../nakshatras';

/** Remainders (count mod 9) of the bad taras: Vipat 3, Pratyari 5, Vadha 7. */
export const BAD_TARA_REMAINDERS: ReadonlySet<number> = new Set([3, 5, 7]);

/** Count from star `from` to star `to`, inclusive (1..27): from a star to itself is 1. */
export function starCount(from: number, to: number): number {
  return ((((to - from) % 27) + 27) % 27) + 1;
}

/**
 * Tara / Dina (max 3): count from the bride's nakshatra to the groom's and from the groom's to the
 * bride's; each direction whose count mod 9 is not 3, 5 or 7 earns 1.5. Symmetric; only 1.5 or 3.
 */
export function taraKoota(groom: PadaFacts, bride: PadaFacts): number {
  const good = (count: number) => !BAD_TARA_REMAINDERS.has(count % 9);
  return (
    (good(starCount(bride.nakshatra, groom.nakshatra)) ? 1.5 : 0) +
    (good(starCount(groom.nakshatra, bride.nakshatra)) ? 1.5 : 0)
  );
}
