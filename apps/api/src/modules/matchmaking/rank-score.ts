import type { Fit } from '@jodi/contract';
import { astroSideOf, scoreBetween } from '../astro/gun-milan';
import { type FitSubject, fitBetween, fitTier } from './fit';
import type { MemberFacts, PoolRow } from './matchmaking.repository';

const DAY_MS = 86_400_000;

/**
 * How long a new member is ranked first among candidates who fit as well (decision 38): a family
 * answers most in its first days, and a list already full of verified profiles that fit as well
 * would otherwise never take her. A list keeps the score it was given until it is made again.
 */
export const NEW_MEMBER_DAYS = 7;

/** What a candidate is ranked by, most important first (decision 16). */
export interface RankParts {
  /** 2 mutual fit, 1 one side's preferences all met or unknown, 0 neither. */
  tier: number;
  /** Preferences known to be met, both sides together. */
  met: number;
  /** The pair's Gun Milan total; -1 unknown. */
  gunMilan: number;
  /** 1 for a member in their first NEW_MEMBER_DAYS: among equal fits, a new member comes first. */
  isNew: number;
  /** Verified documents (0 to 4). */
  verified: number;
  /** The candidate's last activity, as a day number. */
  activeDay: number;
  /** Fields filled, a video and a Moon. */
  completeness: number;
}

/**
 * The parts as one number that orders candidates as comparing them part by part would (each part
 * in its own digits; at most about 6e12, exact in a double and a bigint). A list is stored
 * by it (`match_candidates.score`, best first, then candidate id), so a profile placed later
 * (decision 35) takes its rank without renumbering the others.
 */
export function rankScore(p: RankParts): number {
  const digits: [number, number][] = [
    [p.tier, 10],
    [p.met, 100],
    [p.gunMilan + 1, 100],
    [p.isNew, 2],
    [p.verified, 10],
    [p.activeDay, 100_000],
    [p.completeness, 100],
  ];
  return digits.reduce((score, [part, room]) => score * room + Math.min(Math.max(part, 0), room - 1), 0);
}

const FIT_FIELDS: (keyof FitSubject)[] = [
  'birthdate',
  'height',
  'maritialStatus',
  'education',
  'annualIncome',
  'currentCity',
  'dietaryPreferences',
  'smokingHabits',
  'drinkingHabits',
  'mangalDosh',
];

const filled = (subject: FitSubject) =>
  FIT_FIELDS.filter((key) => {
    const value = subject[key];
    return value !== null && !(typeof value === 'string' && value.trim() === '');
  }).length;

/** A hard range (age, height: decision 16) the candidate is known to be outside of. */
export const outsideHardRanges = (fit: Fit) =>
  fit.mine.items.some((item) => (item.field === 'age' || item.field === 'height') && item.met === false);

/**
 * The one ranking of a candidate for a member: their fit both ways and its score. List making and
 * placement both use it, so a profile placed later sits where a new list would put it.
 */
export function scoreCandidate(
  member: Pick<MemberFacts, 'gender' | 'prefs' | 'subject' | 'moonNakshatra' | 'moonPada'>,
  candidate: PoolRow,
  today: string,
): { fit: Fit; tier: number; score: number } {
  const gunMilan = scoreBetween(astroSideOf(member), astroSideOf(candidate))?.total ?? null;
  const fit = fitBetween(
    { prefs: member.prefs, subject: member.subject },
    { prefs: candidate.prefs, subject: candidate },
    gunMilan,
    today,
  );
  const tier = fitTier(fit);
  const score = rankScore({
    tier,
    met: fit.mine.met + fit.theirs.met,
    gunMilan: gunMilan ?? -1,
    isNew: Date.parse(today) - candidate.createdAt.getTime() < NEW_MEMBER_DAYS * DAY_MS ? 1 : 0,
    verified: candidate.verified,
    activeDay: Math.floor(candidate.lastActiveAt.getTime() / DAY_MS),
    completeness:
      filled(candidate) + (candidate.hasVideo ? 1 : 0) + (candidate.moonNakshatra === null ? 0 : 1),
  });
  return { fit, tier, score };
}
