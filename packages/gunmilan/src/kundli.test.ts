import { describe, expect, it } from 'vitest';
import { GRAHAS, type Graha, kundliFromBirth, signOf } from './kundli';
import vectors from './kundli.vectors.json' with { type: 'json' };

const ARCMINUTE = 1 / 60;
/** Angular distance in degrees, across 0/360. */
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
/** Within an arcminute of a sign's edge, where the two ephemerides may name different signs. */
const nearEdge = (lon: number) => lon % 30 < ARCMINUTE || lon % 30 > 30 - ARCMINUTE;

interface Vector {
  date: string;
  time: string;
  lat: number;
  lon: number;
  tz: string;
  ascendant: number;
  planets: Record<Exclude<Graha, 'ketu'>, number>;
  manglik: { fromLagna: boolean; fromMoon: boolean; fromVenus: boolean };
}
const births = vectors.births as Vector[];
const expected = (v: Vector, graha: Graha) =>
  graha === 'ketu' ? (v.planets.rahu + 180) % 360 : v.planets[graha];

describe('kundliFromBirth against Swiss Ephemeris (Moshier, Lahiri, mean node)', () => {
  const charts = births.map((v) => ({ v, chart: kundliFromBirth(v) }));

  it(`holds ${births.length} random births from 1900 to 2015, in India and abroad`, () => {
    expect(births.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(births.map((b) => b.tz)).size).toBeGreaterThan(10);
  });

  it('puts the ascendant and every graha within one arcminute', () => {
    let worst = 0;
    for (const { v, chart } of charts) {
      worst = Math.max(worst, apart(chart.ascendant.longitude, v.ascendant));
      for (const graha of GRAHAS)
        worst = Math.max(worst, apart(chart.planets[graha].longitude, expected(v, graha)));
    }
    expect(worst).toBeLessThan(ARCMINUTE);
  });

  it('names the same sign for the ascendant and every graha (births within an arcminute of an edge left out)', () => {
    let compared = 0;
    const wrong: string[] = [];
    for (const { v, chart } of charts) {
      const points: [string, number, number][] = [
        ['ascendant', chart.ascendant.sign, v.ascendant],
        ...GRAHAS.map((g): [string, number, number] => [g, chart.planets[g].sign, expected(v, g)]),
      ];
      for (const [name, sign, lon] of points) {
        if (nearEdge(lon)) continue;
        compared++;
        if (sign !== signOf(lon)) wrong.push(`${v.date} ${v.time} ${v.tz} ${name}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(births.length * 9.9);
  });

  it('gives the same three Manglik booleans', () => {
    let compared = 0;
    for (const { v, chart } of charts) {
      if ([v.ascendant, v.planets.moon, v.planets.mars, v.planets.venus].some(nearEdge)) continue;
      compared++;
      const { fromLagna, fromMoon, fromVenus } = chart.manglik;
      expect({ fromLagna, fromMoon, fromVenus }, `${v.date} ${v.time} ${v.tz}`).toEqual(v.manglik);
    }
    expect(compared).toBeGreaterThan(births.length * 0.99);
  });

  it('counts houses whole-sign from the ascendant, Ketu opposite Rahu', () => {
    for (const { chart } of charts.slice(0, 200)) {
      for (const graha of GRAHAS) {
        const { sign, house } = chart.planets[graha];
        expect((chart.ascendant.sign - 1 + house - 1) % 12).toBe(sign - 1);
      }
      expect(apart(chart.planets.ketu.longitude, chart.planets.rahu.longitude)).toBeCloseTo(180, 9);
    }
  });
});

describe('kundliFromBirth: published charts', () => {
  it('Indira Gandhi (19 Nov 1917 23:11, Allahabad): Cancer (Karka) lagna, Moon in Capricorn in the 7th', () => {
    const chart = kundliFromBirth({
      date: '1917-11-19',
      time: '23:11',
      lat: 25.4358,
      lon: 81.8463,
      tz: 'Asia/Kolkata',
    });
    expect(chart.ascendant.sign).toBe(4);
    expect(chart.planets.moon).toMatchObject({ sign: 10, house: 7 });
    expect(chart.planets.sun.sign).toBe(8);
  });

  it('Narendra Modi (17 Sep 1950 11:00, Vadnagar): Scorpio lagna with the Moon and Mars in it, Mars in its own sign', () => {
    const chart = kundliFromBirth({
      date: '1950-09-17',
      time: '11:00',
      lat: 23.785,
      lon: 72.639,
      tz: 'Asia/Kolkata',
    });
    expect(chart.ascendant.sign).toBe(8);
    expect(chart.planets.moon).toMatchObject({ sign: 8, house: 1 });
    expect(chart.planets.mars).toMatchObject({ sign: 8, house: 1 });
    expect(chart.manglik).toEqual({
      fromLagna: true,
      fromMoon: true,
      fromVenus: true,
      cancellations: ['mars_own_sign'],
      verdict: 'cancelled',
    });
  });

  it('checks its input', () => {
    const ok = { date: '2000-01-01', time: '12:00', lat: 18.52, lon: 73.86, tz: 'Asia/Kolkata' };
    expect(() => kundliFromBirth({ ...ok, time: '7pm' })).toThrow(RangeError);
    expect(() => kundliFromBirth({ ...ok, lon: 200 })).toThrow(RangeError);
    expect(() => kundliFromBirth({ ...ok, tz: 'Nowhere/Else' })).toThrow(/time zone/);
  });
});
