import { formatNumber, type Language, type Translation } from '@jodi/i18n';
import { useLanguage } from '../../i18n';
import { kundli as en } from '../../i18n/en/kundli';
import { kundli as hi } from '../../i18n/hi/kundli';
import { kundli as mr } from '../../i18n/mr/kundli';

/**
 * The chart's texts in every language. They come with the chart's own chunk (a few hundred bytes
 * each), never with the profile view's first load; they hold no ICU, so they need no parser.
 */
export type KundliTexts = Translation<typeof en>;
const TEXTS: Record<Language, KundliTexts> = { en, mr, hi };

export const kundliTexts = (language: Language): KundliTexts => TEXTS[language];

/** The chart's texts in the language shown; the component renders again when it changes. */
export function useKundliTexts(): { texts: KundliTexts; language: Language } {
  const language = useLanguage();
  return { texts: TEXTS[language], language };
}

/** Fills `{name}` placeholders: the chart's texts are plain strings, not ICU messages. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A sign or house number as the language writes it (Devanagari digits in Marathi). */
export const numeral = (language: Language, value: number): string => formatNumber(language, value);
