import type { Gender, MiniProfile, PhotoVisibility } from '@jodi/contract';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { photos } from '../../db/schema';
import type { MediaLens } from '../privacy/media-lens';
import type { MemberMedia } from '../privacy/member-media';

/** The columns of a (possibly aliased) profiles table that a mini profile reads. */
export interface MiniProfileSource {
  id: AnyPgColumn;
  name: AnyPgColumn;
  lastName: AnyPgColumn;
  gender: AnyPgColumn;
  primaryPhotoId: AnyPgColumn;
  photoVisibility: AnyPgColumn;
}

/** What the query reads per mini profile: its photos come aggregated, primary first, in the same row. */
export interface MiniProfileRow {
  id: string;
  name: string | null;
  lastName: string | null;
  gender: Gender | null;
  photoVisibility: PhotoVisibility;
  photos: unknown;
}

/**
 * Select fields for the mini profile of `p`, its photos folded into one JSON array by a correlated
 * subquery, so a page of cards is one query however many photos each has (no N+1).
 */
export function miniProfileFields(p: MiniProfileSource) {
  return {
    id: sql<string>`${p.id}`,
    name: sql<string | null>`${p.name}`,
    lastName: sql<string | null>`${p.lastName}`,
    gender: sql<Gender | null>`${p.gender}`,
    photoVisibility: sql<PhotoVisibility>`${p.photoVisibility}`,
    photos: sql<unknown>`(SELECT coalesce(json_agg(json_build_object('key', ${photos.variants} ->> 'medium', 'primary', ${photos.id} = ${p.primaryPhotoId}) ORDER BY ${photos.id} = ${p.primaryPhotoId} DESC NULLS LAST, ${photos.position}, ${photos.createdAt}), '[]'::json) FROM ${photos} WHERE ${photos.profileId} = ${p.id})`,
  };
}

interface PhotoEntry {
  key: string | null;
  primary: boolean | null;
}

/** node-postgres and PGlite both parse json; a driver that answers text still works. */
function photoEntries(raw: unknown): PhotoEntry[] {
  const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return Array.isArray(value) ? (value as PhotoEntry[]) : [];
}

/** The short profile of a card (contract `miniProfileSchema`): photo urls as the lens allows. */
export function presentMiniProfile(row: MiniProfileRow, lens: MediaLens): MiniProfile {
  const entries = photoEntries(row.photos);
  const pics: { url: string }[] = [];
  let blurred = false;
  for (const entry of entries) {
    const photo = lens.photo(row, entry.key);
    if (!photo) continue;
    pics.push({ url: photo.url });
    blurred ||= photo.blurred;
  }
  const primary = entries.find((entry) => entry.primary === true);
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    lastName: row.lastName,
    pics,
    primary_profile_pic: lens.photo(row, primary?.key)?.url ?? null,
    photos_blurred: blurred,
  };
}

/** The lens for a page of mini profiles shown to member `me` (one acceptance lookup at most). */
export function miniProfileLens(
  media: MemberMedia,
  me: string,
  rows: readonly MiniProfileRow[],
): Promise<MediaLens> {
  return media.lens({ kind: 'member', profileId: me }, rows);
}
