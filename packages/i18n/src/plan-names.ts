import type { PlanName } from '@jodi/contract';
import type { Language } from './languages';

/**
 * The plans' names as each language writes them in its sentences: the spec's names in
 * English, and in Devanagari in Marathi and Hindi, sounded as the English names are so families
 * still know them. The API, the wire and stored rows keep the spec's names ('Hope', 'Belief',
 * 'Trust'); only what a reader sees goes through `planName`.
 */
export const PLAN_NAMES_IN: Readonly<Record<Language, Readonly<Record<PlanName, string>>>> = {
  en: { Hope: 'Hope', Belief: 'Belief', Trust: 'Trust' },
  mr: { Hope: 'होप', Belief: 'बिलीफ', Trust: 'ट्रस्ट' },
  hi: { Hope: 'होप', Belief: 'बिलीफ़', Trust: 'ट्रस्ट' },
};

/** A plan's name as `language` writes it: planName('mr', 'Belief') is बिलीफ; a name it does not know stays as it is. */
export function planName(language: Language, plan: string): string {
  return (PLAN_NAMES_IN[language] as Readonly<Record<string, string>>)[plan] ?? plan;
}
