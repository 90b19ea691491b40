import {
  badgesSchema,
  CONTACT_HIDDEN_REASONS,
  completionSchema,
  contactSchema,
  EDUCATION_LEVELS,
  fitSchema,
  GENDERS,
  HEIGHT_RANGE_CM,
  kundliSchema,
  LISTING_MINIMUM,
  MANGAL_DOSH,
  MARITAL_STATUSES,
  manglikMatchSchema,
  manglikSchema,
  normalisePhone,
  PHONE_PATTERN,
  photoSchema,
  preferencesOutSchema,
  profileCardSchema,
  profileInputSchema,
  profileUpdateSchema,
  RASHIS,
} from '@jodi/contract';
import { z } from 'zod';

export { profileInputSchema, profileUpdateSchema };

export const listMetaSchema = z.object({ total: z.number(), limit: z.number(), offset: z.number() });

/** Gun Milan points between viewer and profile: the eight aspects and their total (out of 36). */
export const gunMilanPointsSchema = z.object({
  varna: z.number(),
  vashya: z.number(),
  tara: z.number(),
  yoni: z.number(),
  graha_maitri: z.number(),
  gana: z.number(),
  bhakoot: z.number(),
  nadi: z.number(),
  total: z.number(),
});

const str = z.string().nullable();
const num = z.number().nullable();

/**
 * A profile on the wire, as `presentProfile` makes it for one viewer. Optional keys are absent,
 * not null, when the viewer may not see them: visitors get no lastName, birthdate, exact birth
 * details, income or property; `contact` is present only when allowed (else `contact_hidden_reason`);
 * `profile_score` and the support numbers only for the owner and staff.
 */
export const profileSchema = z.object({
  id: z.string(),
  name: str,
  lastName: str.optional(),
  gender: z.enum(GENDERS).nullable(),
  managed_by: z.string(),
  maritial_status: str,
  height: num,
  birthdate: str.optional(),
  age: num,
  current_city: str,
  bloodgroup: str,
  work: str,
  occupation: str,
  annual_income: str.optional(),
  education: str,
  degree: str,
  career_goals: str,
  property_details: str.optional(),
  number_of_siblings: num,
  siblings_details: str,
  father_occupation: str,
  mother_occupation: str,
  mamkul: str,
  family_financial_status: str,
  family_type: str,
  family_values: str,
  hobbies_and_interests: str,
  aboutme: str,
  dietary_preferences: str,
  drinking_habits: str,
  smoking_habits: str,
  expectation: str,
  type_of_marriage_ceremony: str,
  interest_in_continuing_education: z.boolean().nullable(),
  rashi: str,
  gotra: str,
  mangal_dosh: str,
  birthname: str.optional(),
  birth_time: str.optional(),
  birth_place: str.optional(),
  birth_lat: num.optional(),
  birth_lon: num.optional(),
  birth_tz: str.optional(),
  pics: z.array(photoSchema),
  primary_profile_pic: str,
  /** The photos are blurred copies (the member's photo privacy); `video_intro` is null then. */
  photos_blurred: z.boolean(),
  video_intro: str,
  /** The video's poster frame, signed like the video; null without a video (or when it is withheld). */
  video_poster: str,
  badges: badgesSchema,
  points: gunMilanPointsSchema.nullable(),
  points_message: str,
  /** A short plain-language reading of `points` (grade of the total, Nadi/Bhakoot dosha); else null. */
  points_reading: str,
  /** The birth chart from birth date, time and place; null without them. Never sent to visitors. */
  kundli: kundliSchema.nullable().optional(),
  /** Manglik computed from the birth chart, explained; null without a chart (then `mangal_dosh`, declared, stands). */
  manglik: manglikSchema.nullable(),
  /** On another member's profile: whether the two partners' Manglik status matches; null when unknown. */
  manglik_match: manglikMatchSchema.nullable().optional(),
  contact: z.array(contactSchema).optional(),
  contact_hidden_reason: z.enum(CONTACT_HIDDEN_REASONS).optional(),
  profile_score: z.number().optional(),
  support_phone: str.optional(),
  support_whatsapp: str.optional(),
  /** The profile's partner preferences (its "Preferences & Expectations"), in a member's view of another member. */
  preferences: preferencesOutSchema.optional(),
  /** Owner and staff only: whether the profile has the listing minimum, and what it lacks (decision 16). */
  listable: z.boolean().optional(),
  missing: z.array(z.enum(LISTING_MINIMUM)).optional(),
});
export type PresentedProfile = z.infer<typeof profileSchema>;

