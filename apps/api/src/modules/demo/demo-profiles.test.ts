import { nakshatraFromName } from '@jodi/gunmilan';
import { describe, expect, it } from 'vitest';
import { BIRTH_NAMES, BIRTH_NAMES_DEVANAGARI } from './demo-data';
import { marathiProfile } from './demo-marathi';
import { ageOn, generateDemoCommunity, memberProfile } from './demo-profiles';
import { lahiriAyanamsa, moonPosition, moonTropicalLongitude, positionFromLongitude } from './horoscope';
import { portraitSpec, portraitSvg } from './portraits';
import { createRng } from './prng';

describe('demo community generation', () => {
  const today = new Date(Date.UTC(2026, 1, 28));

  it('is the same on every run', () => {
    const a = generateDemoCommunity(createRng('seed'), today);
    const b = generateDemoCommunity(createRng('seed'), today);
    expect(a).toEqual(b);
    expect(new Set(a.map((p) => p.email)).size).toBe(60);
    for (const p of a) expect(p.email).toMatch(/^[a-z]+\.[a-z]+\.\d+@demo\.jodi\.example$/);
    const spec = portraitSpec(createRng('look'), 'female');
    expect(portraitSvg(spec, createRng('bg'))).toBe(portraitSvg(spec, createRng('bg')));
  });

  it('keeps ages between 22 and 36 and within the legal minimum', () => {
    for (const p of generateDemoCommunity(createRng('ages'), today)) {
      const age = ageOn(p.profile.birthdate!, today);
      expect(age).toBeGreaterThanOrEqual(p.gender === 'female' ? 22 : 24);
      expect(age).toBeLessThanOrEqual(36);
    }
    expect(ageOn(memberProfile(createRng('m'), today).birthdate!, today)).toBe(29);
    expect(ageOn(marathiProfile(createRng('mr'), today).birthdate!, today)).toBe(26);
  });
});

describe('moon position', () => {
  it('matches Meeus example 47.a within 0.02 degrees', () => {
    // 1992 April 12, 0h TD (about 59 s after 0h UT): geometric longitude 133.162655.
    const longitude = moonTropicalLongitude(new Date(Date.UTC(1992, 3, 12) - 59_000));
    expect(Math.abs(longitude - 133.162655)).toBeLessThan(0.02);
  });

  it('uses the Lahiri ayanamsa and splits the zodiac into 108 padas', () => {
    expect(lahiriAyanamsa(new Date(Date.UTC(2024, 0, 1)))).toBeCloseTo(24.19, 1);
    expect(positionFromLongitude(0.1)).toMatchObject({ nakshatra: 1, pada: 1, rashi: 1 });
    // Krittika pada 2 is the first pada of Vrishabha (Taurus).
    expect(positionFromLongitude(30.1)).toMatchObject({ nakshatra: 3, pada: 2, rashi: 2 });
    expect(positionFromLongitude(359.9)).toMatchObject({ nakshatra: 27, pada: 4, rashi: 12 });
  });
});

describe('demo birth names', () => {
  it('each start with the syllable of the pada they are listed under, in Latin and in Devanagari', () => {
    for (const [key, names] of [...Object.entries(BIRTH_NAMES), ...Object.entries(BIRTH_NAMES_DEVANAGARI)]) {
      const [nakshatra, pada] = key.split('-').map(Number);
      for (const name of [...names.female, ...names.male])
        expect(nakshatraFromName(name), name).toEqual({ nakshatra, pada });
    }
  });

  it("gives the Marathi family's daughter a Devanagari birth name that agrees with her birth time", () => {
    for (const day of [1, 9, 17, 25]) {
      const profile = marathiProfile(createRng('mr'), new Date(Date.UTC(2026, 2, day)));
      expect(profile.birthname).toMatch(/^[\u0900-\u097F]+$/);
      const moon = moonPosition(new Date(`${profile.birthdate}T${profile.birthTime}:00+05:30`));
      expect(nakshatraFromName(profile.birthname!)).toEqual({ nakshatra: moon.nakshatra, pada: moon.pada });
    }
  });
});
