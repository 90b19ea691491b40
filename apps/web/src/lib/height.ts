import { formatFeetInches, formatHeight as formatHeightIn } from '@jodi/i18n';
import { activeLanguage } from '../i18n';

/** 168 -> 5′ 6″ (feet and inches, rounded to the nearest inch), in the page's digits. */
export const feetInches = (cm: number): string => formatFeetInches(activeLanguage(), cm);

/** 168 -> 5′ 6″ (168 cm); null for no height. */
export function formatHeight(cm: number | null | undefined): string | null {
  if (typeof cm !== 'number' || !Number.isFinite(cm)) return null;
  return formatHeightIn(activeLanguage(), cm);
}
