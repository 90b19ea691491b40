import { z } from 'zod';
import { MAX_CONTACTS, normalisePhone, PHONE_PATTERN } from './contact-rules';
import { GENDERS, MANAGED_BY } from './enums';
import { identityTextProblem, normaliseIdentityText } from './identity-text';
import {
  ANNUAL_INCOME_RANGES,
  BLOOD_GROUPS,
  DIETARY_PREFERENCES,
  EDUCATION_LEVELS,
  FAMILY_FINANCIAL_STATUSES,
  FAMILY_TYPES,
  FAMILY_VALUES,
  HABIT_FREQUENCIES,
  HEIGHT_RANGE_CM,
  MANGAL_DOSH,
  MARITAL_STATUSES,
  MARRIAGE_CEREMONY_TYPES,
  RASHIS,
} from './profile-options';

/** A free-text field: trimmed, blank means "not given" (null). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** A short field that names or places a person: NFC, and refused with hidden or look-alike characters. */
export const identityString = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform(normaliseIdentityText)
    .superRefine((value, ctx) => {
      const problem = identityTextProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** `identityString` where blank means "not given" (null). */
const identityText = (max: number) =>
  identityString(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable();

/**
 * The editable fields of a profile (spec 3 plus birth details and `managed_by`), as sent in
 * `PUT /api/v1/profiles/{id}/` under `profile`. Every field is optional (a partial update) and
 * nullable (clears it). Anything else in the body, such as plan, is_admin or verification
 * flags, is dropped by the schema. Cross-field rules (legal marriage age by gender) are checked
 * by the server on the merged profile.
 */
export const profileInputSchema = z
  .object({
    name: identityText(60),
    lastName: identityText(60),
    gender: choice(GENDERS),
    managed_by: z.enum(MANAGED_BY),
    maritial_status: choice(MARITAL_STATUSES),
    height: z.number().int().min(HEIGHT_RANGE_CM.min).max(HEIGHT_RANGE_CM.max).nullable(),
    birthdate: z.iso.date().nullable(),
    current_city: identityText(80),
    bloodgroup: choice(BLOOD_GROUPS),
    work: identityText(120),
    occupation: identityText(120),
    annual_income: choice(ANNUAL_INCOME_RANGES),
    education: choice(EDUCATION_LEVELS),
    degree: identityText(120),
    career_goals: text(1000),
    property_details: text(1000),
    number_of_siblings: z.number().int().min(0).max(20).nullable(),
    siblings_details: text(1000),
    father_occupation: identityText(120),
    mother_occupation: identityText(120),
    mamkul: identityText(80),
    family_financial_status: choice(FAMILY_FINANCIAL_STATUSES),
    family_type: choice(FAMILY_TYPES),
    family_values: choice(FAMILY_VALUES),
    hobbies_and_interests: text(1000),
    aboutme: text(2000),
    dietary_preferences: choice(DIETARY_PREFERENCES),
    drinking_habits: choice(HABIT_FREQUENCIES),
    smoking_habits: choice(HABIT_FREQUENCIES),
    expectation: text(2000),
    type_of_marriage_ceremony: choice(MARRIAGE_CEREMONY_TYPES),
    interest_in_continuing_education: z.boolean().nullable(),
    rashi: choice(RASHIS),
    gotra: identityText(80),
    mangal_dosh: choice(MANGAL_DOSH),
    birthname: identityText(60),
    birth_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, 24-hour')
      .nullable(),
    birth_place: identityText(120),
    birth_lat: z.number().min(-90).max(90).nullable(),
    birth_lon: z.number().min(-180).max(180).nullable(),
    birth_tz: z
      .string()
      .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, 'An IANA time zone such as Asia/Kolkata')
      .max(64)
      .nullable(),
  })
  .partial();
export type ProfileInput = z.infer<typeof profileInputSchema>;

export const profileUpdateSchema = z.object({ id: z.string().optional(), profile: profileInputSchema });

export const photoSchema = z.object({
  id: z.string(),
  /** The medium size; `thumb` and `large` for other places. */
  url: z.string(),
  thumb: z.string(),
  large: z.string(),
  is_primary: z.boolean(),
  /** The viewer may not see this photo clearly (the member's privacy choice): the urls are of a blurred copy. */
  blurred: z.boolean(),
});
export type Photo = z.infer<typeof photoSchema>;

export const contactSchema = z.object({
  name: z.string(),
  relation: z.string(),
  phone: z.string(),
  occupation: z.string().nullable(),
  current_city: z.string().nullable(),
  address: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactInputSchema = z.object({
  name: identityString(80).pipe(z.string().min(1, 'Name is required')),
  relation: identityString(40).pipe(z.string().min(1, 'Relation is required')),
  phone: z
    .string()
    .transform(normalisePhone)
    .pipe(z.string().min(1, 'Phone is required').regex(PHONE_PATTERN, 'Enter a valid phone number')),
  occupation: identityText(120).optional(),
  current_city: identityText(80).optional(),
  address: text(300).optional(),
});
export const contactsInputSchema = z.object({
  contacts: z.array(contactInputSchema).min(1).max(MAX_CONTACTS),
});

/** Badges the viewer's plan lets them see (spec 6): identity for paid plans; job, income, property only Trust. */
export const badgesSchema = z.object({
  identity: z.boolean(),
  job: z.boolean(),
  income: z.boolean(),
  property: z.boolean(),
});
export type Badges = z.infer<typeof badgesSchema>;

/** A listing card. */
export const profileCardSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  age: z.number().nullable(),
  height: z.number().nullable(),
  current_city: z.string().nullable(),
  occupation: z.string().nullable(),
  education: z.string().nullable(),
  primary_profile_pic: z.string().nullable(),
  /** The photo is a blurred copy: the member shows photos clearly only to members, or only after accepting. */
  photos_blurred: z.boolean(),
  badges: badgesSchema,
  /** Gun Milan total between viewer and profile; null until both have birth details. */
  gunmilan_total: z.number().nullable(),
  /**
   * Present (true) only on a card in a boosted place at the top of a first page (decision 32): the
   * member boosted their profile; it says nothing about fit. Absent on every other card.
   */
  boosted: z.literal(true).optional(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const completionSchema = z.object({
  video_intro: z.boolean(),
  personal_verification_added: z.boolean(),
  job_verification_added: z.boolean(),
  salary_verification_added: z.boolean(),
  property_verification_added: z.boolean(),
});
export type Completion = z.infer<typeof completionSchema>;

/**
 * Why `contact` is absent from a profile: the viewer's plan, the profile is not verified, a
 * visitor, or the member shows contacts only to those they accepted (`not_accepted`).
 */
export const CONTACT_HIDDEN_REASONS = ['plan', 'unverified', 'visitor', 'not_accepted'] as const;
