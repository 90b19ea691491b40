import {
  ANNUAL_INCOME_RANGE_LABELS,
  DIETARY_PREFERENCE_LABELS,
  EDUCATION_LEVEL_LABELS,
  FAMILY_FINANCIAL_STATUS_LABELS,
  FAMILY_TYPE_LABELS,
  FAMILY_VALUE_LABELS,
  HABIT_FREQUENCY_LABELS,
  MANGAL_DOSH_LABELS,
  MARITAL_STATUS_LABELS,
  MARRIAGE_CEREMONY_TYPE_LABELS,
  PROFILE_FIELD_LABELS,
  RASHI_LABELS,
} from '@jodi/contract';
import type { PresentedProfile } from './profiles.schema';

/**
 * A profile's fields as text for people: the labels and display values the PDF biodata and the AI
 * helper both use, so a field reads the same wherever the server writes it out.
 */
export type ProfileTextField = keyof PresentedProfile | 'age';
type Field = ProfileTextField;

export const FIELD_LABELS: Partial<Record<Field, string>> = PROFILE_FIELD_LABELS;

const OPTION_LABELS: Partial<Record<Field, Record<string, string>>> = {
  maritial_status: MARITAL_STATUS_LABELS,
  education: EDUCATION_LEVEL_LABELS,
  annual_income: ANNUAL_INCOME_RANGE_LABELS,
  dietary_preferences: DIETARY_PREFERENCE_LABELS,
  drinking_habits: HABIT_FREQUENCY_LABELS,
  smoking_habits: HABIT_FREQUENCY_LABELS,
  family_type: FAMILY_TYPE_LABELS,
  family_values: FAMILY_VALUE_LABELS,
  family_financial_status: FAMILY_FINANCIAL_STATUS_LABELS,
  type_of_marriage_ceremony: MARRIAGE_CEREMONY_TYPE_LABELS,
  rashi: RASHI_LABELS,
  mangal_dosh: MANGAL_DOSH_LABELS,
};

export const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function heightText(cm: number): string {
  const inches = Math.round(cm / 2.54);
  return `${Math.floor(inches / 12)}′ ${inches % 12}″ (${cm} cm)`;
}

/** The display text of one field, or null when it is empty (empty fields are skipped). */
export function fieldText(profile: PresentedProfile, field: Field): string | null {
  const raw = (profile as Record<string, unknown>)[field];
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' && raw.trim() === '') return null;
  if (field === 'height' && typeof raw === 'number') return heightText(raw);
  if (field === 'birthdate' && typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    return DATE.format(new Date(`${raw}T00:00:00Z`));
  }
  if (typeof raw === 'boolean') return raw ? 'Yes' : 'No';
  if (typeof raw === 'number') return String(raw);
  if (typeof raw !== 'string') return null;
  const labels = OPTION_LABELS[field];
  if (labels) return labels[raw] ?? raw;
  if (field === 'gender' || field === 'managed_by') return capitalise(raw);
  return raw.trim();
}
