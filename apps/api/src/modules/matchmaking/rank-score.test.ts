import { NO_PREFERENCES } from '@jodi/contract';
import { describe, expect, it } from 'vitest';
import type { MemberFacts, PoolRow } from './matchmaking.repository';
import { NEW_MEMBER_DAYS, scoreCandidate } from './rank-score';

const DAY_MS = 86_400_000;
const today = '2026-11-29';
const daysAgo = (days: number) => new Date(Date.parse(today) - days * DAY_MS);

/** The answers both sides give, less birthdate and height. */
const answers = {
  maritialStatus: 'never_married',
  education: 'masters',
  annualIncome: null,
  currentCity: 'Pune',
  dietaryPreferences: 'veg',
  smokingHabits: 'no',
  drinkingHabits: 'no',
  mangalDosh: null,
} as const;

const groom: Pick<MemberFacts, 'gender' | 'prefs' | 'subject' | 'moonNakshatra' | 'moonPada'> = {
  gender: 'male',
  moonNakshatra: null,
  moonPada: null,
  prefs: { ...NO_PREFERENCES, educations: ['masters'], diets: ['veg'] },
  subject: { birthdate: '1995-03-10', height: 175, ...answers },
};

const bride = (over: Partial<PoolRow>): PoolRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  gender: 'female',
  moonNakshatra: null,
  moonPada: null,
  birthdate: '1997-05-01',
  height: 160,
  ...answers,
  verified: 0,
  hasVideo: false,
  lastActiveAt: daysAgo(1),
  createdAt: daysAgo(200),
  prefs: NO_PREFERENCES,
  ...over,
});

const score = (row: PoolRow) => scoreCandidate(groom, row, today).score;

describe('the rank of a candidate', () => {
  it('puts a new member first among candidates who fit as well, verified or not, for her first week', () => {
    const verifiedAndActive = bride({ verified: 4, hasVideo: true, lastActiveAt: daysAgo(0) });
    const joinedToday = bride({ createdAt: daysAgo(0), lastActiveAt: daysAgo(0) });
    const joinedAWeekAgo = bride({ createdAt: daysAgo(NEW_MEMBER_DAYS), lastActiveAt: daysAgo(0) });
    expect(score(joinedToday)).toBeGreaterThan(score(verifiedAndActive));
    expect(score(joinedAWeekAgo)).toBeLessThan(score(verifiedAndActive));
  });

  it('still puts a better fit before a new member', () => {
    const fitsBetter = bride({ prefs: { ...NO_PREFERENCES, educations: ['masters'] } });
    const joinedToday = bride({ createdAt: daysAgo(0), dietaryPreferences: null });
    expect(scoreCandidate(groom, fitsBetter, today).tier).toBe(2);
    expect(score(fitsBetter)).toBeGreaterThan(score(joinedToday));
  });
});
