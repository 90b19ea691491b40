import { HEIGHT_RANGE_CM, MIN_MARRIAGE_AGE, type ProfileInput } from '@jodi/contract';
import { t } from '../../i18n';
import type { Profile, ProfileField } from '../../lib/profile';
import { STEPS, type StepSpec } from './steps';
import type { Place } from './usePlaceSearch';

/** The form holds every value as the text its input shows; '' is "not given". */
export type FormValues = Record<ProfileField, string>;
export type FormErrors = Partial<Record<ProfileField, string>>;

const PLACE_FIELDS = [
  'birth_place',
  'birth_lat',
  'birth_lon',
  'birth_tz',
] as const satisfies readonly ProfileField[];

const ALL_FIELDS: ProfileField[] = [
  ...new Set<ProfileField>([
    ...STEPS.flatMap((step) => step.fields.map((field) => field.name)),
    ...PLACE_FIELDS,
  ]),
];

/** The own profile as form values. */
export function toFormValues(profile: Profile): FormValues {
  const values = {} as FormValues;
  const source = profile as Record<string, unknown>;
  for (const field of ALL_FIELDS) {
    const value = source[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  if (!values.managed_by) values.managed_by = 'self';
  return values;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The `profile` of PUT /profiles/{id}/ for one step: only that step's fields, typed as the contract wants. */
export function toStepPatch(step: StepSpec, values: FormValues): ProfileInput {
  const patch: Record<string, unknown> = {};
  for (const field of step.fields) {
    const value = values[field.name];
    switch (field.kind) {
      case 'count':
      case 'height':
        patch[field.name] = numberOrNull(value);
        break;
      case 'yesNo':
        patch[field.name] = value === 'true' ? true : value === 'false' ? false : null;
        break;
      case 'place':
        patch.birth_place = orNull(values.birth_place);
        patch.birth_lat = numberOrNull(values.birth_lat);
        patch.birth_lon = numberOrNull(values.birth_lon);
        patch.birth_tz = orNull(values.birth_tz);
        break;
      case 'select':
        patch[field.name] = field.name === 'managed_by' ? value || 'self' : orNull(value);
        break;
      default:
        patch[field.name] = orNull(value);
    }
  }
  return patch as ProfileInput;
}

/** Whole years from a YYYY-MM-DD birthdate to `today` (YYYY-MM-DD). */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

const MAX_AGE = 100;
const MAX_SIBLINGS = 20;

/** The client-side checks of one step, mirroring the server: legal age by gender, height range, formats. */
export function validateStep(step: StepSpec, values: FormValues, today = todayIso()): FormErrors {
  const errors: FormErrors = {};
  const fields = new Set(step.fields.map((field) => field.name));

  if (fields.has('birthdate') && values.birthdate) {
    const birthdate = values.birthdate;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthdate)) errors.birthdate = t.profileForm.dateFormat;
    else if (birthdate > today) errors.birthdate = t.profileForm.futureBirthdate;
    else {
      const age = ageOn(birthdate, today);
      const gender = values.gender;
      if (age > MAX_AGE) errors.birthdate = t.profileForm.tooOld;
      else if (gender === 'male' || gender === 'female') {
        const min = MIN_MARRIAGE_AGE[gender];
        if (age < min) errors.birthdate = t.profileForm.tooYoung({ gender, min });
      }
    }
  }

  if (fields.has('height') && values.height) {
    const height = Number(values.height);
    if (!Number.isInteger(height) || height < HEIGHT_RANGE_CM.min || height > HEIGHT_RANGE_CM.max) {
      errors.height = t.profileForm.heightRange(HEIGHT_RANGE_CM);
    }
  }

  if (fields.has('number_of_siblings') && values.number_of_siblings) {
    const count = Number(values.number_of_siblings);
    if (!Number.isInteger(count) || count < 0 || count > MAX_SIBLINGS) {
      errors.number_of_siblings = t.profileForm.siblingsRange;
    }
  }

  if (fields.has('birth_time') && values.birth_time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.birth_time)) {
    errors.birth_time = t.profileForm.birthTimeFormat;
  }
  return errors;
}

/**
 * The form values after choosing a place of the server's gazetteer (or clearing the choice): its
 * label is the birth place, and its coordinates and zone go with it for the birth chart.
 */
export function withPlace(values: FormValues, place: Place | null): FormValues {
  if (!place) return { ...values, birth_place: '', birth_lat: '', birth_lon: '', birth_tz: '' };
  return {
    ...values,
    birth_place: place.label,
    birth_lat: String(place.lat),
    birth_lon: String(place.lon),
    birth_tz: place.tz,
  };
}
