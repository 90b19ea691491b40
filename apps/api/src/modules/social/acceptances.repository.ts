import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chatRequests, interests, profiles } from '../../db/schema';

/** What acceptance between two profiles touches beyond one request's row. */
export class AcceptancesRepository {
  /**
   * Ends every acceptance between two profiles (decision 28): their match (an accepted interest either
   * way) and their accepted chat requests (either way) become withdrawn. What the acceptance granted
   * (photos and contacts kept for accepted members, new messages; the pair rules read only accepted
   * rows) ends with it; earlier messages stay. One withdrawal ends them all, so "Withdraw acceptance"
   * never leaves the other member a second way in. Call under the pair lock.
   */
  async withdrawBetween(tx: Database, a: string, b: string): Promise<void> {
    const now = new Date();
    for (const table of [interests, chatRequests]) {
      const pair = or(
        and(eq(table.fromProfileId, a), eq(table.toProfileId, b)),
        and(eq(table.fromProfileId, b), eq(table.toProfileId, a)),
      );
      await tx
        .update(table)
        .set({ status: 'withdrawn', updatedAt: now })
        .where(and(pair, eq(table.status, 'accepted')));
    }
  }

  /** The account behind each of these profiles (their sockets' rooms), by profile id. */
  async usersOf(db: Database, profileIds: string[]): Promise<Map<string, string>> {
    const rows = await db
      .select({ id: profiles.id, userId: profiles.userId })
      .from(profiles)
      .where(inArray(profiles.id, profileIds));
    return new Map(rows.map((r) => [r.id, r.userId]));
  }
}
