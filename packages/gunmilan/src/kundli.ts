import { Body, Ecliptic, e_tilt, GeoVector, MakeTime, SiderealTime, SunPosition } from 'astronomy-engine';
import { houseFrom } from './houses';
import { type Manglik, manglikOf } from './manglik';
import {
  type BirthDetails,
  checkPlace,
  lahiriAyanamsa,
  localTimeToUtc,
  moonTropicalLongitude,
  normalise,
} from './moon';

/** The nine grahas of a Vedic chart, in the order charts list them. */
export const GRAHAS = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
export type Graha = (typeof GRAHAS)[number];

export interface ChartPoint {
  /** Sidereal (Lahiri) longitude, degrees in [0, 360). */
  longitude: number;
  /** 1..12 from Aries (Mesha). */
  sign: number;
}

export interface PlacedGraha extends ChartPoint {
  /** Whole-sign house counted from the ascendant's sign, 1..12. */
  house: number;
}

export interface Kundli {
  ascendant: ChartPoint;
  planets: Record<Graha, PlacedGraha>;
  manglik: Manglik;
}

const DEG = Math.PI / 180;

/** The sign (1 = Aries) of a longitude. */
export function signOf(longitude: number): number {
  return Math.min(12, Math.floor(normalise(longitude) / 30) + 1);
}

/**
 * The mean lunar node (Rahu), tropical, on the mean equinox of date: Meeus, Astronomical
 * Algorithms, 2nd ed., formula 47.7. Swiss Ephemeris' mean node differs by well under an arcsecond.
 */
function meanNodeLongitude(julianCenturiesTT: number): number {
  const t = julianCenturiesTT;
  return normalise(
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467_441 - (t * t * t * t) / 60_616_000,
  );
}

/**
 * The ascendant: the ecliptic degree rising in the east, from the local apparent sidereal time
 * (RAMC), the true obliquity and the latitude (Meeus 14.a's hour-angle form).
 */
function ascendantLongitude(ramcDeg: number, obliquityDeg: number, latitudeDeg: number): number {
  const ramc = ramcDeg * DEG;
  const eps = obliquityDeg * DEG;
  const y = Math.cos(ramc);
  const x = -(Math.sin(ramc) * Math.cos(eps) + Math.tan(latitudeDeg * DEG) * Math.sin(eps));
  return normalise(Math.atan2(y, x) / DEG);
}

const BODIES = {
  mars: Body.Mars,
  mercury: Body.Mercury,
  jupiter: Body.Jupiter,
  venus: Body.Venus,
  saturn: Body.Saturn,
} as const;

/** Tropical apparent longitudes (true equinox of date) of the grahas and the ascendant at `instant`. */
function tropicalChart(
  instant: Date,
  lat: number,
  lon: number,
): { ascendant: number } & Record<Graha, number> {
  const time = MakeTime(instant);
  const tilt = e_tilt(time);
  const planet = (body: Body) => normalise(Ecliptic(GeoVector(body, time, true)).elon);
  // Mean node on the mean equinox, moved to the true equinox like every other longitude here.
  const rahu = normalise(meanNodeLongitude(time.tt / 36_525) + tilt.dpsi / 3600);
  const ramc = normalise(SiderealTime(time) * 15 + lon);
  return {
    ascendant: ascendantLongitude(ramc, tilt.tobl, lat),
    sun: normalise(SunPosition(time).elon),
    moon: moonTropicalLongitude(instant),
    mars: planet(BODIES.mars),
    mercury: planet(BODIES.mercury),
    jupiter: planet(BODIES.jupiter),
    venus: planet(BODIES.venus),
    saturn: planet(BODIES.saturn),
    rahu,
    ketu: normalise(rahu + 180),
  };
}

/**
 * The birth chart (kundli) at a birth: the sidereal (Lahiri) ascendant and nine grahas, each with
 * its sign and whole-sign house, and the Manglik reading of Mars. Rahu is the mean node, Ketu the
 * point opposite. Throws a RangeError for a date, time, place or zone it cannot read.
 */
export function kundliFromBirth(details: BirthDetails): Kundli {
  checkPlace(details);
  const instant = localTimeToUtc(details.date, details.time, details.tz);
  const ayanamsa = lahiriAyanamsa(instant);
  const tropical = tropicalChart(instant, details.lat, details.lon);
  const point = (tropicalLongitude: number): ChartPoint => {
    const longitude = normalise(tropicalLongitude - ayanamsa);
    return { longitude, sign: signOf(longitude) };
  };
  const ascendant = point(tropical.ascendant);
  const planets = Object.fromEntries(
    GRAHAS.map((graha) => {
      const p = point(tropical[graha]);
      return [graha, { ...p, house: houseFrom(ascendant.sign, p.sign) }];
    }),
  ) as Record<Graha, PlacedGraha>;
  return { ascendant, planets, manglik: manglikOf(ascendant.sign, planets) };
}
