import { ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { profiles, users } from '../db/schema';
import { type BlockFacts, blockedBy, blockedEitherWay, noBlockBetween, type ProfileRef } from './blocks';
import { isPausedAt, notPausedAt, pausedFrom } from './paused-profile';

/**
 * Who may know that a profile exists. A member may not know a hidden profile, a profile of a
 * suspended account, one on the other side of a block (either way: blocks.ts), or one paused
 * without having accepted them (paused-profile.ts); anything else they are refused is answered as
 * for an unknown profile. The owner and staff always may. Listings are narrower still (`listable`):
 * the listing minimum, no profile held for review, no pause at all.
 *
 * Each rule is here twice: as SQL over a profiles column and the viewer's id (for queries that
 * filter many rows), and as its TypeScript twin over facts a query already read (`visibilityFacts`
 * reads exactly those facts).
 */

/** The profile columns the SQL rules read (the profiles table or an alias of it). */
interface ProfileColumns {
  id: AnyPgColumn;
  hidden: AnyPgColumn;
  userId: AnyPgColumn;
  pausedUntil: AnyPgColumn;
}

/**
 * Condition for list queries: `other` (a joined, possibly aliased profiles table) is a profile the
 * caller may know: not hidden, of an active account, no block between them either way, and not
 * paused unless it has accepted the caller (decision 27). Twin: `knowable`.
 */
export function knowableBy(me: string | Placeholder, other: ProfileColumns): SQL {
  return sql`(${other.hidden} = false
    AND NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${other.userId} AND ${users.status} <> 'active')
    AND ${noBlockBetween(me, other.id)}
    AND NOT ${pausedFrom(me, other)})`;
}

/**
 * A profile is in listings at all, by its own state: not hidden, with the listing minimum (the
 * generated `listable` column: name, gender, birth date, city, marital status, a photo; both
 * written as literals so the partial indexes apply), not held for staff review, not paused by the
 * member. What a boost needs to be seen (boost module).
 */
export function inListings(): SQL[] {
  return [
    sql`${profiles.hidden} = false`,
    sql`${profiles.listable} = true`,
    // Held for staff review after reports from several members (rare: a plain filter).
    sql`${profiles.heldForReviewAt} IS NULL`,
    // Paused by the member (rare: a plain filter; the pause ends by itself).
    notPausedAt(profiles),
  ];
}

/**
 * Who may appear in any listing, suggestion or recommendation: `inListings`, of an account that
 * is not suspended, never the viewer, never a blocked pair.
 */
export function listable(viewerProfileId: string | Placeholder | null): SQL[] {
  const where: SQL[] = [
    ...inListings(),
    // The account's suspension as copied onto the row (migration 0031): no lookup in users.
    sql`${profiles.accountSuspended} = false`,
  ];
  if (viewerProfileId) {
    where.push(ne(profiles.id, viewerProfileId));
    where.push(noBlockBetween(viewerProfileId, profiles.id));
  }
  return where;
}

/**
 * Whose picture the default-picture route shows `viewerProfileId` (null: a visitor) for a profile
 * in a query joined to its owner's `users` row: not hidden, of an active account, and not one that
 * blocked the viewer (to them it is an unknown profile; the blocker still sees the other's
 * picture, to unblock). Everything else gets the neutral placeholder.
 */
export function pictureShownTo(viewerProfileId: string | null): SQL[] {
  return [
    sql`${profiles.hidden} = false`,
    sql`${users.status} = 'active'`,
    ...(viewerProfileId ? [sql`NOT ${blockedBy(profiles.id, viewerProfileId)}`] : []),
  ];
}

/** The facts the TypeScript rules below decide on, as `visibilityFacts` reads them. */
export interface VisibilityFacts extends BlockFacts {
  hidden: boolean;
  /** The owner's account is active (not suspended). */
  userActive: boolean;
  /** Paused, and not towards a member it has accepted or is waiting on (decision 27). */
  pausedFromViewer: boolean;
}

/**
 * The facts as SQL columns of a query on `profile` inner-joined to its owner's `users` row, seen
 * from `viewer` (a profile id or placeholder).
 */
export function visibilityFacts(
  viewer: ProfileRef,
  profile: ProfileColumns,
): { [K in keyof VisibilityFacts]: SQL<boolean> } {
  return {
    hidden: sql<boolean>`${profile.hidden}`,
    userActive: sql<boolean>`${users.status} = 'active'`,
    blockedByViewer: blockedBy(viewer, profile.id),
    blocksViewer: blockedBy(profile.id, viewer),
    pausedFromViewer: pausedFrom(viewer, profile),
  };
}

/** Shown at all to the viewer, blocks aside: not hidden, account active, not paused towards them. */
function shown(facts: VisibilityFacts): boolean {
  return !facts.hidden && facts.userActive && !facts.pausedFromViewer;
}

/** TypeScript twin of `knowableBy`. */
export function knowable(facts: VisibilityFacts): boolean {
  return shown(facts) && !blockedEitherWay(facts);
}

/**
 * Which profiles a social action may aim at:
 * - `interact` (bookmarks, interests, chat requests): a knowable profile;
 * - `report`: also one the caller blocked (block, then report), never one that blocked the caller;
 * - `block` (block, unblock, isblock): any shown profile, and one the caller blocked even when it
 *   is hidden now, so a block can always be read and undone.
 */
export type TargetPolicy = 'interact' | 'report' | 'block';

/** Whether `policy` lets the caller aim at the profile (false answers as an unknown profile). */
export function mayAimAt(facts: VisibilityFacts, policy: TargetPolicy): boolean {
  switch (policy) {
    case 'interact':
      return knowable(facts);
    case 'report':
      return shown(facts) && !facts.blocksViewer;
    case 'block':
      return shown(facts) || facts.blockedByViewer;
  }
}

/**
 * Whether a viewer may open a profile (its view, the public view, the biodata, the AI helper): the
 * owner and staff always; others not a hidden profile, a suspended account's, a paused one that
 * has not accepted them (a visitor: any paused one, whatever token they hold, from the row's
 * `pausedUntil` at `now`) or one across a block, except that the profile view (`blockerMaySee`)
 * lets the blocker back in to unblock, unless the other side blocked them too.
 */
export function maySeeProfile(
  viewer: { kind: 'owner' | 'staff' | 'member' | 'visitor' },
  facts: VisibilityFacts & { pausedUntil: Date | null },
  now: () => Date,
  blockerMaySee = false,
): boolean {
  if (viewer.kind === 'owner' || viewer.kind === 'staff') return true;
  if (facts.hidden || !facts.userActive) return false;
  // The public view is a visitor's even with a token: no acceptance lets a visitor through.
  const paused = viewer.kind === 'visitor' ? isPausedAt(facts.pausedUntil, now()) : facts.pausedFromViewer;
  if (paused) return false;
  if (!blockedEitherWay(facts)) return true;
  return blockerMaySee && !facts.blocksViewer;
}
