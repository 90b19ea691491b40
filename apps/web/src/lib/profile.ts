import {
  type Badges,
  BLOOD_GROUPS,
  type CONTACT_HIDDEN_REASONS,
  type Contact,
  type Gender,
  type KundliChart,
  type ManglikMatch,
  type ManglikReading,
  type Photo,
  type ProfileInput,
} from '@jodi/contract';
import type { ApiBody } from '../api/schema';
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
   * The viewer may not see the photos clearly (the member's privacy choice, decision 18): `pics` are
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
  /** The birth chart computed from birth date, time and place (members only; null without them). */
  kundli?: KundliChart | null;
  /** Manglik as read from that chart; when present it stands instead of the declared `mangal_dosh`. */
  manglik?: ManglikReading | null;
  /** On another member's profile: whether the two partners' Manglik status matches, in words. */
  manglik_match?: ManglikMatch | null;
  contact?: Contact[];
  contact_hidden_reason?: ContactHiddenReason;
  profile_score?: number;
};

/** GET /profiles/{id}: the profile and, beside it, what viewer and profile did towards each other. */
export type ProfileViewResponse = ApiBody<'/api/v1/profiles/{id}'>;

const BLOOD_GROUP_LABELS = Object.fromEntries(BLOOD_GROUPS.map((group) => [group, group]));

/**
 * The label map of every profile field that holds a closed option list, in the active language
 * (read at each call: the language can change while the app runs).
 */
export function optionLabels(): Partial<Record<ProfileField, Record<string, string>>> {
  const { options } = t.labels;
  return {
    gender: options.gender,
    managed_by: options.managed_by,
    maritial_status: options.maritial_status,
    bloodgroup: BLOOD_GROUP_LABELS,
    education: options.education,
    annual_income: options.annual_income,
    family_type: options.family_type,
    family_values: options.family_values,
    family_financial_status: options.family_financial_status,
    dietary_preferences: options.dietary_preferences,
    drinking_habits: options.habit,
    smoking_habits: options.habit,
    type_of_marriage_ceremony: options.type_of_marriage_ceremony,
    rashi: options.rashi,
    mangal_dosh: options.mangal_dosh,
  };
}

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
