import { localized } from '../../../i18n/localized';
import { assistantTextsEn } from './en';
import { assistantTextsHi } from './hi';
import { assistantTextsMr } from './mr';

export type { VoiceGender } from './en';

/** The AI helper's words in a language: `assistantTexts('mr').city.is({ name, city, gender })`. */
export const assistantTexts = localized({ en: assistantTextsEn, mr: assistantTextsMr, hi: assistantTextsHi });
