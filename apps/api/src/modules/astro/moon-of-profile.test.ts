import { describe, expect, it } from 'vitest';
import { moonColumnsFor, moonOf, NO_MOON } from './moon-of-profile';

const CHART = {
  birthdate: '1917-11-19',
  birthTime: '23:11',
  birthLat: 25.4358,
  birthLon: 81.8463,
  birthTz: 'Asia/Kolkata',
};

describe('moonColumnsFor', () => {
  it('prefers the birth chart to the birth name', () => {
    // Indira Gandhi's published chart: Moon in Uttara Ashadha 3.
    expect(moonColumnsFor({ ...CHART, birthname: 'Indira' })).toEqual({
      moonNakshatra: 21,
      moonPada: 3,
      moonSource: 'birth',
    });
  });

  it('uses the birth name when any of date, time, latitude, longitude or zone is missing', () => {
    for (const missing of ['birthdate', 'birthTime', 'birthLat', 'birthLon', 'birthTz'] as const) {
      expect(moonColumnsFor({ ...CHART, [missing]: null, birthname: 'Indira' })).toEqual({
        moonNakshatra: 3,
        moonPada: 2,
        moonSource: 'name',
      });
    }
    expect(moonColumnsFor({ ...CHART, birthLat: 0, birthLon: 0, birthname: null }).moonSource).toBe('birth');
  });

  it('falls back to the name for a zone the runtime does not know', () => {
    expect(moonColumnsFor({ ...CHART, birthTz: 'Nowhere/Land', birthname: 'Rohan' })).toEqual({
      moonNakshatra: 15,
      moonPada: 3,
      moonSource: 'name',
    });
  });

  it('has no Moon without usable details', () => {
    expect(moonColumnsFor({})).toEqual(NO_MOON);
    expect(moonColumnsFor({ birthname: '' })).toEqual(NO_MOON);
    expect(moonColumnsFor({ birthname: '42' })).toEqual(NO_MOON);
  });
});

describe('moonOf', () => {
  it('reads the stored columns', () => {
    expect(moonOf({ moonNakshatra: 4, moonPada: 2 })).toEqual({ nakshatra: 4, pada: 2 });
    expect(moonOf({ moonNakshatra: null, moonPada: null })).toBeNull();
  });
});
