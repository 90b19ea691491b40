import { type Fit, type FitField, type FitSide, type MatchCard, optionLabel } from '@jodi/contract';
import { t } from '../../i18n';
import { feetInches } from '../../lib/height';
import type { PreferencesData } from './matchmaking.api';

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

/** The viewer's own preferences as the miss texts read them (GET /preferences; null while loading). */
export type MissPreferences = Partial<PreferencesData> | null | undefined;

/** What the card knows of the profile, for naming a miss. */
export type MissSubject = Pick<MatchCard, 'age' | 'height' | 'current_city' | 'gunmilan_total'>;

function range(min: number | null | undefined, max: number | null | undefined, show: (n: number) => string) {
  if (min != null && max != null) return `${show(min)} – ${show(max)}`;
  if (min != null) return `${show(min)}+`;
  return max != null ? `≤ ${show(max)}` : null;
}

const choices = (values: string[] | null | undefined, labels: Record<string, string>) =>
  values && values.length > 0 ? values.map((v) => optionLabel(labels, v)).join(t.fit.miss.or) : null;

/**
 * One missed preference of the viewer's, named short: "Not Vegetarian", "Lives in Nashik, not
 * Pune", from the card's facts and the viewer's preferences; the field's name when either is missing.
 */
export function missText(field: FitField, subject: MissSubject, prefs: MissPreferences): string {
  const { options } = t.labels;
  const fallback = t.fit.miss.field({ field: t.fit.fields[field] ?? field });
  if (!prefs) return fallback;
  const not = (wanted: string | null) => (wanted ? t.fit.miss.not({ wanted }) : fallback);
  switch (field) {
    case 'age': {
      const wanted = range(prefs.age_min, prefs.age_max, String);
      return subject.age != null && wanted ? t.fit.miss.age({ age: subject.age, range: wanted }) : fallback;
    }
    case 'height': {
      const wanted = range(prefs.height_min, prefs.height_max, feetInches);
      return subject.height != null && wanted
        ? t.fit.miss.height({ height: feetInches(subject.height), range: wanted })
        : fallback;
    }
    case 'current_city': {
      const wanted = prefs.cities && prefs.cities.length > 0 ? prefs.cities.join(t.fit.miss.or) : null;
      return subject.current_city && wanted
        ? t.fit.miss.city({ city: subject.current_city, wanted })
        : fallback;
    }
    case 'maritial_status':
      return not(choices(prefs.maritial_statuses, options.maritial_status));
    case 'education':
      return not(choices(prefs.educations, options.education));
    case 'dietary_preferences':
      return not(choices(prefs.diets, options.dietary_preferences));
    case 'mangal_dosh':
      return not(choices(prefs.mangal_dosh, options.mangal_dosh));
    case 'smoking_habits':
      return prefs.smoking?.length === 1 && prefs.smoking[0] === 'no' ? t.fit.miss.smokes : fallback;
    case 'drinking_habits':
      return prefs.drinking?.length === 1 && prefs.drinking[0] === 'no' ? t.fit.miss.drinks : fallback;
    case 'annual_income':
      return prefs.annual_income_min
        ? t.fit.miss.income({ wanted: optionLabel(options.annual_income, prefs.annual_income_min) })
        : fallback;
    case 'gunmilan':
      return subject.gunmilan_total != null && prefs.min_gunmilan
        ? t.fit.miss.gunMilan({ total: subject.gunmilan_total, min: prefs.min_gunmilan })
        : fallback;
    default:
      return fallback;
  }
}

/** The misses of a fit, short: mine named one by one, theirs by field ("Not her preference: Diet"). */
export function missLines(
  fit: Fit,
  gender: string | null | undefined,
  subject: MissSubject,
  prefs: MissPreferences,
): string[] {
  const lines = fit.mine.items
    .filter((item) => item.met === false)
    .map((item) => missText(item.field, subject, prefs));
  const theirs = fit.theirs.items
    .filter((item) => item.met === false)
    .map((item) => t.fit.fields[item.field] ?? item.field);
  if (theirs.length > 0) {
    lines.push(t.fit.miss.theirs({ gender: genderChoice(gender), fields: theirs.join(', ') }));
  }
  return lines;
}
