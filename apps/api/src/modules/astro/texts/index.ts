import { localized } from '../../../i18n/localized';
import { gunMilanTextsEn } from './en';
import { gunMilanTextsHi } from './hi';
import { gunMilanTextsMr } from './mr';

/** The profile view's Gun Milan texts in a language: `gunMilanTexts('mr').birthnameMissing`. */
export const gunMilanTexts = localized({ en: gunMilanTextsEn, mr: gunMilanTextsMr, hi: gunMilanTextsHi });
