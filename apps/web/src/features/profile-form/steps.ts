import { GENDERS, MANAGED_BY } from '@jodi/contract';
import { t } from '../../i18n';
import { optionLabels, type ProfileField, type SelectOption } from '../../lib/profile';

/** How a field is edited. `place` edits birth_place, birth_lat, birth_lon and birth_tz together. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'select'
  | 'count'
  | 'height'
  | 'date'
  | 'time'
  | 'yesNo'
  | 'place';

export interface FieldSpec {
  name: ProfileField;
  kind: FieldKind;
  options?: readonly SelectOption[];
  autoComplete?: string;
}

export interface StepSpec {
  key: keyof typeof t.profileForm.steps;
  title: string;
  fields: readonly FieldSpec[];
}

/** A closed-list field; its options are read in the active language each time the form asks for them. */
const select = (name: ProfileField, order?: readonly string[]): FieldSpec => ({
  name,
  kind: 'select',
  get options() {
    const labels = optionLabels()[name] ?? {};
    const values = order ?? Object.keys(labels);
    return values.map((value) => ({ value, label: labels[value] ?? value }));
  },
});
const text = (name: ProfileField, autoComplete?: string): FieldSpec => ({ name, kind: 'text', autoComplete });
const area = (name: ProfileField): FieldSpec => ({ name, kind: 'textarea' });

/** The five steps of /info; `?go=N` opens step N (1-based; go=4 is the birth name). */
export const STEPS: readonly StepSpec[] = [
  {
    key: 'basic',
    get title() {
      return t.profileForm.steps.basic;
    },
    fields: [
      text('name', 'given-name'),
      text('lastName', 'family-name'),
      select('gender', GENDERS),
      select('managed_by', MANAGED_BY),
      { name: 'birthdate', kind: 'date', autoComplete: 'bday' },
      select('maritial_status'),
      { name: 'height', kind: 'height' },
      text('current_city', 'address-level2'),
      select('bloodgroup'),
    ],
  },
  {
    key: 'work',
    get title() {
      return t.profileForm.steps.work;
    },
    fields: [
      select('education'),
      text('degree'),
      text('work', 'organization'),
      text('occupation', 'organization-title'),
      select('annual_income'),
      area('career_goals'),
      { name: 'interest_in_continuing_education', kind: 'yesNo' },
    ],
  },
  {
    key: 'family',
    get title() {
      return t.profileForm.steps.family;
    },
    fields: [
      text('father_occupation'),
      text('mother_occupation'),
      { name: 'number_of_siblings', kind: 'count' },
      area('siblings_details'),
      text('mamkul'),
      select('family_type'),
      select('family_values'),
      select('family_financial_status'),
      area('property_details'),
    ],
  },
  {
    key: 'astrology',
    get title() {
      return t.profileForm.steps.astrology;
    },
    fields: [
      text('birthname'),
      select('rashi'),
      text('gotra'),
      select('mangal_dosh'),
      { name: 'birth_time', kind: 'time' },
      { name: 'birth_place', kind: 'place' },
    ],
  },
  {
    key: 'lifestyle',
    get title() {
      return t.profileForm.steps.lifestyle;
    },
    fields: [
      select('dietary_preferences'),
      select('drinking_habits'),
      select('smoking_habits'),
      area('hobbies_and_interests'),
      area('aboutme'),
      area('expectation'),
      select('type_of_marriage_ceremony'),
    ],
  },
];

/** The step index (0-based) for a `go` query value; anything unusable opens the first step. */
export function stepIndexFromQuery(go: string | null): number {
  const n = Number(go);
  if (!Number.isInteger(n) || n < 1) return 0;
  return Math.min(n, STEPS.length) - 1;
}
