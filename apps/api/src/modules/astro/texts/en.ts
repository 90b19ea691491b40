import { icu } from '@jodi/i18n';

/** The Gun Milan texts of a profile view (English is the source; the two messages are spec 8's, word for word). */
export const gunMilanTextsEn = {
  /** The viewer has no birth details yet; the web shows its own link when the text is its `birthnameMissing`. */
  birthnameMissing: 'Update your birthname for Gunmilan score',
  /** Anything else that keeps the score from being shown. */
  unavailable: 'Due to less information by profile Gun Milan score not available.',
  reading: {
    /** 28 or more is excellent, 18 the traditional minimum. */
    grade: icu<{ grade: 'excellent' | 'good' | 'low'; total: number; max: number }>(
      '{grade, select, excellent {Excellent match} good {Good match} other {Below the traditional minimum of 18}}: {total, number} of {max, number} points.',
    ),
    nadiDosha: 'Nadi dosha: both Moons are in the same nadi.',
    /** `near`/`far`: the inclusive counts between the two Moon signs, both ways (e.g. 6/8). */
    bhakootDosha: icu<{ near: number; far: number }>(
      'Bhakoot dosha: the two Moon signs are {near, number}/{far, number} from each other.',
    ),
  },
};
