import {
  ANNUAL_INCOME_RANGE_LABELS,
  DIETARY_PREFERENCE_LABELS,
  EDUCATION_LEVEL_LABELS,
  GUN_MILAN_MAX,
  HABIT_FREQUENCY_LABELS,
  MANGAL_DOSH_LABELS,
  MARITAL_STATUS_LABELS,
  optionLabel,
} from '@jodi/contract';
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
  const rows: [string, string, string | null][] = [
    ['age', t.preferences.age, range(prefs.age_min ?? null, prefs.age_max ?? null, String)],
    [
      'height',
      t.preferences.height,
      range(prefs.height_min ?? null, prefs.height_max ?? null, (cm) => `${feetInches(cm)} (${cm} cm)`),
    ],
    [
      'maritial_statuses',
      t.preferences.maritalStatuses,
      list(prefs.maritial_statuses, MARITAL_STATUS_LABELS),
    ],
    ['educations', t.preferences.educations, list(prefs.educations, EDUCATION_LEVEL_LABELS)],
    [
      'annual_income_min',
      t.preferences.incomeMin,
      prefs.annual_income_min ? optionLabel(ANNUAL_INCOME_RANGE_LABELS, prefs.annual_income_min) : null,
    ],
    [
      'cities',
      t.preferences.cities,
      prefs.cities && prefs.cities.length > 0 ? prefs.cities.join(', ') : null,
    ],
    ['diets', t.preferences.diets, list(prefs.diets, DIETARY_PREFERENCE_LABELS)],
    ['smoking', t.preferences.smoking, list(prefs.smoking, HABIT_FREQUENCY_LABELS)],
    ['drinking', t.preferences.drinking, list(prefs.drinking, HABIT_FREQUENCY_LABELS)],
    ['mangal_dosh', t.preferences.mangalDosh, list(prefs.mangal_dosh, MANGAL_DOSH_LABELS)],
    [
      'min_gunmilan',
      t.preferences.minGunMilan,
      prefs.min_gunmilan ? `${prefs.min_gunmilan} / ${GUN_MILAN_MAX}` : null,
    ],
  ];
  return rows.flatMap(([key, label, value]) => (value === null ? [] : [{ key, label, value }]));
}
