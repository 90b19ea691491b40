import { type Kundli, kundliFromBirth, mangalDoshOfVerdict } from '@jodi/gunmilan';
import type { BirthFields, MoonColumns } from './moon-of-profile';
import { moonColumnsFor } from './moon-of-profile';

/** The stored birth chart of a profile: the `kundli` and `chart_mangal_dosh` columns. */
export interface ChartColumns {
  kundli: Kundli | null;
  /** The computed Manglik verdict as a `mangal_dosh` option value, which matching reads before the declared one. */
  chartMangalDosh: 'yes' | 'anshik' | 'no' | null;
}

export const NO_CHART: ChartColumns = { kundli: null, chartMangalDosh: null };

/** The birth chart for a profile's birth details when date, time and place (lat, lon, zone) are all known. */
export function chartColumnsFor(birth: BirthFields): ChartColumns {
  const { birthdate, birthTime, birthLat, birthLon, birthTz } = birth;
  if (!birthdate || !birthTime || typeof birthLat !== 'number' || typeof birthLon !== 'number' || !birthTz) {
    return NO_CHART;
  }
  try {
    const kundli = kundliFromBirth({
      date: birthdate,
      time: birthTime,
      lat: birthLat,
      lon: birthLon,
      tz: birthTz,
    });
    return { kundli, chartMangalDosh: mangalDoshOfVerdict(kundli.manglik.verdict) };
  } catch {
    // A zone the runtime does not know (the input only checks its shape): no chart.
    return NO_CHART;
  }
}

/** Every column computed from the birth details: the Moon for Gun Milan and the birth chart. */
export function astroColumnsFor(birth: BirthFields): MoonColumns & ChartColumns {
  return { ...moonColumnsFor(birth), ...chartColumnsFor(birth) };
}
