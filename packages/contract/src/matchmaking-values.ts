// Matchmaking constants without zod (the web imports these through values.ts).
import { ANNUAL_INCOME_RANGES } from './profile-options';

/**
 * The minimum a profile needs to be listed, suggested or recommended (decision 16), as the field
 * names `missing` carries (`photo`: a primary photo), in the profile form's order.
 */
export const LISTING_MINIMUM = [
  'name',
  'gender',
  'birthdate',
  'current_city',
  'maritial_status',
  'photo',
] as const;
export type ListingField = (typeof LISTING_MINIMUM)[number];

/**
 * The items of a preference fit, one per preference set, named by the profile field each one
 * reads (`gunmilan`: the Gun Milan total between the two).
 */
export const FIT_FIELDS = [
  'age',
  'height',
  'maritial_status',
  'education',
  'annual_income',
  'current_city',
  'dietary_preferences',
  'smoking_habits',
  'drinking_habits',
  'mangal_dosh',
  'gunmilan',
] as const;
export type FitField = (typeof FIT_FIELDS)[number];

/** Income bands a preference may ask for at least ('Prefer not to say' is no band). */
export const INCOME_MINIMUMS = ANNUAL_INCOME_RANGES.filter(
  (band): band is Exclude<(typeof ANNUAL_INCOME_RANGES)[number], 'not_disclosed'> => band !== 'not_disclosed',
);

export const PREFERENCE_AGE_RANGE = { min: 18, max: 100 } as const;
export const MAX_PREFERRED_CITIES = 20;
/** Today's picks: at most this many a day. */
export const DAILY_PICKS = 10;

/**
 * Every preference "doesn't matter": a member who never saved any. The empty lists are typed
 * `never[]` so that the one object fits the server's schema type and the web's form type alike.
 */
export const NO_PREFERENCES = {
  age_min: null,
  age_max: null,
  height_min: null,
  height_max: null,
  maritial_statuses: [] as never[],
  educations: [] as never[],
  annual_income_min: null,
  cities: [] as never[],
  diets: [] as never[],
  smoking: [] as never[],
  drinking: [] as never[],
  mangal_dosh: [] as never[],
  min_gunmilan: null,
};
