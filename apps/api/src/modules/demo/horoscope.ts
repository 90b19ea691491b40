/**
 * Horoscope fields for demo profiles, from the same astronomy as Gun Milan (@jodi/gunmilan): the
 * Moon's sidereal (Lahiri) longitude at birth decides nakshatra, pada and rashi, and the birth
 * name starts with that pada's syllable (the Gun Milan reference's sections 1, 4 and 5, restated in packages/gunmilan/README.md).
 */
import {
  positionFromLongitude as gunMilanPosition,
  localTimeToUtc,
  moonSiderealLongitude,
  PADA_SPAN,
  rashiOf,
} from '@jodi/gunmilan';

export { lahiriAyanamsa, moonTropicalLongitude } from '@jodi/gunmilan';

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

export function positionFromLongitude(longitude: number): MoonPosition {
  const { nakshatra, pada, rashi } = gunMilanPosition(longitude);
  return { longitude, nakshatra, pada, rashi };
}

/** The Moon's sidereal position at an instant. */
export function moonPosition(instant: Date): MoonPosition {
  return positionFromLongitude(moonSiderealLongitude(instant));
}

/** Rashi (1..12) holding the pada; every rashi holds exactly nine padas. */
export function rashiOfPada(nakshatra: number, pada: number): number {
  return rashiOf({ nakshatra, pada });
}

/** How far (degrees) the longitude is from the nearest pada boundary. */
export function distanceToPadaEdge(longitude: number): number {
  const within = longitude % PADA_SPAN;
  return Math.min(within, PADA_SPAN - within);
}

/** The UTC instant of a local civil time in India (Asia/Kolkata, with its historical offsets). */
export function istToInstant(date: string, time: string): Date {
  return localTimeToUtc(date, time, 'Asia/Kolkata');
}
