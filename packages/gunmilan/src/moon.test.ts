import { describe, expect, it } from 'vitest';
import {
  lahiriAyanamsa,
  localTimeToUtc,
  moonFromBirth,
  moonTropicalLongitude,
  nakshatraFromBirth,
  positionFromLongitude,
} from './moon';
import { NAME_SYLLABLES, nakshatraFromName } from './name-syllables';

const ALLAHABAD = { lat: 25.4358, lon: 81.8463, tz: 'Asia/Kolkata' };
const VADNAGAR = { lat: 23.785, lon: 72.639, tz: 'Asia/Kolkata' };
const dms = (deg: number, min: number, sec: number) => deg + min / 60 + sec / 3600;

describe('the Moon and the ayanamsa', () => {
  it('matches Meeus example 47.a (apparent longitude 133.167265) within 0.005 degrees', () => {
    // 1992 April 12, 0h TD (about 59 s after 0h UT).
    const longitude = moonTropicalLongitude(new Date(Date.UTC(1992, 3, 12) - 59_000));
    expect(Math.abs(longitude - 133.167265)).toBeLessThan(0.005);
  });

  it('uses the Lahiri ayanamsa of the reference (22.46047 in 1900, about 24.19 in 2024)', () => {
    // The reference constant is the mean value; ours adds nutation (at most about 17").
    expect(Math.abs(lahiriAyanamsa(new Date(Date.UTC(1899, 11, 31, 12))) - 22.46047)).toBeLessThan(17 / 3600);
    expect(lahiriAyanamsa(new Date(Date.UTC(2024, 0, 1)))).toBeCloseTo(24.19, 1);
  });

  it('splits the zodiac into 27 nakshatras of four padas', () => {
    expect(positionFromLongitude(0)).toMatchObject({ nakshatra: 1, pada: 1, rashi: 1 });
    expect(positionFromLongitude(30.1)).toMatchObject({ nakshatra: 3, pada: 2, rashi: 2 });
    expect(positionFromLongitude(360 / 27)).toMatchObject({ nakshatra: 2, pada: 1 });
    expect(positionFromLongitude(359.999)).toMatchObject({ nakshatra: 27, pada: 4, rashi: 12 });
    expect(positionFromLongitude(-0.5)).toMatchObject({ nakshatra: 27, pada: 4 });
    expect(positionFromLongitude(255).degreeInRashi).toBeCloseTo(15, 9);
  });
});

describe('nakshatraFromBirth: published charts (Lahiri)', () => {
  it('Indira Gandhi, 19 Nov 1917 23:11, Allahabad: Moon Capricorn 5°35\'20" (Uttara Ashadha 3)', () => {
    const moon = moonFromBirth({ date: '1917-11-19', time: '23:11', ...ALLAHABAD });
    expect(moon).toMatchObject({ rashi: 10, nakshatra: 21, pada: 3 });
    expect(Math.abs(moon.degreeInRashi - dms(5, 35, 20))).toBeLessThan(0.02);
  });

  it('Amitabh Bachchan, 11 Oct 1942 11:40 (war time, UTC+06:30): Moon Libra 7°46\'03"', () => {
    const moon = moonFromBirth({ date: '1942-10-11', time: '11:40', ...ALLAHABAD });
    expect(Math.abs(moon.degreeInRashi - dms(7, 46, 3))).toBeLessThan(0.02);
    expect(moon.rashi).toBe(7);
    // Read with today's +05:30 instead, the Moon would be some 0.6 degrees further on.
    const naive = moonFromBirth({ date: '1942-10-11', time: '12:40', ...ALLAHABAD });
    expect(naive.degreeInRashi - moon.degreeInRashi).toBeGreaterThan(0.5);
  });

  it('Amitabh Bachchan at the usual 16:00: Tula rashi, Swati nakshatra', () => {
    expect(nakshatraFromBirth({ date: '1942-10-11', time: '16:00', ...ALLAHABAD })).toMatchObject({
      nakshatra: 15,
    });
    expect(moonFromBirth({ date: '1942-10-11', time: '16:00', ...ALLAHABAD }).rashi).toBe(7);
  });

  it('Narendra Modi, 17 Sep 1950 11:00, Vadnagar: Vrishchika rashi, Anuradha nakshatra', () => {
    const moon = moonFromBirth({ date: '1950-09-17', time: '11:00', ...VADNAGAR });
    expect(moon).toMatchObject({ rashi: 8, nakshatra: 17 });
  });

  it('the birth path and the name path agree: the pada found has its syllable in that rashi', () => {
    for (const [date, time, place] of [
      ['1917-11-19', '23:11', ALLAHABAD],
      ['1942-10-11', '16:00', ALLAHABAD],
      ['1950-09-17', '11:00', VADNAGAR],
    ] as const) {
      const moon = moonFromBirth({ date, time, ...place });
      const syllable = NAME_SYLLABLES.find((s) => s.nakshatra === moon.nakshatra && s.pada === moon.pada)!;
      expect(nakshatraFromName(syllable.devanagari)).toEqual({ nakshatra: moon.nakshatra, pada: moon.pada });
    }
  });

  it('checks its input', () => {
    const ok = { date: '2000-01-01', time: '12:00', ...ALLAHABAD };
    expect(() => nakshatraFromBirth({ ...ok, date: '2000-02-30' })).toThrow(RangeError);
    expect(() => nakshatraFromBirth({ ...ok, time: '24:00' })).toThrow(RangeError);
    expect(() => nakshatraFromBirth({ ...ok, tz: 'Mars/Olympus_Mons' })).toThrow(/time zone/);
    expect(() => nakshatraFromBirth({ ...ok, lat: 91 })).toThrow(RangeError);
  });
});

