import { HEIGHT_RANGE_CM } from '@jodi/contract';
import { formatFeetInches, formatHeight as formatHeightIn } from '@jodi/i18n';
import { activeLanguage } from '../i18n';

/** 168 -> 5′ 6″ (feet and inches, rounded to the nearest inch), in the page's digits. */
export const feetInches = (cm: number): string => formatFeetInches(activeLanguage(), cm);

/** 168 -> 5′ 6″ (168 cm); null for no height. */
export function formatHeight(cm: number | null | undefined): string | null {
  if (typeof cm !== 'number' || !Number.isFinite(cm)) return null;
  return formatHeightIn(activeLanguage(), cm);
}

/** Every inch from 4′6″ to 7′0″, in centimetres (the unit the API takes): 137, 140, 142, … 213. */
export const HEIGHT_CHOICES_CM: readonly number[] = Array.from({ length: 31 }, (_, i) =>
  Math.round((54 + i) * 2.54),
).filter((cm) => cm >= HEIGHT_RANGE_CM.min && cm <= HEIGHT_RANGE_CM.max);

/**
 * The heights to pick from, in feet and inches with the centimetres ("5′ 6″ (168 cm)"), valued in
 * centimetres: the one list of the profile form, the guided start and the partner preferences. A
 * saved height off the list (`keep`, say 169 typed before) is offered too, in its place, so it stays.
 */
export function heightOptions(keep?: number | null): { value: string; label: string }[] {
  const heights =
    typeof keep === 'number' && Number.isInteger(keep) && keep > 0 && !HEIGHT_CHOICES_CM.includes(keep)
      ? [...HEIGHT_CHOICES_CM, keep].sort((a, b) => a - b)
      : HEIGHT_CHOICES_CM;
  return heights.map((cm) => ({ value: String(cm), label: formatHeight(cm) ?? String(cm) }));
}
