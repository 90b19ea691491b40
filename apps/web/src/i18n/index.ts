import { en, type Messages } from './en';

export type { Messages, PageKey } from './en';

/** The active text catalogue. Only English exists today; a second language is a second file. */
export const t: Messages = en;
