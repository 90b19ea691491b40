import type { Translation } from '@jodi/i18n';
import type { SourceCatalogue } from '../catalogue';
import { more } from './more';
import { start } from './start';

/** The web app in Marathi: the same keys as en/, checked by catalogues.test.ts. */
export const mr: Translation<SourceCatalogue> = { ...start, ...more };
