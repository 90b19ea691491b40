import type { ListingField } from '@jodi/contract';
import type { ProfileRow } from './profile-fields';

/*
 * The minimum a profile needs to be shown in any listing, suggestion or recommendation (decision 16,
 * contract LISTING_MINIMUM). The database keeps the same rule as the generated column
 * `profiles.listable` (db/schema.ts): change both together (listability.test.ts checks they agree).
 */

export type ListingColumns = Pick<
  ProfileRow,
  'name' | 'gender' | 'birthdate' | 'currentCity' | 'maritialStatus' | 'primaryPhotoId'
>;

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/** What the profile still lacks to be listed (empty when it is listable), in form order. */
export function missingForListing(row: ListingColumns): ListingField[] {
  const missing: ListingField[] = [];
  if (blank(row.name)) missing.push('name');
  if (!row.gender) missing.push('gender');
  if (!row.birthdate) missing.push('birthdate');
  if (blank(row.currentCity)) missing.push('current_city');
  if (blank(row.maritialStatus)) missing.push('maritial_status');
  if (!row.primaryPhotoId) missing.push('photo');
  return missing;
}

/** `listable` and `missing` as the owner's profile and the signed-in user carry them. */
export function listingStatus(row: ListingColumns): { listable: boolean; missing: ListingField[] } {
  const missing = missingForListing(row);
  return { listable: missing.length === 0, missing };
}

const NOTHING_FILLED: ListingColumns = {
  name: null,
  gender: null,
  birthdate: null,
  currentCity: null,
  maritialStatus: null,
  primaryPhotoId: null,
};

/** The same for an account: nothing for one without a profile (staff), else its profile's. */
export function accountListingStatus(
  profileId: string | null,
  row: ListingColumns | null,
): { listable?: boolean; missing?: ListingField[] } {
  return profileId ? listingStatus(row ?? NOTHING_FILLED) : {};
}
