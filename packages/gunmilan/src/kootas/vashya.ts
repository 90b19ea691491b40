import type { PadaFacts, VashyaGroup } from '../nakshatras';

/** Group order of the tables below. */
export const VASHYA_GROUPS: readonly VashyaGroup[] = [
  'chatushpada',
  'manava',
  'jalachara',
  'vanachara',
  'keeta',
];

/**
 * DEFAULT vashya table, rows = groom's group, columns = bride's group, in `VASHYA_GROUPS` order
 * (the most frequent table in public code; reference section 3.2). This table happens to be
 * symmetric, so the score does not depend on who is the groom; several variants are not.
 */
export const VASHYA_TABLE: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/** Vashya (max 2). */
export function vashyaKoota(groom: PadaFacts, bride: PadaFacts): number {
  return VASHYA_TABLE[VASHYA_GROUPS.indexOf(groom.vashya)]![VASHYA_GROUPS.indexOf(bride.vashya)]!;
}
