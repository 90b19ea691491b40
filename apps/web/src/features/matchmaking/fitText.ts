import type { Fit, FitSide } from '@jodi/contract';
import { t } from '../../i18n';

/** 'his' / 'her' / 'their' by the profile's gender. */
export function pronounOf(gender: string | null | undefined): string {
  return t.fit.pronoun[gender ?? ''] ?? t.fit.pronoun.other ?? 'their';
}

function subjectOf(gender: string | null | undefined): string {
  return t.fit.subject[gender ?? ''] ?? t.fit.subject.other ?? 'They';
}

function withUnknown(text: string, side: FitSide): string {
  return side.unknown > 0 ? `${text} (${t.fit.unknown(side.unknown)})` : text;
}

/** "Meets 6 of your 8 preferences" — or that none are set. */
export function mineText(side: FitSide): string {
  return side.of === 0 ? t.fit.noPreferences : withUnknown(t.fit.short(side.met, side.of), side);
}

/** "You meet 5 of her 7" — or that the profile set none. */
export function theirsText(side: FitSide, gender: string | null | undefined): string {
  return side.of === 0
    ? t.fit.theirsNone(subjectOf(gender))
    : withUnknown(t.fit.theirsShort(pronounOf(gender), side.met, side.of), side);
}

/** The short form: "Meets 6 of your 8 preferences · You meet 5 of her 7". */
export function fitShort(fit: Fit, gender: string | null | undefined): string {
  return `${mineText(fit.mine)} · ${theirsText(fit.theirs, gender)}`;
}
