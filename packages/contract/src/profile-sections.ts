/**
 * The five tabs of the profile view (spec 2) and the fields each shows, in order. The web's tabs
 * and the PDF biodata's sections both come from here, so they can never disagree; each side keeps
 * its own titles and labels in its text catalogue.
 */
export const PROFILE_SECTIONS = [
  {
    key: 'personal',
    fields: [
      'name',
      'lastName',
      'gender',
      'managed_by',
      'age',
      'birthdate',
      'maritial_status',
      'height',
      'current_city',
      'bloodgroup',
    ],
  },
  {
    key: 'work',
    fields: [
      'education',
      'degree',
      'work',
      'occupation',
      'annual_income',
      'career_goals',
      'interest_in_continuing_education',
    ],
  },
  {
    key: 'family',
    fields: [
      'father_occupation',
      'mother_occupation',
      'number_of_siblings',
      'siblings_details',
      'mamkul',
      'family_type',
      'family_values',
      'family_financial_status',
      'property_details',
    ],
  },
  {
    key: 'preferences',
    fields: [
      'dietary_preferences',
      'drinking_habits',
      'smoking_habits',
      'hobbies_and_interests',
      'aboutme',
      'expectation',
      'type_of_marriage_ceremony',
    ],
  },
  { key: 'astrology', fields: ['rashi', 'gotra', 'mangal_dosh', 'birthname', 'birth_time', 'birth_place'] },
] as const;

export type ProfileSectionKey = (typeof PROFILE_SECTIONS)[number]['key'];
export type ProfileSectionField = (typeof PROFILE_SECTIONS)[number]['fields'][number];
