import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { blocks, chatRequests, interests, profiles } from '../../db/schema';

/**
 * Whether two profiles may message each other (for the chat module): a chat request between them
 * (either way) was accepted, or they matched through interests, and neither blocked the other.
 * One query.
 */
export async function canMessage(db: Database, profileA: string, profileB: string): Promise<boolean> {
  if (profileA === profileB) return false;
  const a = profileA;
  const b = profileB;
  const [row] = await db
    .select({
      ok: sql<boolean>`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerProfileId} = ${a} AND ${blocks.blockedProfileId} = ${b}) OR (${blocks.blockerProfileId} = ${b} AND ${blocks.blockedProfileId} = ${a}))
        AND (EXISTS (SELECT 1 FROM ${chatRequests} WHERE ${chatRequests.accepted} = true AND ((${chatRequests.fromProfileId} = ${a} AND ${chatRequests.toProfileId} = ${b}) OR (${chatRequests.fromProfileId} = ${b} AND ${chatRequests.toProfileId} = ${a})))
          OR EXISTS (SELECT 1 FROM ${interests} WHERE ${interests.status} = 'accepted' AND ((${interests.fromProfileId} = ${a} AND ${interests.toProfileId} = ${b}) OR (${interests.fromProfileId} = ${b} AND ${interests.toProfileId} = ${a}))))`,
    })
    .from(profiles)
    .where(eq(profiles.id, a))
    .limit(1);
  return row?.ok === true;
}
