import {
  ANNUAL_INCOME_RANGE_LABELS,
  CALL_STATUS_LABELS,
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
  RELATIONS,
  REPORT_REASON_LABELS,
  type Relation,
} from '@jodi/contract';

/** In English a relation is named by its stored word: Mother -> Mother. */
const RELATION_NAMES = Object.fromEntries(RELATIONS.map((relation) => [relation, relation])) as Record<
  Relation,
  string
>;

/**
 * How a profile's fields and stored option values read, shared by the web app, the PDF biodata,
 * mails and the AI helper. The English texts are the contract's (the spec's words); what a member
 * typed is never translated, only these fixed names of fields and choices.
 */
export const profileLabelsEn = {
  fields: PROFILE_FIELD_LABELS,
  options: {
    gender: { male: 'Male', female: 'Female' },
    managed_by: {
      self: 'Self',
      parent: 'Parent',
      sibling: 'Sibling',
      relative: 'Relative',
      friend: 'Friend',
    },
    maritial_status: MARITAL_STATUS_LABELS,
    education: EDUCATION_LEVEL_LABELS,
    annual_income: ANNUAL_INCOME_RANGE_LABELS,
    dietary_preferences: DIETARY_PREFERENCE_LABELS,
    habit: HABIT_FREQUENCY_LABELS,
    family_type: FAMILY_TYPE_LABELS,
    family_values: FAMILY_VALUE_LABELS,
    family_financial_status: FAMILY_FINANCIAL_STATUS_LABELS,
    type_of_marriage_ceremony: MARRIAGE_CEREMONY_TYPE_LABELS,
    rashi: RASHI_LABELS,
    mangal_dosh: MANGAL_DOSH_LABELS,
  },
  /** A contact's (or family member's) relation by its stored English word: each language names it. */
  relations: RELATION_NAMES,
  reportReasons: REPORT_REASON_LABELS,
  callStatuses: CALL_STATUS_LABELS,
  yes: 'Yes',
  no: 'No',
};
