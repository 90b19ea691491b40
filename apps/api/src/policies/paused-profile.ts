import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { chatRequests, interests } from '../db/schema';
import type { ProfileRef } from './blocks';
import { acceptedBetween } from './messaging';

/**
 * What a pause means (decision 27): while `paused_until` is ahead, the profile is out of sight of
 * everyone it has not accepted (an accepted interest or chat request either way, or a match) and
 * has not itself reached out to while it waits (its pending interest or chat request to them: a
 * member who writes to someone during a pause chooses to be seen by them). Those still open it;
 * anyone else is answered as for an unknown profile (404 `PROFILE_NOT_FOUND`), in views, social
 * actions and lists alike, so a pause is no signal to strangers. The owner and staff always see
 * it; it ends by itself when the time passes.
 */

/** The profile (a profiles table or alias) is paused now. */
export function pausedNow(profile: { pausedUntil: AnyPgColumn }): SQL<boolean> {
  return sql<boolean>`(${profile.pausedUntil} IS NOT NULL AND ${profile.pausedUntil} > now())`;
}

/**
 * The profile is not paused at `at` (default now): what listings and the boosted places read (a
 * plain filter: pauses are rare), and the batched view write at the time of each view.
 */
export function notPausedAt(profile: { pausedUntil: AnyPgColumn }, at: SQL = sql`now()`): SQL<boolean> {
  return sql<boolean>`(${profile.pausedUntil} IS NULL OR ${profile.pausedUntil} <= ${at})`;
}

/** TypeScript twin of `pausedNow` for a row already loaded: paused at `now`. */
export function isPausedAt(pausedUntil: Date | null | undefined, now: Date): boolean {
  return pausedUntil != null && pausedUntil.getTime() > now.getTime();
}

/**
 * The profile is paused and `viewer` is neither one it has accepted nor one it is waiting on: the
 * viewer may not know it now. The pair is looked up only for a paused profile (the OR stops at
 * the first true).
 */
export function pausedFrom(
  viewer: ProfileRef,
  profile: { id: AnyPgColumn; pausedUntil: AnyPgColumn },
): SQL<boolean> {
  const waitingOn = sql`(EXISTS (SELECT 1 FROM ${interests} WHERE ${interests.fromProfileId} = ${profile.id} AND ${interests.toProfileId} = ${viewer} AND ${interests.status} = 'pending')
    OR EXISTS (SELECT 1 FROM ${chatRequests} WHERE ${chatRequests.fromProfileId} = ${profile.id} AND ${chatRequests.toProfileId} = ${viewer} AND ${chatRequests.status} = 'pending'))`;
  return sql<boolean>`NOT (${profile.pausedUntil} IS NULL OR ${profile.pausedUntil} <= now()
    OR ${acceptedBetween(viewer, profile.id)} OR ${waitingOn})`;
}
