import { describe, expect, it } from 'vitest';
import { ageOn, latestBirthdateForAge } from './age';
import { PROFILE_SCORE_WEIGHTS, profileScore } from './profile-score';

const empty = {
  filledPersonal: 0,
  totalPersonal: 35,
  photos: 0,
  hasVideo: false,
  contacts: 0,
  identityVerified: false,
  jobVerified: false,
  incomeVerified: false,
};

describe('profileScore', () => {
  it('is 0 for an empty profile and 100 for a complete, fully verified one', () => {
    expect(profileScore(empty)).toBe(0);
    expect(
      profileScore({
        filledPersonal: 35,
        totalPersonal: 35,
        photos: 3,
        hasVideo: true,
        contacts: 2,
        identityVerified: true,
        jobVerified: true,
        incomeVerified: true,
      }),
    ).toBe(100);
    expect(Object.values(PROFILE_SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives up to 40 for personal fields, full only when every field is filled', () => {
    expect(profileScore({ ...empty, filledPersonal: 34 })).toBe(38);
    expect(profileScore({ ...empty, filledPersonal: 35 })).toBe(40);
    expect(profileScore({ ...empty, filledPersonal: 99 })).toBe(40);
    expect(profileScore({ ...empty, totalPersonal: 0 })).toBe(0);
  });

  it('adds 20 for contacts (spec 9), 10 for a photo, 10 for a video and 10/5/5 for verifications', () => {
    expect(profileScore({ ...empty, contacts: 1 })).toBe(20);
    expect(profileScore({ ...empty, contacts: 5 })).toBe(20);
    expect(profileScore({ ...empty, photos: 1 })).toBe(10);
    expect(profileScore({ ...empty, hasVideo: true })).toBe(10);
    expect(profileScore({ ...empty, identityVerified: true })).toBe(10);
    expect(profileScore({ ...empty, jobVerified: true, incomeVerified: true })).toBe(10);
  });
});

describe('ages', () => {
  it('counts whole years, turning older on the birthday', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26);
    // Born on 29 February: a year older on 1 March in common years.
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });

  it('turns an age into the birthdate bound the SQL filters with, agreeing with ageOn', () => {
    expect(latestBirthdateForAge(21, '2026-06-15')).toBe('2005-06-15');
    expect(latestBirthdateForAge(1, '2028-02-29')).toBe('2027-02-28');
    for (const today of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-03-01', '2026-12-31']) {
      for (const age of [18, 21, 35]) {
        const bound = latestBirthdateForAge(age, today);
        expect(ageOn(bound, today)).toBe(age);
        const dayAfter = new Date(Date.parse(`${bound}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(ageOn(dayAfter, today)).toBe(age - 1);
      }
    }
  });
});
