import { PROFILE_SCORE_WEIGHTS } from '@jodi/contract';

/** What the profile score is made of; everything a caller needs is counted, nothing is loaded here. */
export interface ProfileScoreInput {
  filledPersonal: number;
  totalPersonal: number;
  photos: number;
  hasVideo: boolean;
  contacts: number;
  identityVerified: boolean;
  jobVerified: boolean;
  incomeVerified: boolean;
}

/** The weights, summing to 100: one table with the web app's explanation of the score. */
export { PROFILE_SCORE_WEIGHTS };

/** 0-100 from completeness: the personal part grows with each filled field and is full only when all are. */
export function profileScore(input: ProfileScoreInput): number {
  const w = PROFILE_SCORE_WEIGHTS;
  const ratio = input.totalPersonal > 0 ? Math.min(1, input.filledPersonal / input.totalPersonal) : 0;
  const score =
    Math.floor(w.personal * Math.max(0, ratio)) +
    (input.photos > 0 ? w.photo : 0) +
    (input.hasVideo ? w.video : 0) +
    (input.contacts > 0 ? w.contacts : 0) +
    (input.identityVerified ? w.identity : 0) +
    (input.jobVerified ? w.job : 0) +
    (input.incomeVerified ? w.income : 0);
  return Math.max(0, Math.min(100, score));
}
