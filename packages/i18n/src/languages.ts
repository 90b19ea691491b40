/** The languages Jodi speaks. English is the source: the spec's texts are English, word for word. */
export const LANGUAGES = ['en', 'mr', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in its own script, as a picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  mr: 'मराठी',
  hi: 'हिन्दी',
};

/** The locale numbers and dates are written in: Indian grouping (1,00,000) in every language. */
export const LOCALES: Record<Language, string> = {
  en: 'en-IN',
  mr: 'mr-IN',
  hi: 'hi-IN',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of a browser's or a request's preferred languages that Jodi speaks ("mr-IN" counts
 * as Marathi), or English.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The languages of an Accept-Language header, best first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((entry) => entry.tag);
}
