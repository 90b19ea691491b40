import {
  ANNUAL_INCOME_RANGES,
  type Fit,
  type FitField,
  type FitItem,
  type FitSide,
  type Preferences,
} from '@jodi/contract';
import { ageOn } from '../profiles/age';

/** What a fit reads of a profile (the columns the preferences are about). */
export interface FitSubject {
  birthdate: string | null;
  height: number | null;
  maritialStatus: string | null;
  education: string | null;
  annualIncome: string | null;
  currentCity: string | null;
  dietaryPreferences: string | null;
  smokingHabits: string | null;
  drinkingHabits: string | null;
  mangalDosh: string | null;
}

export { NO_PREFERENCES } from '@jodi/contract';

/** A value the profile left unanswered: empty, or an answer that says nothing ("Don't know", "Prefer not to say"). */
const unanswered = (value: string | null, silent?: string) =>
  value === null || value.trim() === '' || value === silent;

const withinRange = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

/** A preferred city matches the profile's whole city or the part before a comma, ignoring case (as the listing's filter). */
export function cityMatches(profileCity: string, preferred: string): boolean {
  const city = profileCity.trim().toLowerCase();
  const want = preferred.trim().toLowerCase();
  return city === want || city.startsWith(`${want},`);
}

const incomeRank = (band: string) => (ANNUAL_INCOME_RANGES as readonly string[]).indexOf(band);

/**
 * One side of a fit: `prefs` (someone's preferences) against `subject` (the other profile), one
 * item per preference set, in FIT_FIELDS order. `met` is null when the profile left the field
 * unanswered: unknown is counted apart, never as met. `gunMilanTotal` is the pair's total, null
 * when either has no Moon. Pure: the profile view and every match card use this one function.
 */
export function fitSide(
  prefs: Preferences,
  subject: FitSubject,
  gunMilanTotal: number | null,
  today: string,
): FitSide {
  const items: FitItem[] = [];
  const add = (field: FitField, met: boolean | null) => items.push({ field, met });
  const oneOf = (field: FitField, wanted: readonly string[], value: string | null, silent?: string) => {
    if (wanted.length === 0) return;
    add(field, unanswered(value, silent) ? null : wanted.includes(value!));
  };

  if (prefs.age_min !== null || prefs.age_max !== null) {
    add(
      'age',
      subject.birthdate ? withinRange(ageOn(subject.birthdate, today), prefs.age_min, prefs.age_max) : null,
    );
  }
  if (prefs.height_min !== null || prefs.height_max !== null) {
    add(
      'height',
      subject.height === null ? null : withinRange(subject.height, prefs.height_min, prefs.height_max),
    );
  }
  oneOf('maritial_status', prefs.maritial_statuses, subject.maritialStatus);
  oneOf('education', prefs.educations, subject.education);
  if (prefs.annual_income_min !== null) {
    const rank = subject.annualIncome === null ? -1 : incomeRank(subject.annualIncome);
    const known = rank >= 0 && subject.annualIncome !== 'not_disclosed';
    add('annual_income', known ? rank >= incomeRank(prefs.annual_income_min) : null);
  }
  if (prefs.cities.length > 0) {
    const city = subject.currentCity;
    add('current_city', unanswered(city) ? null : prefs.cities.some((c) => cityMatches(city!, c)));
  }
  oneOf('dietary_preferences', prefs.diets, subject.dietaryPreferences);
  oneOf('smoking_habits', prefs.smoking, subject.smokingHabits);
  oneOf('drinking_habits', prefs.drinking, subject.drinkingHabits);
  oneOf('mangal_dosh', prefs.mangal_dosh, subject.mangalDosh, 'unknown');
  // A minimum of 0 points lets every pair through: the same as "doesn't matter".
  if (prefs.min_gunmilan !== null && prefs.min_gunmilan > 0) {
    add('gunmilan', gunMilanTotal === null ? null : gunMilanTotal >= prefs.min_gunmilan);
  }

  return {
    met: items.filter((i) => i.met === true).length,
    of: items.length,
    unknown: items.filter((i) => i.met === null).length,
    items,
  };
}

/** Preferences a side has that the profile is known not to meet. */
export const unmet = (side: FitSide) => side.of - side.met - side.unknown;

/**
 * Both sides: my preferences against them (`mine`), theirs against me (`theirs`); `mutual` when
 * neither side has an unmet preference.
 */
export function fitBetween(
  me: { prefs: Preferences; subject: FitSubject },
  them: { prefs: Preferences; subject: FitSubject },
  gunMilanTotal: number | null,
  today: string,
): Fit {
  const mine = fitSide(me.prefs, them.subject, gunMilanTotal, today);
  const theirs = fitSide(them.prefs, me.subject, gunMilanTotal, today);
  return { mine, theirs, mutual: unmet(mine) === 0 && unmet(theirs) === 0 };
}

/** The tier of a mutual fit: each side's preferences all met or unknown. */
export const MUTUAL_TIER = 2;

/** 2: mutual fit; 1: one side's preferences all met or unknown; 0: neither. Ranking's first key. */
export function fitTier(fit: Fit): 0 | 1 | 2 {
  if (fit.mutual) return MUTUAL_TIER;
  return unmet(fit.mine) === 0 || unmet(fit.theirs) === 0 ? 1 : 0;
}
