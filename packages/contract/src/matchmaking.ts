import { z } from 'zod';
import { GUN_MILAN_MAX } from './constants';
import {
  FIT_FIELDS,
  INCOME_MINIMUMS,
  MAX_PREFERRED_CITIES,
  PREFERENCE_AGE_RANGE,
} from './matchmaking-values';
import { profileCardSchema } from './profile';
import {
  DIETARY_PREFERENCES,
  EDUCATION_LEVELS,
  HABIT_FREQUENCIES,
  HEIGHT_RANGE_CM,
  MANGAL_DOSH,
  MARITAL_STATUSES,
} from './profile-options';

/** A list preference: the values accepted; null, absent or [] all mean "doesn't matter". */
const anyOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .nullish()
    .transform((list) => [...new Set(list ?? [])]);

const bound = (min: number, max: number) =>
  z
    .number()
    .int()
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);

const city = z
  .string()
  .trim()
  .min(1, 'Enter a city name')
  .max(80)
  .refine((v) => !/[\p{Cc}]/u.test(v), 'Enter a city name');

/**
 * Partner preferences (api-contract "Matchmaking"). Every one is optional; a PUT replaces the
 * whole object, so a key left out is "doesn't matter". Ranges: min <= max.
 */
export const preferencesSchema = z
  .object({
    age_min: bound(PREFERENCE_AGE_RANGE.min, PREFERENCE_AGE_RANGE.max),
    age_max: bound(PREFERENCE_AGE_RANGE.min, PREFERENCE_AGE_RANGE.max),
    height_min: bound(HEIGHT_RANGE_CM.min, HEIGHT_RANGE_CM.max),
    height_max: bound(HEIGHT_RANGE_CM.min, HEIGHT_RANGE_CM.max),
    maritial_statuses: anyOf(MARITAL_STATUSES),
    educations: anyOf(EDUCATION_LEVELS),
    annual_income_min: z
      .enum(INCOME_MINIMUMS as unknown as [string, ...string[]])
      .nullish()
      .transform((v) => v ?? null),
    cities: z
      .array(city)
      .max(MAX_PREFERRED_CITIES)
      .nullish()
      .transform((list) => {
        const seen = new Map<string, string>();
        for (const c of list ?? []) if (!seen.has(c.toLowerCase())) seen.set(c.toLowerCase(), c);
        return [...seen.values()];
      }),
    diets: anyOf(DIETARY_PREFERENCES),
    smoking: anyOf(HABIT_FREQUENCIES),
    drinking: anyOf(HABIT_FREQUENCIES),
    mangal_dosh: anyOf(MANGAL_DOSH),
    min_gunmilan: bound(0, GUN_MILAN_MAX),
  })
  .superRefine((p, ctx) => {
    if (p.age_min !== null && p.age_max !== null && p.age_min > p.age_max) {
      ctx.addIssue({ code: 'custom', path: ['age_max'], message: 'age_max must not be below age_min' });
    }
    if (p.height_min !== null && p.height_max !== null && p.height_min > p.height_max) {
      ctx.addIssue({
        code: 'custom',
        path: ['height_max'],
        message: 'height_max must not be below height_min',
      });
    }
  });
export type Preferences = z.output<typeof preferencesSchema>;
export type PreferencesInput = z.input<typeof preferencesSchema>;

/** PUT /api/v1/preferences: the preferences, or `{ preferences: … }`. */
export const preferencesBodySchema = z.preprocess(
  (body) =>
    body && typeof body === 'object' && 'preferences' in body && typeof body.preferences === 'object'
      ? body.preferences
      : body,
  preferencesSchema,
);

/** The answer of GET and PUT /api/v1/preferences (nulls and empty lists: "doesn't matter"). */
export const preferencesOutSchema = z.object({
  age_min: z.number().nullable(),
  age_max: z.number().nullable(),
  height_min: z.number().nullable(),
  height_max: z.number().nullable(),
  maritial_statuses: z.array(z.string()),
  educations: z.array(z.string()),
  annual_income_min: z.string().nullable(),
  cities: z.array(z.string()),
  diets: z.array(z.string()),
  smoking: z.array(z.string()),
  drinking: z.array(z.string()),
  mangal_dosh: z.array(z.string()),
  min_gunmilan: z.number().nullable(),
});

export const fitItemSchema = z.object({ field: z.enum(FIT_FIELDS), met: z.boolean().nullable() });
export type FitItem = z.infer<typeof fitItemSchema>;

/** One side of a fit: `of` preferences set, `met` of them met, `unknown` left unanswered by the profile. */
export const fitSideSchema = z.object({
  met: z.number(),
  of: z.number(),
  unknown: z.number(),
  items: z.array(fitItemSchema),
});
export type FitSide = z.infer<typeof fitSideSchema>;

/**
 * `mine`: my preferences against the profile; `theirs`: the profile's preferences against me;
 * `mutual`: no unmet preference on either side (unknowns are not unmet).
 */
export const fitSchema = z.object({ mine: fitSideSchema, theirs: fitSideSchema, mutual: z.boolean() });
export type Fit = z.infer<typeof fitSchema>;

export const matchCardSchema = profileCardSchema.extend({ fit: fitSchema });
export type MatchCard = z.infer<typeof matchCardSchema>;

export const todayPickSchema = matchCardSchema.extend({ is_new: z.boolean() });
export type TodayPick = z.infer<typeof todayPickSchema>;

export const visitorSchema = z.object({ profile: profileCardSchema, viewed_at: z.string() });
export type Visitor = z.infer<typeof visitorSchema>;
