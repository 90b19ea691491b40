import { type MoonStar, nakshatraFromBirth, nakshatraFromName } from '@jodi/gunmilan';

export type MoonSource = 'birth' | 'name';

/** The birth details of a profile row (column names; absent = null, as in an insert). */
export interface BirthFields {
  birthdate?: string | null;
  birthTime?: string | null;
  birthLat?: number | null;
  birthLon?: number | null;
  birthTz?: string | null;
  birthname?: string | null;
}

/** The stored Moon of a profile: the `moon_*` columns. */
export interface MoonColumns {
  moonNakshatra: number | null;
  moonPada: number | null;
  moonSource: MoonSource | null;
}

export const NO_MOON: MoonColumns = { moonNakshatra: null, moonPada: null, moonSource: null };

const columns = (star: MoonStar, source: MoonSource): MoonColumns => ({
  moonNakshatra: star.nakshatra,
  moonPada: star.pada,
  moonSource: source,
});

/**
 * The Moon's nakshatra and pada for a profile's birth details: from the birth date, time and place
 * when all are known (lat, lon and time zone), since the birth chart takes precedence; otherwise
 * from the first syllable of the birth name; otherwise none.
 */
export function moonColumnsFor(birth: BirthFields): MoonColumns {
  const { birthdate, birthTime, birthLat, birthLon, birthTz } = birth;
  if (birthdate && birthTime && typeof birthLat === 'number' && typeof birthLon === 'number' && birthTz) {
    try {
      return columns(
        nakshatraFromBirth({ date: birthdate, time: birthTime, lat: birthLat, lon: birthLon, tz: birthTz }),
        'birth',
      );
    } catch {
      // A zone the runtime does not know (the input only checks its shape): use the name.
    }
  }
  const fromName = birth.birthname ? nakshatraFromName(birth.birthname) : null;
  return fromName ? columns(fromName, 'name') : NO_MOON;
}

/** The stored Moon of a row, or null. */
export function moonOf(row: Pick<MoonColumns, 'moonNakshatra' | 'moonPada'>): MoonStar | null {
  return row.moonNakshatra !== null && row.moonPada !== null
    ? { nakshatra: row.moonNakshatra, pada: row.moonPada }
    : null;
}
