import type { Messages } from '@jodi/i18n';
import type { en } from './en';

export type SourceCatalogue = typeof en;
/** The catalogue as code reads it: `t.topBar.login`, `t.chat.noMessages({ name })`. */
export type Catalogue = Messages<SourceCatalogue>;
export type PageKey = keyof Catalogue['pages'];

/**
 * The active language's texts. A live binding: language.ts replaces it when the language changes
 * and the app renders again from its root, so components read `t` at render time.
 */
export let t: Catalogue;

/** Only language.ts (and the test setup) calls this. */
export function activateCatalogue(catalogue: Catalogue): void {
  t = catalogue;
}
