import { knownRelation, PROFILE_FIELD_LABELS } from '@jodi/contract';
import {
  formatClock,
  formatDate,
  formatHeight,
  formatNumber,
  type Language,
  type ProfileLabels,
} from '@jodi/i18n';
import { profileLabelsEn } from '@jodi/i18n/labels/en';
import { profileLabelsHi } from '@jodi/i18n/labels/hi';
import { profileLabelsMr } from '@jodi/i18n/labels/mr';
import type { PresentedProfile } from './profiles.schema';

/**
 * A profile's fields as text for people, in the reader's language: the labels and display values
 * the PDF biodata and the AI helper both use, so a field reads the same wherever the server writes
 * it out. Only the fixed names of fields and choices, dates, heights and numbers are translated;
 * what the member typed (names, free text) stays as typed.
 */
export type ProfileTextField = keyof PresentedProfile | 'age';
type Field = ProfileTextField;

export const PROFILE_LABELS: Record<Language, ProfileLabels> = {
  en: profileLabelsEn,
  mr: profileLabelsMr,
  hi: profileLabelsHi,
};

/** The fields that have a label (every one a person reads). */
export const LABELLED_FIELDS = Object.keys(PROFILE_FIELD_LABELS) as Field[];

/** Which list of choices names a field's stored value. */
const OPTIONS_OF: Partial<Record<Field, keyof ProfileLabels['options']>> = {
  gender: 'gender',
  managed_by: 'managed_by',
  maritial_status: 'maritial_status',
  education: 'education',
  annual_income: 'annual_income',
  dietary_preferences: 'dietary_preferences',
  drinking_habits: 'habit',
  smoking_habits: 'habit',
  family_type: 'family_type',
  family_values: 'family_values',
  family_financial_status: 'family_financial_status',
  type_of_marriage_ceremony: 'type_of_marriage_ceremony',
  rashi: 'rashi',
  mangal_dosh: 'mangal_dosh',
};

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A contact's relation in the language: a listed one ('Mother', stored in English) by its name there
 * ('आई'); anything else typed under "Other" as typed, first letter capitalised.
 */
export function relationText(language: Language, relation: string): string {
  const known = knownRelation(relation);
  return known ? PROFILE_LABELS[language].relations[known] : capitalise(relation.trim());
}

/** A field's name in the language (the field's key when it has none). */
export function fieldLabel(language: Language, field: Field): string {
  return (PROFILE_LABELS[language].fields as Partial<Record<Field, string>>)[field] ?? String(field);
}

/** The display text of one field in the language, or null when it is empty (empty fields are skipped). */
export function fieldText(profile: PresentedProfile, field: Field, language: Language): string | null {
  const raw = (profile as Record<string, unknown>)[field];
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' && raw.trim() === '') return null;
  const labels = PROFILE_LABELS[language];
  if (field === 'height' && typeof raw === 'number') return formatHeight(language, raw);
  if (field === 'birthdate' && typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    return formatDate(language, raw);
  }
  // A birth time as typed (14:30), in Marathi's digits (१४:३०).
  if (field === 'birth_time' && typeof raw === 'string') return formatClock(language, raw.trim());
  if (typeof raw === 'boolean') return raw ? labels.yes : labels.no;
  // Counts (age, siblings) in the language's digits; coordinates exactly as stored.
  if (typeof raw === 'number') return Number.isInteger(raw) ? formatNumber(language, raw) : String(raw);
  if (typeof raw !== 'string') return null;
  const options = OPTIONS_OF[field];
  if (options) return (labels.options[options] as Record<string, string>)[raw] ?? raw;
  return raw.trim();
}
