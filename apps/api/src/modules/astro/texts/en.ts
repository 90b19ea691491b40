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
  /**
   * The Manglik reading of a birth chart in plain words (manglik-text.ts): which house Mars is in
   * from the Lagna, the Moon and Venus, what cancels the dosha, and the verdict; and whether two
   * partners' Manglik status matches.
   */
  manglik: {
    /** The 12 signs, `signs[sign - 1]` (1 = Aries): English with the Sanskrit name. */
    signs: [
      'Aries (Mesha)',
      'Taurus (Vrishabha)',
      'Gemini (Mithuna)',
      'Cancer (Karka)',
      'Leo (Simha)',
      'Virgo (Kanya)',
      'Libra (Tula)',
      'Scorpio (Vrishchika)',
      'Sagittarius (Dhanu)',
      'Capricorn (Makara)',
      'Aquarius (Kumbha)',
      'Pisces (Meena)',
    ],
    /** A house counted from a point (1..12), as it stands before "house" or "from": 7th. */
    house: icu<{ house: number }>('{house, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'),
    /** Jupiter's full aspect (5, 7 or 9): 7th. */
    aspect: icu<{ aspect: number }>('{aspect, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'),
    /** Mars in no dosha house from any of the three points; `lagna`, `moon`, `venus` are `house` texts. */
    none: icu<{ lagna: string; moon: string; venus: string }>(
      'Mars is in the {lagna} house from the Lagna, the {moon} from the Moon and the {venus} from Venus, none of them the houses of Mangal dosh (1, 2, 4, 7, 8, 12): not Manglik.',
    ),
    /** Mars in a dosha house from the Lagna; `also`: which of the Moon and Venus count it too. */
    fromLagna: icu<{ lagna: string; also: 'moon' | 'venus' | 'both' | 'none'; moon: string; venus: string }>(
      'Mars is in the {lagna} house from the Lagna{also, select, moon { and the {moon} from the Moon} venus { and the {venus} from Venus} both {, the {moon} from the Moon and the {venus} from Venus} other {}}, so by the usual rule this is Mangal dosh.',
    ),
    /** Mars in a dosha house only from the Moon and/or Venus. */
    anshik: icu<{ from: 'moon' | 'venus' | 'both'; moon: string; venus: string }>(
      'Mars is in the {from, select, moon {{moon} house from the Moon} venus {{venus} house from Venus} other {{moon} house from the Moon and the {venus} from Venus}} but not in a dosha house from the Lagna, so this is partial (anshik) Mangal dosh.',
    ),
    /** After `fromLagna` or `anshik`: the one or two `reasons` (`first`, and `second` when `count` is 2). */
    cancelled: icu<{ count: number; first: string; second: string }>(
      'It is cancelled because {count, plural, one {{first}} other {{first}, and {second}}}.',
    ),
    /** Why the dosha is cancelled, each as it follows "because". */
    reasons: {
      /** Mars in Aries or Scorpio, the signs it rules. */
      ownSign: icu<{ sign: string }>('Mars is in its own sign, {sign}'),
      /** Mars in Capricorn. */
      exalted: icu<{ sign: string }>('Mars is exalted in {sign}'),
      jupiterWithMars: 'Jupiter is in the same sign as Mars',
      /** `aspect`: the `aspect` text (5th, 7th, 9th); `sign`: Jupiter's sign. */
      jupiterAspectsMars: icu<{ aspect: string; sign: string }>(
        'Jupiter casts its {aspect} aspect on Mars from {sign}',
      ),
    },
    /** The verdict's short label. */
    verdicts: {
      manglik: 'Manglik',
      anshik: 'Anshik (partial) Manglik',
      cancelled: 'Not Manglik (dosh cancelled)',
      none: 'Not Manglik',
    },
    /** Beside a verdict computed from the birth chart (not the member's own answer). */
    fromChart: 'from the birth chart',
    /** The Gun Milan panel: whether the two partners' Manglik status matches, and whence it was read. */
    match: icu<{ pairing: 'neither' | 'both' | 'one'; source: 'charts' | 'declared' }>(
      '{pairing, select, neither {Manglik status matches: neither of you has Mangal dosh{source, select, charts {, as read from both birth charts} other { (from what was declared)}}.} both {Manglik status matches: you both have Mangal dosh{source, select, charts {, as read from both birth charts,} other { (from what was declared),}} which by the common rule cancels between you.} other {Manglik status does not match: one of you has Mangal dosh and the other does not{source, select, charts {, as read from both birth charts} other { (from what was declared)}}.}}',
    ),
  },
};
