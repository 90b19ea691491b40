import type { Column, Placeholder, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { blocks } from '../db/schema';

/**
 * What a block means (spec 4): either side of a block hides the pair from each other
 * everywhere (listings, search, suggestions, lists, views, messages). Only the blocker may open the
 * other's profile again, to unblock; to the member blocked, the blocker is an unknown profile.
 * The blocks table's own rows (write, the blocker's list, undo) are `social/blocks.repository.ts`;
 * every read that decides what a member may see asks here.
 */

/** A profile id: a value, a column, a prepared statement's placeholder, or an SQL expression. */
export type ProfileRef = string | Column | Placeholder | SQL;

/** `blocker` blocked `blocked` (one way), served by the pair index. */
export function blockedBy(blocker: ProfileRef, blocked: ProfileRef): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerProfileId} = ${blocker} AND ${blocks.blockedProfileId} = ${blocked})`;
}

/**
 * Neither of the two blocked the other: two anti-joins, one per direction, each served by its own
 * index (an OR in one would compare every candidate of a list with every block of the viewer).
 */
export function noBlockBetween(a: ProfileRef, b: ProfileRef): SQL<boolean> {
  return sql<boolean>`(NOT ${blockedBy(a, b)} AND NOT ${blockedBy(b, a)})`;
}

/**
 * The profiles in a block with `me`, either way, as a subquery of ids: a list read once for a
 * member (matchmaking's walk leaves them out), the same rule as `noBlockBetween` per candidate.
 */
export function blockPartnersOf(me: ProfileRef): SQL {
  return sql`SELECT ${blocks.blockedProfileId} FROM ${blocks} WHERE ${blocks.blockerProfileId} = ${me}
          UNION SELECT ${blocks.blockerProfileId} FROM ${blocks} WHERE ${blocks.blockedProfileId} = ${me}`;
}

/** The block facts of a pair seen from a viewer, as the SQL above reads them. */
export interface BlockFacts {
  /** The viewer blocked the profile (they may still open it, to unblock). */
  blockedByViewer: boolean;
  /** The profile blocked the viewer. */
  blocksViewer: boolean;
}

/** TypeScript twin of `noBlockBetween`'s negation: a block either way. */
export function blockedEitherWay(facts: BlockFacts): boolean {
  return facts.blockedByViewer || facts.blocksViewer;
}
