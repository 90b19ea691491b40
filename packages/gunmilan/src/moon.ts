import { EclipticGeoMoon, e_tilt, MakeTime } from 'astronomy-engine';
import { type MoonStar, PADA_SPAN, padaIndex, starOfPadaIndex } from './nakshatras';

/** Birth details: local civil date and time at the birth place, its coordinates and IANA zone. */
export interface BirthDetails {
  /** YYYY-MM-DD, local. */
  date: string;
  /** HH:MM (24-hour), local. */
  time: string;
  /** Degrees north (-90..90). Only checked: Indian practice uses the geocentric Moon. */
  lat: number;
  /** Degrees east (-180..180). Only checked, as `lat`. */
  lon: number;
  /** IANA time zone of the birth place, such as Asia/Kolkata. */
  tz: string;
}

export interface MoonPosition extends MoonStar {
  /** Sidereal (Lahiri) longitude, degrees in [0, 360). */
  longitude: number;
  /** 1..12, 1 = Mesha. */
  rashi: number;
  /** Degrees into the rashi, [0, 30). */
  degreeInRashi: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Degrees into [0, 360), without the rounding of adding and taking away 360 from small angles. */
export function normalise(deg: number): number {
  const r = deg % 360;
  if (r >= 0) return r;
  return r + 360 === 360 ? 0 : r + 360;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`Unknown time zone: ${tz}`);
    }
    formatters.set(tz, f);
  }
  return f;
}

/** The zone's offset from UTC (milliseconds, east positive) at the instant `utcMs`. */
function offsetAt(tz: string, utcMs: number): number {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(tz).formatToParts(new Date(utcMs))) parts[p.type] = p.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const local = Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  // Intl shows whole seconds; compare with the instant cut to whole seconds too.
  return local - Math.floor(utcMs / 1000) * 1000;
}

function parseLocal(date: string, time: string): number {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Expected date YYYY-MM-DD and time HH:MM, got ${date} ${time}`);
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const local = new Date(0);
  local.setUTCFullYear(year, month - 1, day);
  local.setUTCHours(Number(t[1]), Number(t[2]), 0, 0);
  if (local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day) {
    throw new RangeError(`No such date: ${date}`);
  }
  return local.getTime();
}

/**
 * The UTC instant of a local civil time in an IANA zone, with that zone's historical offsets
 * (the ones the runtime's time-zone database holds, via Intl: e.g. India's +06:30 war time of
 * 1942-45, local mean time before 1906). A time that happens twice (clocks going back) is the
 * first of the two; a time skipped by clocks going forward is read with the offset in force
 * before the change, i.e. pushed forward by the gap (as JavaScript's Temporal does by default).
 */
export function localTimeToUtc(date: string, time: string, tz: string): Date {
  const localMs = parseLocal(date, time);
  // Offsets in force half a day either side cover every real transition.
  const before = offsetAt(tz, localMs - 12 * HOUR_MS);
  const after = offsetAt(tz, localMs + 12 * HOUR_MS);
  const valid = [...new Set([before, after])]
    .map((offset) => localMs - offset)
    .filter((utc) => offsetAt(tz, utc) === localMs - utc)
    .sort((a, b) => a - b);
  return new Date(valid[0] ?? localMs - before);
}

/** Geocentric tropical longitude of the Moon, true ecliptic and equinox of date (degrees). */
export function moonTropicalLongitude(instant: Date): number {
  return normalise(EclipticGeoMoon(instant).lon);
}

/**
 * The Lahiri (Chitrapaksha) ayanamsa at `instant`: the reference's linear formula for the mean
 * value, 23.857 + 1.3969 T degrees (T in Julian centuries from J2000), plus the nutation in
 * longitude, because the Moon's longitude above is measured from the true equinox of date
 * (as Indian ephemerides and Swiss Ephemeris do; the two differ by at most about 17").
 */
export function lahiriAyanamsa(instant: Date): number {
  const time = MakeTime(instant);
  const mean = 23.857 + 1.3969 * (time.ut / 36_525);
  return mean + e_tilt(time).dpsi / 3600;
}

/** The Moon's sidereal (Lahiri) longitude at `instant`, degrees in [0, 360). */
export function moonSiderealLongitude(instant: Date): number {
  return normalise(moonTropicalLongitude(instant) - lahiriAyanamsa(instant));
}

/** Nakshatra, pada and rashi of a sidereal longitude. */
export function positionFromLongitude(longitude: number): MoonPosition {
  const lon = normalise(longitude);
  const { nakshatra, pada } = starOfPadaIndex(Math.min(107, Math.floor(lon / PADA_SPAN)));
  const rashi = Math.floor(padaIndex({ nakshatra, pada }) / 9) + 1;
  return { longitude: lon, nakshatra, pada, rashi, degreeInRashi: lon - (rashi - 1) * 30 };
}

export function checkPlace(details: BirthDetails): void {
  const { lat, lon } = details;
  if (!Number.isFinite(lat) || lat < -90 || lat > 90 || !Number.isFinite(lon) || lon < -180 || lon > 180) {
    throw new RangeError(`Birth place out of range: ${lat}, ${lon}`);
  }
}

/** The Moon's sidereal position at a birth: longitude, nakshatra, pada, rashi. */
export function moonFromBirth(details: BirthDetails): MoonPosition {
  checkPlace(details);
  return positionFromLongitude(moonSiderealLongitude(localTimeToUtc(details.date, details.time, details.tz)));
}

/** The Moon's nakshatra and pada at a birth (geocentric Moon, Lahiri ayanamsa). */
export function nakshatraFromBirth(details: BirthDetails): MoonStar {
  const { nakshatra, pada } = moonFromBirth(details);
  return { nakshatra, pada };
}
