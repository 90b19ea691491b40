import {
  bindCatalogue,
  type CatalogueShape,
  type Language,
  type Messages,
  type Translation,
} from '@jodi/i18n';

/**
 * A server module's texts in every language, bound once per language on first use:
 * `const texts = localized({ en, mr, hi }); texts('mr').subject({ name })`.
 */
export function localized<T extends CatalogueShape>(
  catalogues: { en: T } & Record<Exclude<Language, 'en'>, Translation<T>>,
) {
  const bound = new Map<Language, Messages<T>>();
  return (language: Language): Messages<T> => {
    let messages = bound.get(language);
    if (!messages) {
      messages = bindCatalogue<T>(catalogues[language] as Translation<T>, language);
      bound.set(language, messages);
    }
    return messages;
  };
}
