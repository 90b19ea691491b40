import {
  ANNUAL_INCOME_RANGE_LABELS,
  type Badges,
  BLOOD_GROUPS,
  type CONTACT_HIDDEN_REASONS,
  type Completion,
  type Contact,
  DIETARY_PREFERENCE_LABELS,
  EDUCATION_LEVEL_LABELS,
  FAMILY_FINANCIAL_STATUS_LABELS,
  FAMILY_TYPE_LABELS,
  FAMILY_VALUE_LABELS,
  type Fit,
  type Gender,
  HABIT_FREQUENCY_LABELS,
  MANGAL_DOSH_LABELS,
  MARITAL_STATUS_LABELS,
  MARRIAGE_CEREMONY_TYPE_LABELS,
  type Photo,
  type ProfileInput,
  RASHI_LABELS,
} from '@jodi/contract';
import { t } from '../i18n';

/** Every editable profile field, by its wire name. */
export type ProfileField = keyof Required<ProfileInput>;

export type ContactHiddenReason = (typeof CONTACT_HIDDEN_REASONS)[number];

/** The eight Gun Milan aspects and their total (out of 36). */
export interface GunMilanPoints {
  varna: number;
  vashya: number;
  tara: number;
  yoni: number;
  graha_maitri: number;
  gana: number;
  bhakoot: number;
  nadi: number;
  total: number;
}

/**
 * A profile on the wire (GET /myprofile, /profiles/{id}, /view/profiles/{x}). Fields a viewer may
 * not see are absent (visitors get no lastName, birthdate, birth details, income or property).
 */
export type Profile = { [K in ProfileField]?: string | number | boolean | null } & {
  id: string;
  name: string | null;
  gender: Gender | null;
  age: number | null;
  height: number | null;
  pics: Photo[];
  primary_profile_pic: string | null;
  /**
   * The viewer may not see the photos clearly (the member's privacy choice, issue 20): `pics` are
   * blurred copies and `video_intro` is null.
   */
  photos_blurred?: boolean;
  video_intro: string | null;
  /** The video's poster frame, signed like the video (the server's URL: a signed URL cannot be derived). */
  video_poster?: string | null;
  badges: Badges;
  points: GunMilanPoints | null;
  points_message: string | null;
  points_reading?: string | null;
  contact?: Contact[];
  contact_hidden_reason?: ContactHiddenReason;
  profile_score?: number;
};

/** GET /profiles/{id}: the profile and, beside it, what viewer and profile did towards each other. */
export interface ProfileViewResponse {
  data: Profile;
  completion: Completion;
  is_bookmarked: boolean;
  /** The viewer blocked this profile (the view still opens for the blocker only). */
  is_blocked: boolean;
  is_chat_requested: boolean;
  i_am_interested: boolean;
  profile_interested: boolean;
  /** The preference fit both ways (issue 19); absent on the owner's own profile. */
  fit?: Fit;
}

const BLOOD_GROUP_LABELS = Object.fromEntries(BLOOD_GROUPS.map((group) => [group, group]));

/** The label map of every profile field that holds a closed option list. */
export const OPTION_LABELS: Partial<Record<ProfileField, Record<string, string>>> = {
  gender: t.options.gender,
  managed_by: t.options.managedBy,
  maritial_status: MARITAL_STATUS_LABELS,
  bloodgroup: BLOOD_GROUP_LABELS,
  education: EDUCATION_LEVEL_LABELS,
  annual_income: ANNUAL_INCOME_RANGE_LABELS,
  family_type: FAMILY_TYPE_LABELS,
  family_values: FAMILY_VALUE_LABELS,
  family_financial_status: FAMILY_FINANCIAL_STATUS_LABELS,
  dietary_preferences: DIETARY_PREFERENCE_LABELS,
  drinking_habits: HABIT_FREQUENCY_LABELS,
  smoking_habits: HABIT_FREQUENCY_LABELS,
  type_of_marriage_ceremony: MARRIAGE_CEREMONY_TYPE_LABELS,
  rashi: RASHI_LABELS,
  mangal_dosh: MANGAL_DOSH_LABELS,
};

export interface SelectOption {
  value: string;
  label: string;
}

/** A label map as select options, in the map's order. */
export function optionsOf(labels: Record<string, string>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** The placeholder picture for a profile without photos, by gender. */
export function placeholderPhoto(gender: string | null | undefined): string {
  if (gender === 'female') return '/img/placeholder-female.svg';
  if (gender === 'male') return '/img/placeholder-male.svg';
  return '/img/placeholder.svg';
}
