import type { GunMilanScore } from './score';

/**
 * The doshas calculators name beside the score: a koota that scores 0. Cancellation rules
 * (reference 3.9) differ between sources and never change the 36-point sum, so they are left out.
 */
export interface Doshas {
  /** Same nadi (Nadi koota 0). */
  nadi: boolean;
  /** A 2/12, 5/9 or 6/8 rashi pair (Bhakoot koota 0). */
  bhakoot: boolean;
  /** Gana koota 0 (Manushya-Rakshasa, or a Rakshasa groom with a Deva bride). */
  gana: boolean;
}

export function doshasOf(score: Pick<GunMilanScore, 'nadi' | 'bhakoot' | 'gana'>): Doshas {
  return { nadi: score.nadi === 0, bhakoot: score.bhakoot === 0, gana: score.gana === 0 };
}
