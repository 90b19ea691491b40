import type { PadaFacts, Varna } from '../nakshatras';

/** Brahmin 4, Kshatriya 3, Vaishya 2, Shudra 1. */
export const VARNA_RANK: Readonly<Record<Varna, number>> = {
  brahmin: 4,
  kshatriya: 3,
  vaishya: 2,
  shudra: 1,
};

/** Varna (max 1): 1 when the groom's varna ranks at least the bride's, else 0. Not symmetric. */
export function varnaKoota(groom: PadaFacts, bride: PadaFacts): number {
  return VARNA_RANK[groom.varna] >= VARNA_RANK[bride.varna] ? 1 : 0;
}
