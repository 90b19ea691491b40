import type { Badges, Gender, Photo, PlanName, ProfileCard } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { photos } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { contactAccess } from '../../policies/contact-access';
import { badgesShownTo } from '../../policies/plan-features';
import {
  type AstroSide,
  astroSideOf,
  BIRTHNAME_MISSING,
  GUN_MILAN_UNAVAILABLE,
  gunMilanNotShown,
  gunMilanView,
  scoreBetween,
} from '../astro/gun-milan';
import {
  kundliView,
  type ManglikStatus,
  manglikMatchView,
  manglikStatusOf,
  manglikView,
} from '../astro/manglik-view';
import { presentContact } from '../contacts/contact-presenter';
import type { ContactRow } from '../contacts/contacts.repository';
import type { MediaLens, MediaOwner } from '../privacy/media-lens';
import { posterKeyOf } from '../video/video-poster';
import { ageOn, todayIso } from './age';
import { listingStatus } from './listability';
import {
  PERSONAL_FIELDS,
  PROFILE_FIELD_COLUMNS,
  type ProfileRow,
  remainingPersonalFields,
} from './profile-fields';
import { profileScore } from './profile-score';
import type { PresentedProfile } from './profiles.schema';

/**
 * Who looks at a profile. `owner` and `staff` see everything; a `member` sees what their plan
 * allows; a `visitor` (no token, the public view) sees a limited profile.
 */
export type ViewerKind = 'owner' | 'staff' | 'member' | 'visitor';
export interface Viewer {
  kind: ViewerKind;
  plan: PlanName;
  /** The viewer's own profile (acceptance between the two decides some privacy choices); null without one. */
  profileId: string | null;
  /**
   * A member's own gender and Moon, loaded once per request, for Gun Milan against the profiles
   * shown. Absent: no Gun Milan for this viewer.
   */
  self?: AstroSide | null;
  /**
   * A member's own Manglik status (chart before declared), read with the profile they view, for
   * whether the two match. Absent: not shown.
   */
  selfManglik?: ManglikStatus | null;
  /** The language the server writes the viewer's texts in (Gun Milan); absent: English. */
  language?: Language;
  /** Staff's own account: their photo URLs name it, so they stop with the role (decision 18). */
  userId?: string;
}

export const VISITOR: Viewer = { kind: 'visitor', plan: 'Hope', profileId: null };

/** The owner looking at their own profile. */
export const ownerViewer = (user: AuthUser): Viewer => ({
  kind: 'owner',
  plan: user.plan,
  profileId: user.profileId,
  ...(user.language ? { language: user.language } : {}),
});

/**
 * The viewer a signed-in user (or nobody) is for the profile; `self` is the user's own gender and
 * Moon (members only).
 */
export function viewerFor(
  user: AuthUser | null,
  profile: Pick<ProfileRow, 'id' | 'userId'>,
  self?: AstroSide | null,
): Viewer {
  if (!user) return VISITOR;
  if (user.id === profile.userId || user.profileId === profile.id) return ownerViewer(user);
  return listViewerFor(user, self);
}

/** The viewer of listing cards: never an owner (a member never lists their own profile). */
export function listViewerFor(user: AuthUser | null, self?: AstroSide | null): Viewer {
  if (!user) return VISITOR;
  const { plan, profileId } = user;
  const language = user.language ? { language: user.language } : {};
  if (user.isAdmin) return { kind: 'staff', plan, profileId, userId: user.id, ...language };
  return self === undefined
    ? { kind: 'member', plan, profileId, ...language }
    : { kind: 'member', plan, profileId, self, ...language };
}

type VerificationFlags = Pick<
  ProfileRow,
  'identityVerified' | 'jobVerified' | 'incomeVerified' | 'propertyVerified'
>;

/**
 * The verification badges the viewer sees on the profile: those its plan shows (spec 6,
 * policies/plan-features.ts `badgesShownTo`) that the profile has.
 */
export function badgesFor(viewer: Viewer, flags: VerificationFlags): Badges {
  const shown = badgesShownTo(viewer);
  return {
    identity: shown.identity && flags.identityVerified,
    job: shown.jobIncomeProperty && flags.jobVerified,
    income: shown.jobIncomeProperty && flags.incomeVerified,
    property: shown.jobIncomeProperty && flags.propertyVerified,
  };
}

export { BIRTHNAME_MISSING, GUN_MILAN_UNAVAILABLE };

/**
 * The Gun Milan points between a member viewer and the profile (astro module): the eight kootas,
 * the total and a reading when both have a stored Moon, else `points: null` and the spec's message.
 * The owner, staff and visitors get no points. The texts are in the viewer's language, else English.
 */
export function gunMilanFor(
  viewer: Viewer,
  row: Pick<ProfileRow, 'gender' | 'moonNakshatra' | 'moonPada'>,
): Pick<PresentedProfile, 'points' | 'points_message' | 'points_reading'> {
  const language = viewer.language ?? 'en';
  if (viewer.kind !== 'member') return gunMilanNotShown(language);
  return gunMilanView(viewer.self ?? null, astroSideOf(row), language);
}

/**
 * Whether a member viewer's and the profile's Manglik status match (a man and a woman, both
 * statuses known); null otherwise.
 */
function manglikMatchFor(
  viewer: Viewer,
  row: Pick<ProfileRow, 'gender' | 'chartMangalDosh' | 'mangalDosh'>,
): PresentedProfile['manglik_match'] {
  const gender = viewer.self?.gender;
  if (viewer.kind !== 'member' || !viewer.selfManglik || !gender || !row.gender || gender === row.gender) {
    return null;
  }
  return manglikMatchView(viewer.selfManglik, manglikStatusOf(row), viewer.language ?? 'en');
}

