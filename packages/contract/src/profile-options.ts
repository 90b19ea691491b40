/**
 * Closed option lists of the profile fields (spec 3). Every value is stored exactly as listed
 * here (lower-case snake_case, blood groups as written); the label maps give the text to show.
 * `managed_by` lives in enums.ts as MANAGED_BY.
 */

export const MARITAL_STATUSES = ['never_married', 'divorced', 'widowed', 'awaiting_divorce'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  never_married: 'Never married',
  divorced: 'Divorced',
  widowed: 'Widowed',
  awaiting_divorce: 'Awaiting divorce',
};

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export const EDUCATION_LEVELS = [
  'high_school',
  'diploma',
  'bachelors',
  'masters',
  'doctorate',
  'professional',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  high_school: 'High school (12th)',
  diploma: 'Diploma',
  bachelors: "Bachelor's degree",
  masters: "Master's degree",
  doctorate: 'Doctorate (PhD)',
  professional: 'Professional qualification (CA, CS, ...)',
};

/** Yearly income bands in rupees; the profile's `annual_income` holds one of these. */
export const ANNUAL_INCOME_RANGES = [
  'below_3_lakh',
  '3_to_5_lakh',
  '5_to_10_lakh',
  '10_to_15_lakh',
  '15_to_25_lakh',
  '25_to_50_lakh',
  '50_lakh_to_1_crore',
  'above_1_crore',
  'not_disclosed',
] as const;
export type AnnualIncomeRange = (typeof ANNUAL_INCOME_RANGES)[number];
export const ANNUAL_INCOME_RANGE_LABELS: Record<AnnualIncomeRange, string> = {
  below_3_lakh: 'Below ₹3 lakh',
  '3_to_5_lakh': '₹3–5 lakh',
  '5_to_10_lakh': '₹5–10 lakh',
  '10_to_15_lakh': '₹10–15 lakh',
  '15_to_25_lakh': '₹15–25 lakh',
  '25_to_50_lakh': '₹25–50 lakh',
  '50_lakh_to_1_crore': '₹50 lakh – 1 crore',
  above_1_crore: 'Above ₹1 crore',
  not_disclosed: 'Prefer not to say',
};

export const DIETARY_PREFERENCES = ['veg', 'non_veg', 'eggetarian', 'jain', 'vegan'] as const;
export type DietaryPreference = (typeof DIETARY_PREFERENCES)[number];
export const DIETARY_PREFERENCE_LABELS: Record<DietaryPreference, string> = {
  veg: 'Vegetarian',
  non_veg: 'Non-vegetarian',
  eggetarian: 'Eggetarian',
  jain: 'Jain',
  vegan: 'Vegan',
};

/** Shared by drinking and smoking. */
export const HABIT_FREQUENCIES = ['no', 'occasionally', 'yes'] as const;
export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];
export const HABIT_FREQUENCY_LABELS: Record<HabitFrequency, string> = {
  no: 'No',
  occasionally: 'Occasionally',
  yes: 'Yes',
};
export const DRINKING_HABITS = HABIT_FREQUENCIES;
export type DrinkingHabit = HabitFrequency;
export const SMOKING_HABITS = HABIT_FREQUENCIES;
export type SmokingHabit = HabitFrequency;

export const FAMILY_TYPES = ['joint', 'nuclear'] as const;
export type FamilyType = (typeof FAMILY_TYPES)[number];
export const FAMILY_TYPE_LABELS: Record<FamilyType, string> = {
  joint: 'Joint family',
  nuclear: 'Nuclear family',
};

export const FAMILY_VALUES = ['traditional', 'moderate', 'liberal'] as const;
export type FamilyValue = (typeof FAMILY_VALUES)[number];
export const FAMILY_VALUE_LABELS: Record<FamilyValue, string> = {
  traditional: 'Traditional',
  moderate: 'Moderate',
  liberal: 'Liberal',
};

export const FAMILY_FINANCIAL_STATUSES = [
  'lower_middle_class',
  'middle_class',
  'upper_middle_class',
  'affluent',
] as const;
export type FamilyFinancialStatus = (typeof FAMILY_FINANCIAL_STATUSES)[number];
export const FAMILY_FINANCIAL_STATUS_LABELS: Record<FamilyFinancialStatus, string> = {
  lower_middle_class: 'Lower middle class',
  middle_class: 'Middle class',
  upper_middle_class: 'Upper middle class',
  affluent: 'Affluent',
};

export const MARRIAGE_CEREMONY_TYPES = ['traditional', 'simple', 'registered', 'no_preference'] as const;
export type MarriageCeremonyType = (typeof MARRIAGE_CEREMONY_TYPES)[number];
export const MARRIAGE_CEREMONY_TYPE_LABELS: Record<MarriageCeremonyType, string> = {
  traditional: 'Traditional (full rituals)',
  simple: 'Simple ceremony',
  registered: 'Registered (court) marriage',
  no_preference: 'No preference',
};

/** The 12 moon signs in order (index + 1 = rashi number, 1 = Mesha / Aries). */
export const RASHIS = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const;
export type Rashi = (typeof RASHIS)[number];
export const RASHI_LABELS: Record<Rashi, string> = {
  Mesha: 'Mesha (Aries)',
  Vrishabha: 'Vrishabha (Taurus)',
  Mithuna: 'Mithuna (Gemini)',
  Karka: 'Karka (Cancer)',
  Simha: 'Simha (Leo)',
  Kanya: 'Kanya (Virgo)',
  Tula: 'Tula (Libra)',
  Vrishchika: 'Vrishchika (Scorpio)',
  Dhanu: 'Dhanu (Sagittarius)',
  Makara: 'Makara (Capricorn)',
  Kumbha: 'Kumbha (Aquarius)',
  Meena: 'Meena (Pisces)',
};

export const MANGAL_DOSH = ['yes', 'no', 'anshik', 'unknown'] as const;
export type MangalDosh = (typeof MANGAL_DOSH)[number];
export const MANGAL_DOSH_LABELS: Record<MangalDosh, string> = {
  yes: 'Yes',
  no: 'No',
  anshik: 'Anshik (partial)',
  unknown: "Don't know",
};

export const HEIGHT_RANGE_CM = { min: 120, max: 220 } as const;

/** Legal minimum age at marriage in India, by gender. */
export const MIN_MARRIAGE_AGE = { male: 21, female: 18 } as const;

/** The label of a stored option value; unknown values are shown as stored. */
export function optionLabel<T extends string>(labels: Record<T, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}
