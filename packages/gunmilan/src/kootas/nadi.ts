import type { PadaFacts } from '../nakshatras';

/** Nadi (max 8): the same nadi is Nadi dosha (0), different nadis 8. Symmetric. */
export function nadiKoota(groom: PadaFacts, bride: PadaFacts): number {
  return groom.nadi === bride.nadi ? 0 : 8;
}
