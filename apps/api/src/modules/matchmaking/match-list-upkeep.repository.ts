import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { birthdayKey, dailyPicks, matchCandidates, matchLists, profiles, sessions } from '../../db/schema';
import { listable } from '../../policies/profile-visibility';

/** A page of members by id: the next `limit` after `after`. */
interface Page {
  after: string | null;
  limit: number;
}

/** The nightly upkeep's statements: which members get a new list, and what old rows go. */
export class MatchListUpkeepRepository {
  /**
   * Members seen since `seenSince` (a session used then) with a profile that has a gender, whose
   * list is missing or older than `listsBefore`: the next `limit` after `after`, by id. Reads the
   * recent sessions by their index, not every profile.
   */
  async membersDue(
    db: Database,
    options: { seenSince: Date; listsBefore: Date; after: string | null; limit: number },
  ): Promise<string[]> {
    const rows = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          options.after ? gt(profiles.id, options.after) : undefined,
          sql`${profiles.gender} IS NOT NULL`,
          inArray(
            profiles.userId,
            db
              .selectDistinct({ userId: sessions.userId })
              .from(sessions)
              .where(gt(sessions.lastSeenAt, options.seenSince)),
          ),
          sql`NOT EXISTS (SELECT 1 FROM ${matchLists} WHERE ${matchLists.profileId} = ${profiles.id} AND ${matchLists.computedAt} >= ${options.listsBefore})`,
        ),
      )
      .orderBy(asc(profiles.id))
      .limit(options.limit);
    return rows.map((r) => r.id);
  }

  /**
   * Members with a gender whose birthday is one of `monthDays` (month * 100 + day): the next page
   * by id, each with whether they hold a list. Read through the birthday index.
   */
  async birthdaysOn(
    db: Database,
    options: Page & { monthDays: number[] },
  ): Promise<{ id: string; hasList: boolean }[]> {
    return db
      .select({
        id: profiles.id,
        hasList: sql<boolean>`EXISTS (SELECT 1 FROM ${matchLists} WHERE ${matchLists.profileId} = ${profiles.id})`,
      })
      .from(profiles)
      .where(
        and(
          sql`${birthdayKey(profiles.birthdate)} = ANY(${sql.param(options.monthDays)}::int[])`,
          sql`${profiles.birthdate} IS NOT NULL`,
          sql`${profiles.gender} IS NOT NULL`,
          options.after ? gt(profiles.id, options.after) : undefined,
        ),
      )
      .orderBy(asc(profiles.id))
      .limit(options.limit);
  }

  /** Listable profiles made after `from` and up to `to`: the next page by id. */
  async joinedBetween(db: Database, options: Page & { from: Date; to: Date }): Promise<string[]> {
    const rows = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          ...listable(null),
          gt(profiles.createdAt, options.from),
          lte(profiles.createdAt, options.to),
          options.after ? gt(profiles.id, options.after) : undefined,
        ),
      )
      .orderBy(asc(profiles.id))
      .limit(options.limit);
    return rows.map((r) => r.id);
  }

  /** Members whose list was made before `before` (they stopped coming): at most `limit`. */
  async listsMadeBefore(db: Database, before: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: matchLists.profileId })
      .from(matchLists)
      .where(lt(matchLists.computedAt, before))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Removes the member's list if it is still older than `before`. Call inside the member lock. */
  async dropListIfBefore(tx: Database, profileId: string, before: Date): Promise<boolean> {
    const gone = await tx
      .delete(matchLists)
      .where(and(eq(matchLists.profileId, profileId), lt(matchLists.computedAt, before)))
      .returning({ id: matchLists.profileId });
    if (gone.length === 0) return false;
    await tx.delete(matchCandidates).where(eq(matchCandidates.profileId, profileId));
    return true;
  }

  /** Removes every member's picks of the days before `day`; answers how many. */
  async dropPicksBefore(db: Database, day: string): Promise<number> {
    const gone = await db
      .delete(dailyPicks)
      .where(lt(dailyPicks.day, day))
      .returning({ day: dailyPicks.day });
    return gone.length;
  }
}
