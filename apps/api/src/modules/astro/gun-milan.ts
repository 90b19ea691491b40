import type { Gender } from '@jodi/contract';
import { type GunMilanScore, MAX_TOTAL, type MoonStar, padaIndex, rashiOf, scoreMatch } from '@jodi/gunmilan';
import type { Language } from '@jodi/i18n';
import { moonOf } from './moon-of-profile';
import { gunMilanTexts } from './texts';
import { gunMilanTextsEn } from './texts/en';

/** Spec 8: the viewer has no birth details (a birth name, or date, time and place) yet (English). */
export const BIRTHNAME_MISSING = gunMilanTextsEn.birthnameMissing;
/** Spec 8: anything else that keeps the score from being shown (English). */
export const GUN_MILAN_UNAVAILABLE = gunMilanTextsEn.unavailable;

/** One side of a pair: the profile's gender and its stored Moon. */
export interface AstroSide {
  gender: Gender | null;
  moon: MoonStar | null;
}

export function astroSideOf(row: {
  gender: Gender | null;
  moonNakshatra: number | null;
  moonPada: number | null;
}): AstroSide {
  return { gender: row.gender, moon: moonOf(row) };
}

/**
 * Pair scores are memoised in memory, keyed by the groom's and the bride's pada. A score depends
 * only on those two padas, so a key can never go stale: when either profile's birth details
 * change, its stored pada changes and the pair simply lands on another key. There are at most
 * 108 x 108 keys (a few hundred kilobytes when full), so nothing is ever evicted, and no table,
 * invalidation or cross-process sharing is needed.
 */
const PAIR_SCORES = new Map<number, Readonly<GunMilanScore>>();

export function pairScore(groom: MoonStar, bride: MoonStar): Readonly<GunMilanScore> {
  const key = padaIndex(groom) * 108 + padaIndex(bride);
  let score = PAIR_SCORES.get(key);
  if (!score) {
    score = Object.freeze(scoreMatch(groom, bride));
    PAIR_SCORES.set(key, score);
  }
  return score;
}

/** The score of a man and a woman who both have a Moon (the man is the groom), else null. */
export function scoreBetween(a: AstroSide | null, b: AstroSide): Readonly<GunMilanScore> | null {
  if (!a?.gender || !b.gender || a.gender === b.gender || !a.moon || !b.moon) return null;
  return a.gender === 'male' ? pairScore(a.moon, b.moon) : pairScore(b.moon, a.moon);
}

/** The eight kootas and the total, as the profile view sends them. */
export type GunMilanPoints = GunMilanScore;

export interface GunMilanView {
  points: GunMilanPoints | null;
  points_message: string | null;
  points_reading: string | null;
}

export const GUN_MILAN_NOT_SHOWN: GunMilanView = {
  points: null,
  points_message: GUN_MILAN_UNAVAILABLE,
  points_reading: null,
};

/** No score shown, with the unavailable message in the viewer's language. */
export function gunMilanNotShown(language: Language = 'en'): GunMilanView {
  if (language === 'en') return GUN_MILAN_NOT_SHOWN;
  return { points: null, points_message: gunMilanTexts(language).unavailable, points_reading: null };
}

/** The inclusive counts between the two Moon rashis, both ways, smaller first: e.g. 6 and 8. */
function bhakootPair(groom: MoonStar, bride: MoonStar): { near: number; far: number } {
  const count = (from: number, to: number) => ((((to - from) % 12) + 12) % 12) + 1;
  const [g, b] = [rashiOf(groom), rashiOf(bride)];
  const [near, far] = [count(b, g), count(g, b)].sort((x, y) => x - y) as [number, number];
  return { near, far };
}

/**
 * A short plain-language reading of a score: the grade of the total (28 or more excellent, 18 the
 * traditional minimum) and the Nadi and Bhakoot doshas when those kootas score 0.
 */
export function readingOf(
  score: GunMilanScore,
  groom: MoonStar,
  bride: MoonStar,
  language: Language = 'en',
): string {
  const t = gunMilanTexts(language).reading;
  const grade = score.total >= 28 ? 'excellent' : score.total >= 18 ? 'good' : 'low';
  const parts = [t.grade({ grade, total: score.total, max: MAX_TOTAL })];
  if (score.nadi === 0) parts.push(t.nadiDosha);
  if (score.bhakoot === 0) parts.push(t.bhakootDosha(bhakootPair(groom, bride)));
  return parts.join(' ');
}

/**
 * What a member sees of Gun Milan on another profile: the points and a reading when both have a
 * Moon; 'Update your birthname…' when the viewer has none; the unavailable message when the other
 * profile has none, or the pair is not a man and a woman. The texts are in `language` (the viewer's).
 */
export function gunMilanView(
  viewer: AstroSide | null,
  other: AstroSide,
  language: Language = 'en',
): GunMilanView {
  if (!viewer?.gender || !other.gender || viewer.gender === other.gender) return gunMilanNotShown(language);
  if (!viewer.moon) {
    return { points: null, points_message: gunMilanTexts(language).birthnameMissing, points_reading: null };
  }
  if (!other.moon) return gunMilanNotShown(language);
  const [groom, bride] = viewer.gender === 'male' ? [viewer.moon, other.moon] : [other.moon, viewer.moon];
  const score = pairScore(groom, bride);
  return {
    points: { ...score },
    points_message: null,
    points_reading: readingOf(score, groom, bride, language),
  };
}
