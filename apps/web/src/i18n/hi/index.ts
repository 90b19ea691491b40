import type { Translation } from '@jodi/i18n';
import type { SourceCatalogue } from '../catalogue';
import { more } from './more';
import { start } from './start';

/** The web app in Hindi: the same keys as en/, checked by catalogues.test.ts. */
export const hi: Translation<SourceCatalogue> = { ...start, ...more };
