import type { Gana, PadaFacts } from '../nakshatras';

export const GANAS: readonly Gana[] = ['deva', 'manushya', 'rakshasa'];

/**
 * DEFAULT gana table, rows = BRIDE's gana, columns = GROOM's gana (Saravali, Maitreya's
 * gana_map[groom][bride], PyJHora since V3.1.1). Not symmetric: groom Manushya + bride Deva = 6,
 * groom Deva + bride Manushya = 5; groom Deva + bride Rakshasa = 1, groom Rakshasa + bride Deva = 0.
 */
export const GANA_TABLE: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

/** Gana (max 6). */
export function ganaKoota(groom: PadaFacts, bride: PadaFacts): number {
  return GANA_TABLE[GANAS.indexOf(bride.gana)]![GANAS.indexOf(groom.gana)]!;
}
