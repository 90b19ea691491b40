import { localized } from '../../../i18n/localized';
import { familyTextsEn } from './en';
import { familyTextsHi } from './hi';
import { familyTextsMr } from './mr';

/** The family module's texts in a member's language: `familyTexts('mr').inviteMail.subject({ name })`. */
export const familyTexts = localized({ en: familyTextsEn, mr: familyTextsMr, hi: familyTextsHi });
