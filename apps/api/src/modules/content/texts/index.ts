import { localized } from '../../../i18n/localized';
import { featureTextsEn } from './en';
import { featureTextsHi } from './hi';
import { featureTextsMr } from './mr';

/** The features page's texts in a reader's language: `featureTexts('mr')['gun-milan'].title`. */
export const featureTexts = localized({ en: featureTextsEn, mr: featureTextsMr, hi: featureTextsHi });
export type FeatureId = keyof typeof featureTextsEn;
