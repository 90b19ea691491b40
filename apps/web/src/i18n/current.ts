import { isLanguage, type Language, pickLanguage } from '@jodi/i18n/languages';

/**
 * Which language this page reads, with no dependencies: the early-requests script (api/early/inline.ts)
 * and the HTTP headers read it as well as the app. language.ts changes it.
 */
export const LANGUAGE_STORAGE_KEY = 'jodi.language';
let current: Language | undefined;

/** The language of this browser's last choice, else the first of the browser's languages Jodi speaks. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be off (private windows); the browser's languages still answer.
  }
  return pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export const activeLanguage = (): Language => {
  current ??= initialLanguage();
  return current;
};

/** Records the language the page now shows, for this browser's next visit too. */
export function rememberLanguage(language: Language): void {
  current = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered in this browser; a signed-in member's choice is kept on the server.
  }
}
