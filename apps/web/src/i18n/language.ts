import { bindCatalogue, type CatalogueShape, type Language } from '@jodi/i18n';
import { useSyncExternalStore } from 'react';
import { activateCatalogue, type Catalogue } from './catalogue';
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
/** What `t` holds: a language's start texts, and its more texts once loaded. */
let shown: { language: Language; start: Partial<Catalogue>; more?: Partial<Catalogue> } | undefined;
/** The language being applied, while applyLanguage runs. */
let applying: { language: Language; done: Promise<void> } | undefined;
let moreLoading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function show(next: NonNullable<typeof shown>): void {
  shown = next;
  activateCatalogue({ ...next.start, ...next.more } as Catalogue);
}

/**
 * Loads a language's texts, makes them the app's, remembers the choice in this browser and sets
 * `<html lang>`. Everything rendered with useLanguage renders again once they are in.
 */
export function applyLanguage(language: Language): Promise<void> {
  const done = (async () => {
    const more = moreWanted ? load(language, 'more') : undefined;
    const start = await load(language, 'start');
    // A screen may have asked for the rest while the start texts were on their way.
    show({
      language,
      start,
      ...(more || moreWanted ? { more: await (more ?? load(language, 'more')) } : {}),
    });
    rememberLanguage(language);
    document.documentElement.lang = language;
    for (const listener of listeners) listener();
  })();
  applying = { language, done };
  const settle = () => {
    if (applying?.done === done) applying = undefined;
  };
  done.then(settle, settle);
  return done;
}

/**
 * Adds the `more` texts of the language shown (or being applied) to `t`; lazyNamed waits for it
 * beside a screen's code. The download starts at once, in parallel with the start texts.
 */
export function loadMoreTexts(): Promise<void> {
  moreWanted = true;
  const language = applying?.language ?? shown?.language ?? activeLanguage();
  if (!applying && shown?.language === language && shown.more) return Promise.resolve();
  moreLoading ??= (async () => {
    const more = load(language, 'more');
    if (applying) await applying.done;
    // No language shown yet (nothing applied): apply this one, which brings its more texts.
    if (!shown) return applyLanguage(language);
    const texts = await more;
    // Only for the language still shown; one applied meanwhile brought its own.
    if (shown.language === language && !shown.more) show({ ...shown, more: texts });
  })().finally(() => {
    moreLoading = undefined;
  });
  return moreLoading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The active language; the component renders again when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
