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
  RASHI_LABELS,
} from '@jodi/contract';
import type { PresentedProfile } from './profiles.schema';

/**
 * A profile's fields as text for people: the labels and display values the PDF biodata and the AI
 * helper both use, so a field reads the same wherever the server writes it out.
 */
export type ProfileTextField = keyof PresentedProfile | 'age';
type Field = ProfileTextField;

export const FIELD_LABELS: Partial<Record<Field, string>> = {
  name: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  managed_by: 'Profile managed by',
  age: 'Age',
  birthdate: 'Date of birth',
  maritial_status: 'Marital status',
  height: 'Height',
  current_city: 'Current city',
  bloodgroup: 'Blood group',
  education: 'Education',
  degree: 'Degree',
  work: 'Work (employer or business)',
  occupation: 'Occupation',
  annual_income: 'Annual income',
  career_goals: 'Career goals',
  interest_in_continuing_education: 'Interested in continuing education',
  father_occupation: "Father's occupation",
  mother_occupation: "Mother's occupation",
  number_of_siblings: 'Number of siblings',
  siblings_details: 'Siblings details',
  mamkul: 'Mamkul',
  family_type: 'Family type',
  family_values: 'Family values',
  family_financial_status: 'Family financial status',
  property_details: 'Property details',
  dietary_preferences: 'Dietary preferences',
  drinking_habits: 'Drinking habits',
  smoking_habits: 'Smoking habits',
  hobbies_and_interests: 'Hobbies and interests',
  aboutme: 'About me',
  expectation: 'Expectations',
  type_of_marriage_ceremony: 'Type of marriage ceremony',
  rashi: 'Rashi',
  gotra: 'Gotra',
  mangal_dosh: 'Mangal dosh',
  birthname: 'Birth name',
  birth_time: 'Birth time',
  birth_place: 'Birth place',
};

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
