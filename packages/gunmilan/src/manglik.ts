/**
 * Manglik (Mangal or Kuja dosha) read from a birth chart. The rules, their sources and what is
 * left out are in docs/decisions/0044-manglik-from-the-birth-chart.md.
 */

import { houseFrom } from './houses';

/** Houses that give Mangal dosha when Mars occupies them, counted from the Lagna, Moon or Venus. */
export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

/** Signs, 1 = Aries. */
const ARIES = 1;
const SCORPIO = 8;
const CAPRICORN = 10;

/** Jupiter's full aspects: the 5th, 7th and 9th signs counted from its own. */
const JUPITER_ASPECTS: readonly number[] = [5, 7, 9];

export const MANGLIK_CANCELLATIONS = [
  /** Mars in Aries or Scorpio, the signs it rules. */
  'mars_own_sign',
  /** Mars in Capricorn, its exaltation. */
  'mars_exalted',
  /** Jupiter in the same sign as Mars. */
  'jupiter_with_mars',
  /** Mars in the 5th, 7th or 9th sign from Jupiter, which Jupiter aspects. */
  'jupiter_aspects_mars',
] as const;
export type ManglikCancellation = (typeof MANGLIK_CANCELLATIONS)[number];

/**
 * `manglik`: Mars in a dosha house from the Lagna, not cancelled. `anshik` (partial): only from
 * the Moon or Venus, not cancelled. `cancelled`: in a dosha house but a cancellation applies.
 * `none`: in no dosha house from any of the three.
 */
export type ManglikVerdict = 'none' | 'manglik' | 'anshik' | 'cancelled';

export interface Manglik {
  fromLagna: boolean;
  fromMoon: boolean;
  fromVenus: boolean;
  /** The cancellations that apply, in the order of MANGLIK_CANCELLATIONS; empty when there is no dosha. */
  cancellations: ManglikCancellation[];
  verdict: ManglikVerdict;
}

function cancellationsOf(marsSign: number, jupiterSign: number): ManglikCancellation[] {
  const found: ManglikCancellation[] = [];
  if (marsSign === ARIES || marsSign === SCORPIO) found.push('mars_own_sign');
  if (marsSign === CAPRICORN) found.push('mars_exalted');
  if (marsSign === jupiterSign) found.push('jupiter_with_mars');
  if (JUPITER_ASPECTS.includes(houseFrom(jupiterSign, marsSign))) found.push('jupiter_aspects_mars');
  return found;
}

/** The Manglik reading of a chart from the signs (1..12) of the ascendant, Moon, Mars, Venus and Jupiter. */
export function manglikOf(
  ascendantSign: number,
  planets: Record<'moon' | 'mars' | 'venus' | 'jupiter', { sign: number }>,
): Manglik {
  const mars = planets.mars.sign;
  const inDoshaHouse = (fromSign: number) => MANGLIK_HOUSES.includes(houseFrom(fromSign, mars));
  const fromLagna = inDoshaHouse(ascendantSign);
  const fromMoon = inDoshaHouse(planets.moon.sign);
  const fromVenus = inDoshaHouse(planets.venus.sign);
  if (!fromLagna && !fromMoon && !fromVenus) {
    return { fromLagna, fromMoon, fromVenus, cancellations: [], verdict: 'none' };
  }
  const cancellations = cancellationsOf(mars, planets.jupiter.sign);
  const verdict: ManglikVerdict = cancellations.length > 0 ? 'cancelled' : fromLagna ? 'manglik' : 'anshik';
  return { fromLagna, fromMoon, fromVenus, cancellations, verdict };
}

/** A dosha that stands (not absent, not cancelled). */
export function hasStandingDosha(verdict: ManglikVerdict): boolean {
  return verdict === 'manglik' || verdict === 'anshik';
}

/**
 * Whether two partners' Manglik status matches: `neither` has a standing dosha; `both` have one,
 * which the common rule says cancels between them; `one` has it and the other not (a mismatch).
 */
export type ManglikPairing = 'neither' | 'both' | 'one';

export function manglikPairing(a: ManglikVerdict, b: ManglikVerdict): ManglikPairing {
  const [x, y] = [hasStandingDosha(a), hasStandingDosha(b)];
  if (x && y) return 'both';
  return x || y ? 'one' : 'neither';
}

/** The declared `mangal_dosh` value (profile option) a computed verdict stands for in matching. */
export function mangalDoshOfVerdict(verdict: ManglikVerdict): 'yes' | 'anshik' | 'no' {
  if (verdict === 'manglik') return 'yes';
  return verdict === 'anshik' ? 'anshik' : 'no';
}
