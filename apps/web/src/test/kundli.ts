import type { KundliChart, ManglikMatch, ManglikReading } from '@jodi/contract';

const at = (sign: number, house: number, degree = 12.5) => ({
  longitude: (sign - 1) * 30 + degree,
  sign,
  house,
});

/**
 * A birth chart as the API sends it: ascendant in Leo (5), so Leo is house 1 and Capricorn (10)
 * house 6. Sun and Mercury in Capricorn (house 6), the Moon with the Lagna in Leo, Mars in Scorpio
 * (house 4), Jupiter in Taurus (house 10), Venus in Aquarius (house 7), Saturn in Libra (house 3),
 * Rahu in Pisces (house 8) and Ketu in Virgo (house 2).
 */
export const FIXTURE_CHART: KundliChart = {
  ascendant: { longitude: 4 * 30 + 7.25, sign: 5 },
  planets: {
    sun: at(10, 6, 3.1),
    moon: at(5, 1, 20.4),
    mars: at(8, 4),
    mercury: at(10, 6, 27.9),
    jupiter: at(2, 10),
    venus: at(11, 7),
    saturn: at(7, 3),
    rahu: at(12, 8),
    ketu: at(6, 2),
  },
};

export function buildManglik(overrides: Partial<ManglikReading> = {}): ManglikReading {
  return {
    from_lagna: true,
    from_moon: false,
    from_venus: false,
    cancellations: [],
    verdict: 'manglik',
    explanation: 'Mars is in the 4th house from the Lagna, a house of Mangal dosh.',
    ...overrides,
  };
}

export function buildManglikMatch(overrides: Partial<ManglikMatch> = {}): ManglikMatch {
  return {
    pairing: 'one',
    from_charts: true,
    text: 'Only one of you is Manglik: families often ask a jyotishi about this.',
    ...overrides,
  };
}
