import type { Fit, FitSide } from '@jodi/contract';
import { t } from '../../i18n';

/** The profile's gender as the fit messages choose by it: 'male', 'female' or 'other'. */
export function genderChoice(gender: string | null | undefined): string {
  return gender === 'male' || gender === 'female' ? gender : 'other';
}

function withUnknown(text: string, side: FitSide): string {
  return side.unknown > 0 ? `${text} (${t.fit.unknown({ count: side.unknown })})` : text;
}

/** "Meets 6 of your 8 preferences" — or that none are set. */
export function mineText(side: FitSide): string {
  return side.of === 0
    ? t.fit.noPreferences
    : withUnknown(t.fit.short({ met: side.met, total: side.of }), side);
}

/** "You meet 5 of her 7" — or that the profile set none. */
export function theirsText(side: FitSide, gender: string | null | undefined): string {
  return side.of === 0
    ? t.fit.theirsNone({ gender: genderChoice(gender) })
    : withUnknown(t.fit.theirsShort({ gender: genderChoice(gender), met: side.met, total: side.of }), side);
}

/** The short form: "Meets 6 of your 8 preferences · You meet 5 of her 7". */
export function fitShort(fit: Fit, gender: string | null | undefined): string {
  return `${mineText(fit.mine)} · ${theirsText(fit.theirs, gender)}`;
}
