import type { ProfileInput } from '@jodi/contract';
import { getTableColumns } from 'drizzle-orm';
import { profiles } from '../../db/schema';

/** The match terms and their bits (decisions 35 and 37), and the copies ranking reads (decision 40): matchmaking's alone. */
const MATCH_COLUMNS = [
  'fitTerms',
  'acceptTerms',
  'fitBits',
  'fitCityBits',
  'acceptBits',
  'acceptAgeBits',
  'acceptHeightBits',
  'acceptCityBits',
  'partnerPrefs',
  'lastLoginAt',
  'accountSuspended',
] as const;
type MatchColumn = (typeof MATCH_COLUMNS)[number];

/** A profile's columns less the match columns, so reading a profile does not carry them. */
const profileColumns = Object.fromEntries(
  Object.entries(getTableColumns(profiles)).filter(
    ([key]) => !(MATCH_COLUMNS as readonly string[]).includes(key),
  ),
) as Omit<ReturnType<typeof getTableColumns<typeof profiles>>, MatchColumn>;

export { profileColumns };
export type ProfileRow = Omit<typeof profiles.$inferSelect, MatchColumn>;
export type ProfileColumns = Partial<typeof profiles.$inferInsert>;
export type ProfileField = keyof Required<ProfileInput>;

/**
 * Wire name (spec 3 spelling, snake_case except `lastName`) -> column of every editable profile
 * field. Both the update (wire -> columns) and the presenter (columns -> wire) use it, so a field
 * added here travels both ways.
 */
export const PROFILE_FIELD_COLUMNS = {
  name: 'name',
  lastName: 'lastName',
  gender: 'gender',
  managed_by: 'managedBy',
  maritial_status: 'maritialStatus',
  height: 'height',
  birthdate: 'birthdate',
  current_city: 'currentCity',
  bloodgroup: 'bloodgroup',
  work: 'work',
  occupation: 'occupation',
  annual_income: 'annualIncome',
  education: 'education',
  degree: 'degree',
  career_goals: 'careerGoals',
  property_details: 'propertyDetails',
  number_of_siblings: 'numberOfSiblings',
  siblings_details: 'siblingsDetails',
  father_occupation: 'fatherOccupation',
  mother_occupation: 'motherOccupation',
  mamkul: 'mamkul',
  family_financial_status: 'familyFinancialStatus',
  family_type: 'familyType',
  family_values: 'familyValues',
  hobbies_and_interests: 'hobbiesAndInterests',
  aboutme: 'aboutme',
  dietary_preferences: 'dietaryPreferences',
  drinking_habits: 'drinkingHabits',
  smoking_habits: 'smokingHabits',
  expectation: 'expectation',
  type_of_marriage_ceremony: 'typeOfMarriageCeremony',
  interest_in_continuing_education: 'interestInContinuingEducation',
  rashi: 'rashi',
  gotra: 'gotra',
  mangal_dosh: 'mangalDosh',
  birthname: 'birthname',
  birth_time: 'birthTime',
  birth_place: 'birthPlace',
  birth_lat: 'birthLat',
  birth_lon: 'birthLon',
  birth_tz: 'birthTz',
} as const satisfies { [K in ProfileField]: keyof ProfileRow };

/**
 * The personal fields a member is asked to fill in, in the order of spec 3 (the profile form's
 * order), ending with `birthname` (the form's step go=4). `remaining_personal` lists the empty
 * ones in this order, and the profile score counts the filled ones. `managed_by` always has a
 * value; the exact birth time and place are optional extras for Gun Milan and are not asked.
 */
export const PERSONAL_FIELDS = [
  'name',
  'lastName',
  'gender',
  'maritial_status',
  'height',
  'birthdate',
  'current_city',
  'bloodgroup',
  'work',
  'occupation',
  'annual_income',
  'education',
  'degree',
  'career_goals',
  'property_details',
  'number_of_siblings',
  'siblings_details',
  'father_occupation',
  'mother_occupation',
  'mamkul',
  'family_financial_status',
  'family_type',
  'family_values',
  'hobbies_and_interests',
  'aboutme',
  'dietary_preferences',
  'drinking_habits',
  'smoking_habits',
  'expectation',
  'type_of_marriage_ceremony',
  'interest_in_continuing_education',
  'rashi',
  'gotra',
  'mangal_dosh',
  'birthname',
] as const satisfies readonly ProfileField[];

/** Wire input -> column values; keys absent from the input are left out (a partial update). */
export function toColumns(input: ProfileInput): ProfileColumns {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PROFILE_FIELD_COLUMNS)) {
    const value = input[field as ProfileField];
    if (value !== undefined) out[column] = value;
  }
  return out as ProfileColumns;
}

/** Personal fields still empty (null or blank), in form order. */
export function remainingPersonalFields(row: ProfileRow): string[] {
  return PERSONAL_FIELDS.filter((field) => {
    const value = row[PROFILE_FIELD_COLUMNS[field]];
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  });
}
