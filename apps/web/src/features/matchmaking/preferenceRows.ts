import { optionLabel } from '@jodi/contract';
import { t } from '../../i18n';
import { feetInches } from '../../lib/height';
import type { PreferencesData } from './matchmaking.api';

export interface PreferenceRow {
  key: string;
  label: string;
  value: string;
}

function range(min: number | null, max: number | null, show: (n: number) => string): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return `${show(min)} – ${show(max)}`;
  return min !== null ? `${show(min)}+` : `≤ ${show(max as number)}`;
}

function list(values: string[] | undefined, labels: Record<string, string>): string | null {
  return values && values.length > 0 ? values.map((v) => optionLabel(labels, v)).join(', ') : null;
}

/** The set preferences of a profile as label/value rows; "doesn't matter" ones are left out. */
export function preferenceRows(prefs: Partial<PreferencesData> | null | undefined): PreferenceRow[] {
  if (!prefs) return [];
  const { options } = t.labels;
  const rows: [string, string, string | null][] = [
    ['age', t.preferences.age, range(prefs.age_min ?? null, prefs.age_max ?? null, String)],
    [
      'height',
      t.preferences.height,
      range(prefs.height_min ?? null, prefs.height_max ?? null, (cm) =>
        t.preferences.heightOption({ feetInches: feetInches(cm), cm }),
      ),
    ],
    [
      'maritial_statuses',
      t.preferences.maritalStatuses,
      list(prefs.maritial_statuses, options.maritial_status),
    ],
    ['educations', t.preferences.educations, list(prefs.educations, options.education)],
    [
      'annual_income_min',
      t.preferences.incomeMin,
      prefs.annual_income_min ? optionLabel(options.annual_income, prefs.annual_income_min) : null,
    ],
    [
      'cities',
      t.preferences.cities,
      prefs.cities && prefs.cities.length > 0 ? prefs.cities.join(', ') : null,
    ],
    ['diets', t.preferences.diets, list(prefs.diets, options.dietary_preferences)],
    ['smoking', t.preferences.smoking, list(prefs.smoking, options.habit)],
    ['drinking', t.preferences.drinking, list(prefs.drinking, options.habit)],
    ['mangal_dosh', t.preferences.mangalDosh, list(prefs.mangal_dosh, options.mangal_dosh)],
    [
      'min_gunmilan',
      t.preferences.minGunMilan,
      prefs.min_gunmilan ? t.profileView.gunMilanTotal({ total: prefs.min_gunmilan }) : null,
    ],
  ];
  return rows.flatMap(([key, label, value]) => (value === null ? [] : [{ key, label, value }]));
}
