import { bhakootKoota } from './kootas/bhakoot';
import { ganaKoota } from './kootas/gana';
import { grahaMaitriKoota } from './kootas/graha-maitri';
import { nadiKoota } from './kootas/nadi';
import { taraKoota } from './kootas/tara';
import { varnaKoota } from './kootas/varna';
import { vashyaKoota } from './kootas/vashya';
import { yoniKoota } from './kootas/yoni';
import { assertMoonStar, type MoonStar, type PadaFacts, padaFacts } from './nakshatras';

/** The eight kootas, in the traditional order (their maxima are 1..8). */
export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'] as const;
export type Koota = (typeof KOOTAS)[number];

/** The most points each koota can give, and the total (36). */
export const KOOTA_MAXIMA = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  graha_maitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
} as const satisfies Record<Koota, number>;
export const MAX_TOTAL = 36;

export type GunMilanScore = Record<Koota, number> & { total: number };

const KOOTA_RULES: Record<Koota, (groom: PadaFacts, bride: PadaFacts) => number> = {
  varna: varnaKoota,
  vashya: vashyaKoota,
  tara: taraKoota,
  yoni: yoniKoota,
  graha_maitri: grahaMaitriKoota,
  gana: ganaKoota,
  bhakoot: bhakootKoota,
  nadi: nadiKoota,
};

/**
 * Ashtakoota Gun Milan of a groom and a bride, each given by the Moon's nakshatra and pada.
 * Every koota follows the reference's DEFAULT rule (see README). Points come in steps of 0.5, so
 * the sums are exact in floating point. Throws a RangeError for a side that is not a real pada.
 */
export function scoreMatch(groom: MoonStar, bride: MoonStar): GunMilanScore {
  assertMoonStar(groom, 'groom');
  assertMoonStar(bride, 'bride');
  const g = padaFacts(groom);
  const b = padaFacts(bride);
  const points = Object.fromEntries(KOOTAS.map((koota) => [koota, KOOTA_RULES[koota](g, b)])) as Record<
    Koota,
    number
  >;
  return { ...points, total: KOOTAS.reduce((sum, koota) => sum + points[koota], 0) };
}
