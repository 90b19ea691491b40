import { localized } from '../../../i18n/localized';
import { biodataTextsEn } from './en';
import { biodataTextsHi } from './hi';
import { biodataTextsMr } from './mr';

/** The biodata PDF's texts in a language: `biodataTexts('mr').sections.personal`. */
export const biodataTexts = localized({ en: biodataTextsEn, mr: biodataTextsMr, hi: biodataTextsHi });