describe('local time to UTC', () => {
  const utc = (date: string, time: string, tz: string) => localTimeToUtc(date, time, tz).toISOString();

  it('Asia/Kolkata: +05:30 today, +06:30 in war time, +05:21:10 (Madras time) before 1906', () => {
    expect(utc('2024-06-01', '10:00', 'Asia/Kolkata')).toBe('2024-06-01T04:30:00.000Z');
    expect(utc('1917-11-19', '23:11', 'Asia/Kolkata')).toBe('1917-11-19T17:41:00.000Z');
    expect(utc('1942-10-11', '11:40', 'Asia/Kolkata')).toBe('1942-10-11T05:10:00.000Z');
    expect(utc('1946-01-01', '12:00', 'Asia/Kolkata')).toBe('1946-01-01T06:30:00.000Z');
    expect(utc('1900-01-01', '05:21', 'Asia/Kolkata')).toBe('1899-12-31T23:59:50.000Z');
  });

  it('America/New_York: EST in winter, EDT in summer', () => {
    expect(utc('2024-01-15', '12:00', 'America/New_York')).toBe('2024-01-15T17:00:00.000Z');
    expect(utc('2024-07-04', '12:00', 'America/New_York')).toBe('2024-07-04T16:00:00.000Z');
  });

  it('a time skipped by DST moves forward by the gap; a repeated time is the first one', () => {
    expect(utc('2024-03-10', '02:30', 'America/New_York')).toBe('2024-03-10T07:30:00.000Z'); // = 03:30 EDT
    expect(utc('2024-11-03', '01:30', 'America/New_York')).toBe('2024-11-03T05:30:00.000Z'); // EDT, not EST
    expect(utc('2024-03-31', '01:30', 'Europe/London')).toBe('2024-03-31T01:30:00.000Z'); // = 02:30 BST
    expect(utc('2024-10-27', '01:30', 'Europe/London')).toBe('2024-10-27T00:30:00.000Z'); // BST
  });

  it('a birth in a DST zone gives the Moon of the same instant seen from India', () => {
    // 12:00 EDT on 4 July 2024 is 21:30 IST.
    const ny = moonFromBirth({
      date: '2024-07-04',
      time: '12:00',
      lat: 40.71,
      lon: -74.01,
      tz: 'America/New_York',
    });
    const india = moonFromBirth({ date: '2024-07-04', time: '21:30', ...ALLAHABAD });
    expect(ny.longitude).toBeCloseTo(india.longitude, 9);
    // The same clock time in winter is an hour later in UTC (EST): the Moon has moved on ~0.5°.
    const summerAsIfWinter = moonFromBirth({ date: '2024-07-04', time: '22:30', ...ALLAHABAD });
    expect(summerAsIfWinter.longitude - ny.longitude).toBeGreaterThan(0.4);
  });
});
