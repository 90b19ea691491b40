import {
  houseFrom,
  type Kundli,
  type ManglikCancellation,
  type ManglikPairing,
  type ManglikVerdict,
} from '@jodi/gunmilan';
import type { Language } from '@jodi/i18n';
import { gunMilanTexts } from './texts';

/**
 * The Manglik reading of a birth chart in plain words, in the reader's language: the house Mars
 * is in from the Lagna (and from the Moon and Venus where they count), what cancels the dosha,
 * and the verdict. The rules are packages/gunmilan/src/manglik.ts's; this only words them.
 */
export function manglikExplanation(kundli: Kundli, language: Language): string {
  const t = gunMilanTexts(language).manglik;
  const { planets, manglik } = kundli;
  const mars = planets.mars.sign;
  const house = (n: number) => t.house({ house: n });
  const lagna = house(houseFrom(kundli.ascendant.sign, mars));
  const moon = house(houseFrom(planets.moon.sign, mars));
  const venus = house(houseFrom(planets.venus.sign, mars));

  if (!manglik.fromLagna && !manglik.fromMoon && !manglik.fromVenus) return t.none({ lagna, moon, venus });

  const sentences: string[] = [];
  if (manglik.fromLagna) {
    const also = manglik.fromMoon
      ? manglik.fromVenus
        ? 'both'
        : 'moon'
      : manglik.fromVenus
        ? 'venus'
        : 'none';
    sentences.push(t.fromLagna({ lagna, also, moon, venus }));
  } else {
    const from = manglik.fromMoon ? (manglik.fromVenus ? 'both' : 'moon') : 'venus';
    sentences.push(t.anshik({ from, moon, venus }));
  }
  const reasons = manglik.cancellations.map((c) => cancellationReason(kundli, c, language));
  if (reasons.length > 0) {
    sentences.push(
      t.cancelled({
        count: reasons.length,
        // Two at most (Mars's own sign or exaltation, with Jupiter beside it or aspecting it); a
        // longer list would still read, its first items joined by commas.
        first: reasons.slice(0, -1).join(', ') || (reasons[0] as string),
        second: reasons.length > 1 ? (reasons[reasons.length - 1] as string) : '',
      }),
    );
  }
  return sentences.join(' ');
}

/** Why a cancellation applies, worded to follow "because" (English) or its language's own turn. */
function cancellationReason(kundli: Kundli, cancellation: ManglikCancellation, language: Language): string {
  const t = gunMilanTexts(language).manglik;
  const mars = kundli.planets.mars.sign;
  const jupiter = kundli.planets.jupiter.sign;
  switch (cancellation) {
    case 'mars_own_sign':
      return t.reasons.ownSign({ sign: signName(mars, language) });
    case 'mars_exalted':
      return t.reasons.exalted({ sign: signName(mars, language) });
    case 'jupiter_with_mars':
      return t.reasons.jupiterWithMars;
    case 'jupiter_aspects_mars':
      return t.reasons.jupiterAspectsMars({
        aspect: t.aspect({ aspect: houseFrom(jupiter, mars) }),
        sign: signName(jupiter, language),
      });
  }
}

/** A sign (1 = Aries) by name in the language: "Scorpio (Vrishchika)", "वृश्चिक". */
export function signName(sign: number, language: Language): string {
  return gunMilanTexts(language).manglik.signs[sign - 1] ?? String(sign);
}

/**
 * The Gun Milan panel's line on whether two partners' Manglik status matches. `fromCharts`: both
 * statuses were read from birth charts (else at least one is what a member declared).
 */
export function manglikMatchText(pairing: ManglikPairing, fromCharts: boolean, language: Language): string {
  return gunMilanTexts(language).manglik.match({ pairing, source: fromCharts ? 'charts' : 'declared' });
}

/** The verdict's short label: "Manglik", "Anshik (partial) Manglik", "Not Manglik (dosh cancelled)", "Not Manglik". */
export function manglikVerdictLabel(verdict: ManglikVerdict, language: Language): string {
  return gunMilanTexts(language).manglik.verdicts[verdict];
}

/** Shown beside a verdict computed from the birth chart: "from the birth chart" · "जन्मकुंडलीवरून" · "जन्म कुंडली से". */
export function manglikFromChartText(language: Language): string {
  return gunMilanTexts(language).manglik.fromChart;
}
