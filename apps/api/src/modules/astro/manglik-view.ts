import type { KundliChart, ManglikMatch, ManglikReading } from '@jodi/contract';
import { type Kundli, type ManglikPairing, manglikPairing } from '@jodi/gunmilan';
import type { Language } from '@jodi/i18n';
import { manglikExplanation, manglikMatchText } from './manglik-text';

/** The chart as the wire carries it: the ascendant and the grahas (the Manglik reading goes apart). */
export function kundliView(kundli: Kundli | null): KundliChart | null {
  return kundli ? { ascendant: kundli.ascendant, planets: kundli.planets } : null;
}

/** Manglik as computed from the chart, explained in `language`; null without a chart. */
export function manglikView(kundli: Kundli | null, language: Language): ManglikReading | null {
  if (!kundli) return null;
  const { fromLagna, fromMoon, fromVenus, cancellations, verdict } = kundli.manglik;
  return {
    from_lagna: fromLagna,
    from_moon: fromMoon,
    from_venus: fromVenus,
    cancellations,
    verdict,
    explanation: manglikExplanation(kundli, language),
  };
}

/**
 * One side's Manglik status as matching reads it: the chart's verdict as a `mangal_dosh` value
 * when there is a chart, else the declared value; `fromChart` says which.
 */
export interface ManglikStatus {
  mangalDosh: string | null;
  fromChart: boolean;
}

export function manglikStatusOf(row: {
  chartMangalDosh: string | null;
  mangalDosh: string | null;
}): ManglikStatus {
  return row.chartMangalDosh
    ? { mangalDosh: row.chartMangalDosh, fromChart: true }
    : { mangalDosh: row.mangalDosh, fromChart: false };
}

/** A standing dosha ('yes' or 'anshik'), none ('no'), or not known (unanswered, 'unknown'). */
function hasDosha(mangalDosh: string | null): boolean | null {
  if (mangalDosh === 'yes' || mangalDosh === 'anshik') return true;
  return mangalDosh === 'no' ? false : null;
}

/**
 * Whether the two partners' Manglik status matches, for the pair's Gun Milan panel; null when
 * either side's status is not known.
 */
export function manglikMatchView(
  viewer: ManglikStatus,
  other: ManglikStatus,
  language: Language,
): ManglikMatch | null {
  const [a, b] = [hasDosha(viewer.mangalDosh), hasDosha(other.mangalDosh)];
  if (a === null || b === null) return null;
  const pairing: ManglikPairing = manglikPairing(a ? 'manglik' : 'none', b ? 'manglik' : 'none');
  const fromCharts = viewer.fromChart && other.fromChart;
  return { pairing, from_charts: fromCharts, text: manglikMatchText(pairing, fromCharts, language) };
}
