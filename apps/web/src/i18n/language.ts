import { bindCatalogue, type CatalogueShape, type Language } from '@jodi/i18n';
import { useSyncExternalStore } from 'react';
import { activateCatalogue, type Catalogue, t } from './catalogue';
import { activeLanguage, rememberLanguage } from './current';

type Part = 'start' | 'more';

/**
 * Each language is two chunks: `start` (the shell and the listing, loaded before the first render)
 * and `more` (every other screen's, loaded with the first such screen). A page loads only the
 * language it shows.
 */
const loaders: Record<Language, Record<Part, () => Promise<CatalogueShape>>> = {
  en: {
    start: () => import('./en/start').then((m) => m.start),
    more: () => import('./en/more').then((m) => m.more),
  },
  mr: {
    start: () => import('./mr/start').then((m) => m.start),
    more: () => import('./mr/more').then((m) => m.more),
  },
  hi: {
    start: () => import('./hi/start').then((m) => m.start),
    more: () => import('./hi/more').then((m) => m.more),
  },
};

const load = (language: Language, part: Part) =>
  loaders[language][part]().then((texts) => bindCatalogue(texts, language) as Partial<Catalogue>);

/** Once a screen has asked for `more`, every language applied after brings it too. */
let moreWanted = false;
let moreShown = false;
let moreLoading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads a language's texts, makes them the app's, remembers the choice in this browser and sets
 * `<html lang>`. Everything rendered with useLanguage renders again once they are in.
 */
export async function applyLanguage(language: Language): Promise<void> {
  const withMore = moreWanted;
  const [start, more] = await Promise.all([load(language, 'start'), withMore ? load(language, 'more') : {}]);
  activateCatalogue({ ...start, ...more } as Catalogue);
  moreShown = withMore;
  rememberLanguage(language);
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Adds the `more` texts of the shown language (lazyNamed waits for it beside a screen's code). */
export function loadMoreTexts(): Promise<void> {
  moreWanted = true;
  if (moreShown) return Promise.resolve();
  const language = activeLanguage();
  moreLoading ??= load(language, 'more').then(
    (more) => {
      // A language applied meanwhile brought its own.
      if (language === activeLanguage()) activateCatalogue({ ...t, ...more });
      moreShown = true;
      moreLoading = undefined;
    },
    (error: unknown) => {
      moreLoading = undefined; // a failed download may be retried
      throw error;
    },
  );
  return moreLoading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The active language; the component renders again when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
