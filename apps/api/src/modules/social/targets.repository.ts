import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, users } from '../../db/schema';
import { type PairStanding, pairFacts, standingFrom } from '../../policies/messaging';
import { type VisibilityFacts, visibilityFacts } from '../../policies/profile-visibility';

/**
 * What the social rules need to know of a target profile, seen from the caller: the visibility
 * facts (hidden, account active, blocks either way, paused towards the caller: policies/).
 */
export interface TargetFacts extends VisibilityFacts {
  id: string;
  /** The account behind the profile (its sockets' room). */
  userId: string;
}

/** The standing of two profiles for the chat (policies/messaging.ts), in one query. */
export async function pairStanding(db: Database, profileA: string, profileB: string): Promise<PairStanding> {
  if (profileA === profileB) return { canMessage: false, matched: false };
  const [row] = await db
    .select(pairFacts(profileA, profileB))
    .from(profiles)
    .where(eq(profiles.id, profileA))
    .limit(1);
  if (!row) return { canMessage: false, matched: false };
  return standingFrom(row);
}

/**
 * Whether two profiles may message each other now (policies/messaging.ts): a chat request between
 * them (either way) was accepted, or they matched through interests, and neither blocked the other.
 */
export async function canMessage(db: Database, profileA: string, profileB: string): Promise<boolean> {
  return (await pairStanding(db, profileA, profileB)).canMessage;
}

/** Namespace of the pair locks (two-key advisory locks; the migration lock uses the one-key space). */
const PAIR_LOCK_SPACE = 814022;

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
        ...visibilityFacts(me, profiles),
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
