import { localized } from '../../../i18n/localized';
import { authTextsEn } from './en';
import { authTextsHi } from './hi';
import { authTextsMr } from './mr';

/** The auth module's texts in a member's language: `authTexts('mr').resetMail.subject`. */
export const authTexts = localized({ en: authTextsEn, mr: authTextsMr, hi: authTextsHi });
