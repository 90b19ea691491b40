import type { MiniProfile } from '@jodi/contract';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { photos } from '../../db/schema';
import { publicMediaUrl } from '../../lib/media-url';

/** The columns of a (possibly aliased) profiles table that a mini profile reads. */
export interface MiniProfileSource {
  id: AnyPgColumn;
  name: AnyPgColumn;
  lastName: AnyPgColumn;
  primaryPhotoId: AnyPgColumn;
}

/** What the query reads per mini profile: its photos come aggregated, primary first, in the same row. */
export interface MiniProfileRow {
  id: string;
  name: string | null;
  lastName: string | null;
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

/** The short profile of a card (contract `miniProfileSchema`): public photo urls only. */
export function presentMiniProfile(row: MiniProfileRow): MiniProfile {
  const entries = photoEntries(row.photos);
  const pics: { url: string }[] = [];
  for (const entry of entries) {
    const url = publicMediaUrl(entry.key);
    if (url) pics.push({ url });
  }
  const primary = entries.find((entry) => entry.primary === true);
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    pics,
    primary_profile_pic: publicMediaUrl(primary?.key),
  };
}