/** Fields a visitor (public view) never gets: identifying, exact birth details (the chart too), money. */
export const VISITOR_HIDDEN_FIELDS = [
  'lastName',
  'birthdate',
  'birthname',
  'birth_time',
  'birth_place',
  'birth_lat',
  'birth_lon',
  'birth_tz',
  'kundli',
  'annual_income',
  'property_details',
] as const satisfies readonly (keyof PresentedProfile)[];

export type PhotoRow = Pick<typeof photos.$inferSelect, 'id' | 'variants' | 'position'>;

/** A profile's photos for the viewer (clear or blurred, as the lens says), primary first, then by position. */
export function presentPhotos(
  rows: readonly PhotoRow[],
  primaryPhotoId: string | null,
  owner: MediaOwner,
  lens: MediaLens,
): Photo[] {
  const ordered = [...rows].sort(
    (a, b) => Number(b.id === primaryPhotoId) - Number(a.id === primaryPhotoId) || a.position - b.position,
  );
  const out: Photo[] = [];
  for (const row of ordered) {
    const medium = lens.photo(owner, row.variants.medium);
    if (!medium) continue;
    out.push({
      id: row.id,
      url: medium.url,
      thumb: lens.photo(owner, row.variants.thumb)?.url ?? medium.url,
      large: lens.photo(owner, row.variants.large)?.url ?? medium.url,
      is_primary: row.id === primaryPhotoId,
      blurred: medium.blurred,
    });
  }
  return out;
}

export function ageOf(birthdate: string | null, today = todayIso()): number | null {
  return birthdate ? ageOn(birthdate, today) : null;
}

/**
 * The one place that decides what a viewer sees of a profile: every profile answer (own, other,
 * public, staff, the biodata and the AI helper) goes through it, applying the access rules of
 * policies/ (contacts: `contactAccess`; badges: `badgesShownTo`; photos through the lens:
 * `seesPhotosClearly`). `contactRows` may be null when the caller did not load them because
 * `contactAccess` said no; they are ignored then anyway. `lens` gives the photo and video URLs
 * this viewer may have (privacy module).
 */
export function presentProfile(
  row: ProfileRow,
  photoRows: readonly PhotoRow[],
  contactRows: readonly ContactRow[] | null,
  viewer: Viewer,
  lens: MediaLens,
): PresentedProfile {
  const fields: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PROFILE_FIELD_COLUMNS)) fields[field] = row[column];
  const pics = presentPhotos(photoRows, row.primaryPhotoId, row, lens);
  const access = contactAccess(viewer, row, lens.accepted(row.id));
  const full = viewer.kind === 'owner' || viewer.kind === 'staff';

  const profile = {
    id: row.id,
    ...(fields as Omit<PresentedProfile, 'id' | 'age' | 'pics' | 'primary_profile_pic' | 'video_intro'>),
    gender: row.gender as Gender | null,
    age: ageOf(row.birthdate),
    pics,
    primary_profile_pic: pics.find((p) => p.is_primary)?.url ?? null,
    photos_blurred: pics.some((p) => p.blurred),
    video_intro: lens.video(row, row.videoKey),
    video_poster: row.videoKey ? lens.video(row, posterKeyOf(row.videoKey)) : null,
    badges: badgesFor(viewer, row),
    ...gunMilanFor(viewer, row),
    kundli: kundliView(row.kundli),
    manglik: manglikView(row.kundli, viewer.language ?? 'en'),
    manglik_match: manglikMatchFor(viewer, row),
  } as PresentedProfile;

  if (access.visible) profile.contact = (contactRows ?? []).map(presentContact);
  else profile.contact_hidden_reason = access.reason;

  if (full) {
    profile.profile_score = profileScore({
      filledPersonal: PERSONAL_FIELDS.length - remainingPersonalFields(row).length,
      totalPersonal: PERSONAL_FIELDS.length,
      photos: pics.length,
      hasVideo: row.videoKey !== null,
      contacts: contactRows?.length ?? 0,
      identityVerified: row.identityVerified,
      jobVerified: row.jobVerified,
      incomeVerified: row.incomeVerified,
    });
    profile.support_phone = row.supportPhone;
    profile.support_whatsapp = row.supportWhatsapp;
    Object.assign(profile, listingStatus(row));
  }

  if (viewer.kind === 'visitor') {
    for (const field of VISITOR_HIDDEN_FIELDS) delete profile[field];
  }
  return profile;
}

/** What a listing query reads per card: one row, primary photo joined in. */
export interface CardRow
  extends Pick<
    ProfileRow,
    | 'id'
    | 'name'
    | 'gender'
    | 'birthdate'
    | 'height'
    | 'currentCity'
    | 'occupation'
    | 'education'
    | 'identityVerified'
    | 'jobVerified'
    | 'incomeVerified'
    | 'propertyVerified'
    | 'moonNakshatra'
    | 'moonPada'
    | 'photoVisibility'
  > {
  picKey: string | null;
}

export function presentCard(row: CardRow, viewer: Viewer, lens: MediaLens, today = todayIso()): ProfileCard {
  const pic = lens.photo(row, row.picKey);
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    age: ageOf(row.birthdate, today),
    height: row.height,
    current_city: row.currentCity,
    occupation: row.occupation,
    education: row.education,
    primary_profile_pic: pic?.url ?? null,
    photos_blurred: pic?.blurred ?? false,
    badges: badgesFor(viewer, row),
    // From the stored Moons of the card and of the viewer (loaded once per listing).
    gunmilan_total:
      viewer.kind === 'member' ? (scoreBetween(viewer.self ?? null, astroSideOf(row))?.total ?? null) : null,
  };
}
