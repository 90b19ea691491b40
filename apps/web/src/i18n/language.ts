import { bindCatalogue, type Language } from '@jodi/i18n';
import { useSyncExternalStore } from 'react';
import { activateCatalogue, type Catalogue, type SourceCatalogue } from './catalogue';
import { activeLanguage, rememberLanguage } from './current';

/** Each language's catalogue is its own chunk: a page loads only the language it shows. */
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./en').then((m) => bindCatalogue<SourceCatalogue>(m.en, 'en')),
  mr: () => import('./mr').then((m) => bindCatalogue<SourceCatalogue>(m.mr, 'mr')),
  hi: () => import('./hi').then((m) => bindCatalogue<SourceCatalogue>(m.hi, 'hi')),
};

const listeners = new Set<() => void>();

/**
 * Loads a language's texts, makes them the app's, remembers the choice in this browser and sets
 * `<html lang>`. Everything rendered with useLanguage renders again once they are in.
 */
export async function applyLanguage(language: Language): Promise<void> {
  const catalogue = await loaders[language]();
  activateCatalogue(catalogue);
  rememberLanguage(language);
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The active language; the component renders again when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
