import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { blocks, profiles, users } from '../../db/schema';
import { pausedFrom } from '../../policies/paused-profile';
import { type PairStanding, pairFacts, standingFrom } from './can-message';

/** What the social rules need to know of a target profile, seen from the caller. */
export interface TargetFacts {
  id: string;
  /** The account behind the profile (its sockets' room). */
  userId: string;
  hidden: boolean;
  userActive: boolean;
  /** The caller blocked the target. */
  iBlocked: boolean;
  /** The target blocked the caller. */
  blockedMe: boolean;
  /** The target is paused and has not accepted the caller (decision 29): out of the caller's sight. */
  pausedFromMe: boolean;
}

/** Namespace of the pair locks (two-key advisory locks; the migration lock uses the one-key space). */
const PAIR_LOCK_SPACE = 814022;

/**
 * Condition for list queries: `other` (a joined, possibly aliased profiles table) is a profile the
 * caller may know: not hidden, of an active account, no block between them either way, and not
 * paused unless it has accepted the caller (decision 29).
 */
export function knowableBy(
  me: string | Placeholder,
  other: { id: AnyPgColumn; hidden: AnyPgColumn; userId: AnyPgColumn; pausedUntil: AnyPgColumn },
): SQL {
  return sql`(${other.hidden} = false
    AND NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${other.userId} AND ${users.status} <> 'active')
    AND NOT EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerProfileId} = ${me} AND ${blocks.blockedProfileId} = ${other.id})
    AND NOT EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerProfileId} = ${other.id} AND ${blocks.blockedProfileId} = ${me})
    AND NOT ${pausedFrom(me, other)})`;
}

export class TargetsRepository {
  /** The target with its owner's status, the blocks between it and the caller and its pause, in one query. */
  async facts(db: Database, me: string, id: string): Promise<TargetFacts | null> {
    const [row] = await this.factsQuery(db, me, id, {});
    return row ?? null;
  }

  /** `facts` and the pair's standing for the chat (`pairStanding`), in the same one query. */
  async factsWithStanding(
    db: Database,
    me: string,
    id: string,
  ): Promise<(TargetFacts & { standing: PairStanding }) | null> {
    const [row] = await this.factsQuery(db, me, id, pairFacts(me, profiles.id));
    if (!row) return null;
    const { unblocked, requestAccepted, matched, ...facts } = row;
    return { ...facts, standing: standingFrom({ unblocked, requestAccepted, matched }) };
  }

  private factsQuery<Extra extends Record<string, SQL>>(db: Database, me: string, id: string, extra: Extra) {
    return db
      .select({
        ...extra,
        id: profiles.id,
        userId: profiles.userId,
        hidden: profiles.hidden,
        userActive: sql<boolean>`${users.status} = 'active'`,
        iBlocked: sql<boolean>`EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerProfileId} = ${me} AND ${blocks.blockedProfileId} = ${profiles.id})`,
        blockedMe: sql<boolean>`EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerProfileId} = ${profiles.id} AND ${blocks.blockedProfileId} = ${me})`,
        pausedFromMe: pausedFrom(me, profiles),
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, id))
      .limit(1);
  }

  /**
   * Serialises writes between two profiles until the transaction ends, whichever side writes:
   * two members sending each other an interest at once make one match, and a block cannot
   * interleave with a new interest, request or bookmark. Call inside a transaction.
   */
  async lockPair(tx: Database, a: string, b: string): Promise<void> {
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCK_SPACE}, hashtext(${key}))`);
  }
}