export const profileResponse = z.object({ data: profileSchema });

/** GET /api/v1/profiles/{id}: the profile plus the extras of spec 3, beside `data`. */
export const profileViewResponse = z.object({
  data: profileSchema,
  completion: completionSchema,
  is_bookmarked: z.boolean(),
  /** The caller blocked this profile: the view still opens for them, so they can unblock. */
  is_blocked: z.boolean(),
  is_chat_requested: z.boolean(),
  i_am_interested: z.boolean(),
  profile_interested: z.boolean(),
  /**
   * The two may chat (an accepted interest, a match, or an accepted chat request, either
   * way; no block). Also what counts as accepted for photos and contacts kept for accepted members.
   */
  can_chat: z.boolean(),
  /** Members viewing another member: my preferences against the profile, and theirs against me. */
  fit: fitSchema.optional(),
});

export const completionResponse = z.object({
  data: z.object({
    remaining_personal: z.array(z.string()),
    completion: completionSchema,
    profile_score: z.number(),
  }),
});

export const cardListResponse = z.object({ data: z.array(profileCardSchema), meta: listMetaSchema });

/** A profile id in the path; anything else is answered 404 by the service, never 500. */
export const idParams = z.object({ id: z.string().max(200) });
export const publicParams = z.object({ x: z.string().max(200) });
export const publicQuery = z.object({ id: z.string().max(200) });

/** Query strings arrive as text; an empty value means "not given". */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const intParam = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional());
const enumParam = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());
const textParam = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : v),
    z.string().max(max).optional(),
  );

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

export const listQuerySchema = z
  .object({
    limit: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
    ),
    offset: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100_000).default(0)),
    gender: enumParam(GENDERS),
    min_age: intParam(18, 100),
    max_age: intParam(18, 100),
    min_height: intParam(HEIGHT_RANGE_CM.min, HEIGHT_RANGE_CM.max),
    max_height: intParam(HEIGHT_RANGE_CM.min, HEIGHT_RANGE_CM.max),
    city: textParam(80),
    education: enumParam(EDUCATION_LEVELS),
    maritial_status: enumParam(MARITAL_STATUSES),
    rashi: enumParam(RASHIS),
    gotra: textParam(80),
    mangal_dosh: enumParam(MANGAL_DOSH),
    q: textParam(100),
    saved: enumParam(['true', 'false'] as const),
  })
  .superRefine((q, ctx) => {
    if (q.min_age !== undefined && q.max_age !== undefined && q.min_age > q.max_age) {
      ctx.addIssue({ code: 'custom', path: ['max_age'], message: 'max_age must not be below min_age' });
    }
    if (q.min_height !== undefined && q.max_height !== undefined && q.min_height > q.max_height) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_height'],
        message: 'max_height must not be below min_height',
      });
    }
  });
export type ListQuery = z.infer<typeof listQuerySchema>;

export const similarQuerySchema = z.object({
  gender: z.enum(GENDERS),
  pid: z.string().max(200),
});

/** A support number: normalised like contacts; blank or null clears it. */
const supportPhone = z
  .string()
  .transform(normalisePhone)
  .pipe(z.union([z.literal(''), z.string().regex(PHONE_PATTERN, 'Enter a valid phone number')]))
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const supportInfoSchema = z.object({ phone: supportPhone, whatsapp: supportPhone });
export type SupportInfoInput = z.infer<typeof supportInfoSchema>;

export const supportInfoResponse = z.object({
  data: z.object({ phone: z.string().nullable(), whatsapp: z.string().nullable() }),
});
