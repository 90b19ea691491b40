import { describe, expect, it } from 'vitest';
import { mangalDoshOfVerdict, manglikOf, manglikPairing } from './manglik';

/** A chart from the signs (1 = Aries) of the ascendant, Moon, Mars, Venus and Jupiter. */
const chart = (asc: number, moon: number, mars: number, venus: number, jupiter: number) =>
  manglikOf(asc, {
    moon: { sign: moon },
    mars: { sign: mars },
    venus: { sign: venus },
    jupiter: { sign: jupiter },
  });

describe('manglikOf', () => {
  it('counts Mars in the 1st, 2nd, 4th, 7th, 8th and 12th houses from the Lagna, the Moon and Venus', () => {
    const houses = Array.from({ length: 12 }, (_, i) => i + 1).filter((house) => {
      // Ascendant in Leo (5); Mars `house` signs on; Moon and Venus where they give no dosha; Jupiter far.
      const mars = ((5 - 1 + house - 1) % 12) + 1;
      return chart(5, mars, mars, mars, ((mars + 1) % 12) + 1).fromLagna;
    });
    expect(houses).toEqual([1, 2, 4, 7, 8, 12]);
    expect(chart(1, 4, 7, 7, 3)).toMatchObject({ fromLagna: true, fromMoon: true, fromVenus: true });
    expect(chart(1, 7, 3, 11, 4)).toMatchObject({ fromLagna: false, fromMoon: false, fromVenus: false });
  });

  it('is Manglik from the Lagna, partial (anshik) from the Moon or Venus alone, none otherwise', () => {
    // Mars in Gemini (3) for every case; Jupiter in Aries (1): 3 is its 3rd, no aspect.
    expect(chart(12, 3, 3, 2, 1).verdict).toBe('manglik'); // the 4th from a Pisces lagna
    expect(chart(1, 12, 3, 2, 1)).toMatchObject({ fromLagna: false, fromMoon: true, verdict: 'anshik' });
    expect(chart(1, 2, 3, 3, 1)).toMatchObject({ fromLagna: false, fromVenus: true, verdict: 'anshik' });
    expect(chart(1, 1, 3, 1, 1)).toMatchObject({ verdict: 'none', cancellations: [] });
  });

  it('names each cancellation: own sign, exaltation, Jupiter with Mars, Jupiter aspecting Mars', () => {
    // Lagna Aries, Jupiter in Gemini (no aspect on either): Mars in Aries (the 1st) or Scorpio (the 8th), its own signs.
    expect(chart(1, 5, 1, 5, 3).cancellations).toEqual(['mars_own_sign']);
    expect(chart(1, 5, 8, 5, 3).cancellations).toEqual(['mars_own_sign']);
    // Lagna Cancer: Mars in Capricorn is the 7th, and exalted.
    expect(chart(4, 5, 10, 5, 3).cancellations).toEqual(['mars_exalted']);
    // Lagna Aries: Mars in Cancer (the 4th) with Jupiter there.
    expect(chart(1, 2, 4, 2, 4).cancellations).toEqual(['jupiter_with_mars']);
    // Jupiter in Pisces (12) aspects its 5th (Cancer), 7th (Virgo) and 9th (Scorpio).
    for (const mars of [4, 6])
      expect(chart(mars, 1, mars, 1, 12).cancellations).toContain('jupiter_aspects_mars');
    expect(chart(4, 5, 4, 5, 12)).toMatchObject({ verdict: 'cancelled' });
    // Jupiter's 3rd (Taurus from Pisces) is no aspect: still Manglik.
    expect(chart(2, 5, 2, 5, 12)).toMatchObject({ cancellations: [], verdict: 'manglik' });
  });

  it('reads two partners: both with a standing dosha cancels, one alone does not match', () => {
    expect(manglikPairing('manglik', 'anshik')).toBe('both');
    expect(manglikPairing('manglik', 'cancelled')).toBe('one');
    expect(manglikPairing('none', 'cancelled')).toBe('neither');
  });

  it('maps a verdict to the declared option value matching reads', () => {
    expect(['manglik', 'anshik', 'cancelled', 'none'].map((v) => mangalDoshOfVerdict(v as never))).toEqual([
      'yes',
      'anshik',
      'no',
      'no',
    ]);
  });
});
