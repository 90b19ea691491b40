/**
 * Just enough astronomy to give demo profiles consistent horoscope fields: the Moon's sidereal
 * (Lahiri) longitude at birth decides nakshatra, pada and rashi, and the birth name starts with
 * that pada's syllable (shared/reference/gun-milan.md, sections 1, 4 and 5).
 */

/** Nakshatra names, 1-based order (index 0 = Ashwini). */
export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;

export interface MoonPosition {
  /** Sidereal longitude in degrees, 0..360. */
  longitude: number;
  /** 1..27 */
  nakshatra: number;
  /** 1..4 */
  pada: number;
  /** 1..12, 1 = Mesha */
  rashi: number;
}

const DEG = Math.PI / 180;
const norm = (deg: number) => ((deg % 360) + 360) % 360;

/**
 * Periodic terms of the Moon's longitude (Meeus, Astronomical Algorithms, table 47.A): the
 * multiples of D, M, M', F and the amplitude in 1e-6 degrees. The largest 34 terms; the rest
 * are each below 0.002 degrees.
 */
const LONGITUDE_TERMS: readonly (readonly [number, number, number, number, number])[] = [
  [0, 0, 1, 0, 6288774],
  [2, 0, -1, 0, 1274027],
  [2, 0, 0, 0, 658314],
  [0, 0, 2, 0, 213618],
  [0, 1, 0, 0, -185116],
  [0, 0, 0, 2, -114332],
  [2, 0, -2, 0, 58793],
  [2, -1, -1, 0, 57066],
  [2, 0, 1, 0, 53322],
  [2, -1, 0, 0, 45758],
  [0, 1, -1, 0, -40923],
  [1, 0, 0, 0, -34720],
  [0, 1, 1, 0, -30383],
  [2, 0, 0, -2, 15327],
  [0, 0, 1, 2, -12528],
  [0, 0, 1, -2, 10980],
  [4, 0, -1, 0, 10675],
  [0, 0, 3, 0, 10034],
  [4, 0, -2, 0, 8548],
  [2, 1, -1, 0, -7888],
  [2, 1, 0, 0, -6766],
  [1, 0, -1, 0, -5163],
  [1, 1, 0, 0, 4987],
  [2, -1, 1, 0, 4036],
  [2, 0, 2, 0, 3994],
  [4, 0, 0, 0, 3861],
  [2, 0, -3, 0, 3665],
  [0, 1, -2, 0, -2689],
  [2, 0, -1, 2, -2602],
  [2, -1, -2, 0, 2390],
  [1, 0, 1, 0, -2348],
  [2, -2, 0, 0, 2236],
  [0, 1, 2, 0, -2120],
  [0, 2, 0, 0, -2069],
];

/** Geocentric tropical longitude of the Moon (mean equinox of date), good to about 0.01 degree. */
export function moonTropicalLongitude(instant: Date): number {
  const jd = instant.getTime() / 86_400_000 + 2_440_587.5;
  const t = (jd - 2_451_545) / 36_525;
  const lp = 218.3164477 + 481_267.88123421 * t - 0.0015786 * t * t;
  const d = (297.8501921 + 445_267.1114034 * t - 0.0018819 * t * t) * DEG;
  const m = (357.5291092 + 35_999.0502909 * t - 0.0001536 * t * t) * DEG;
  const mp = (134.9633964 + 477_198.8675055 * t + 0.0087414 * t * t) * DEG;
  const fArg = (93.272095 + 483_202.0175233 * t - 0.0036539 * t * t) * DEG;
  const e = 1 - 0.002516 * t - 0.0000074 * t * t;
  let sum = 0;
  for (const [cd, cm, cmp, cf, amplitude] of LONGITUDE_TERMS) {
    const scale = Math.abs(cm) === 1 ? e : Math.abs(cm) === 2 ? e * e : 1;
    sum += amplitude * scale * Math.sin(cd * d + cm * m + cmp * mp + cf * fArg);
  }
  const a1 = (119.75 + 131.849 * t) * DEG;
  const a2 = (53.09 + 479_264.29 * t) * DEG;
  sum += 3958 * Math.sin(a1) + 1962 * Math.sin(lp * DEG - fArg) + 318 * Math.sin(a2);
  return norm(lp + sum / 1e6);
}

/** Lahiri ayanamsa, the linear approximation of gun-milan.md section 5. */
export function lahiriAyanamsa(instant: Date): number {
  const jd = instant.getTime() / 86_400_000 + 2_440_587.5;
  return 23.857 + 1.3969 * ((jd - 2_451_545) / 36_525);
}

const NAKSHATRA_SPAN = 360 / 27;
const PADA_SPAN = NAKSHATRA_SPAN / 4;

export function moonPosition(instant: Date): MoonPosition {
  const longitude = norm(moonTropicalLongitude(instant) - lahiriAyanamsa(instant));
  return positionFromLongitude(longitude);
}

export function positionFromLongitude(longitude: number): MoonPosition {
  const nakshatra = Math.floor(longitude / NAKSHATRA_SPAN) + 1;
  const pada = Math.floor((longitude % NAKSHATRA_SPAN) / PADA_SPAN) + 1;
  return { longitude, nakshatra, pada, rashi: rashiOfPada(nakshatra, pada) };
}

/** Rashi (1..12) holding the pada; every rashi holds exactly nine padas. */
export function rashiOfPada(nakshatra: number, pada: number): number {
  return Math.floor(((nakshatra - 1) * 4 + (pada - 1)) / 9) + 1;
}

/** How far (degrees) the longitude is from the nearest pada boundary. */
export function distanceToPadaEdge(longitude: number): number {
  const within = longitude % PADA_SPAN;
  return Math.min(within, PADA_SPAN - within);
}

/** The UTC instant of a local civil time in India (UTC+05:30, no DST since 1945). */
export function istToInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}
