import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chatRequests, interests } from '../../db/schema';

/**
 * Ends every acceptance between two profiles (issue 34): their match (an accepted interest either
 * way) and their accepted chat requests (either way) become withdrawn. What the acceptance granted
 * (photos and contacts kept for accepted members, new messages; can-message.ts reads only accepted
 * rows) ends with it; earlier messages stay. One withdrawal ends them all, so "Withdraw acceptance"
 * never leaves the other member a second way in. Call under the pair lock.
 */
export async function withdrawAcceptancesBetween(tx: Database, a: string, b: string): Promise<void> {
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
