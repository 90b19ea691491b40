import { t } from '../../i18n';
import { displayValue } from '../../lib/display';
import { formatHeight } from '../../lib/height';
import { OPTION_LABELS, type Profile, type ProfileField } from '../../lib/profile';

type DetailField = ProfileField | 'age';

export interface DetailTab {
  value: string;
  label: string;
  fields: readonly DetailField[];
}

/** The five tabs of spec 2, with exactly the spec's names, and the fields each shows. */
export const DETAIL_TABS: readonly DetailTab[] = [
  {
    value: 'personal',
    label: t.profileView.tabs.personal,
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
    value: 'work',
    label: t.profileView.tabs.work,
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
    value: 'family',
    label: t.profileView.tabs.family,
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
    value: 'preferences',
    label: t.profileView.tabs.preferences,
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
  {
    value: 'astrology',
    label: t.profileView.tabs.astrology,
    fields: ['rashi', 'gotra', 'mangal_dosh', 'birthname', 'birth_time', 'birth_place'],
  },
];

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return displayValue(value);
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : DATE_FORMAT.format(date);
}

export interface DetailRow {
  field: DetailField;
  label: string;
  value: string;
}

/**
 * The label/value rows of one tab. A field the viewer may not see is absent from the profile and
 * gets no row; a field without a value shows 'N/A' (spec 3 display rule).
 */
export function detailRows(profile: Profile, tab: DetailTab): DetailRow[] {
  const source = profile as Record<string, unknown>;
  return tab.fields
    .filter((field) => field in source)
    .map((field) => {
      const raw = source[field];
      let value: string;
      if (field === 'height') value = formatHeight(profile.height) ?? displayValue(null);
      else if (field === 'birthdate') value = formatDate(raw);
      else value = displayValue(raw, field === 'age' ? undefined : OPTION_LABELS[field]);
      return { field, label: t.profileFields[field], value };
    });
}
