import { more } from './more';
import { start } from './start';

/**
 * The source catalogue: every text of the web app in English. Texts quoted by the product spec are
 * copied word for word. Messages with placeholders are ICU (`icu<{ name: string }>`); mr/ and hi/
 * give each the same keys (`Translation<typeof en>`), checked by catalogues.test.ts. Each language
 * is two chunks: start.ts (the first screen's) and more.ts (the rest), loaded by language.ts.
 */
export const en = { ...start, ...more };
