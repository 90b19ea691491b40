import { GRAHA_NAMES_IN, GRAHA_SHORT_NAMES_IN } from '@jodi/i18n';
/**
 * The birth chart (kundli) panel and the Manglik reading on a profile. Not part of start.ts or
 * more.ts: only the chart's own chunk (features/kundli) imports these texts, so a profile view
 * without a chart loads none of them. Placeholders are filled by features/kundli/texts.ts (plain
 * `{name}` replacement, no ICU), and mr/ and hi/ keep the same keys and placeholders
 * (`Translation<typeof kundli>`, checked by features/kundli/texts.test.ts).
 */
export const kundli = {
  title: 'Birth chart',
  /** The style switch's group name. */
  style: 'Chart style',
  north: 'North Indian',
  south: 'South Indian',
  /** The drawn chart's accessible name. */
  chartLabel: '{style} birth chart: ascendant (Lagna) in {sign}',
  /** The South Indian chart's centre. */
  centre: 'Rashi chart',
  /** The list that says the chart in words, one item per house. */
  listLabel: 'The grahas in each house',
  house: 'House {house} ({sign}): {grahas}',
  houseEmpty: 'House {house} ({sign}): empty',
  /** Loading the chart's code. */
  loading: 'Loading the birth chart',
  styleSaveFailed: 'Your chart style could not be saved.',
  /** Short names drawn in the chart. */
  short: { ascendant: 'Asc', ...GRAHA_SHORT_NAMES_IN.en },
  /** Full names, for screen readers. */
  names: { ascendant: 'Ascendant (Lagna)', ...GRAHA_NAMES_IN.en },
  /** The twelve signs from Aries (1). */
  signs: [
    'Aries',
    'Taurus',
    'Gemini',
    'Cancer',
    'Leo',
    'Virgo',
    'Libra',
    'Scorpio',
    'Sagittarius',
    'Capricorn',
    'Aquarius',
    'Pisces',
  ],
  verdicts: {
    manglik: 'Manglik',
    anshik: 'Anshik (partial) Manglik',
    cancelled: 'Not Manglik (dosh cancelled)',
    none: 'Not Manglik',
  },
  /** Marks an answer computed from the birth chart, not what the member declared. */
  fromChart: 'from the birth chart',
};
