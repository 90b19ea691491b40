import { sql } from 'drizzle-orm';
import { users } from './schema';

/** True while the user's plan has not expired; an expired plan counts as Hope everywhere. */
export const planIsActive = sql<boolean>`(${users.planExpiresAt} IS NULL OR ${users.planExpiresAt} > now())`;

/** The same rule in the process, for a plan read earlier (`planIsActive` at `now`). */
export function planRunsAt(planExpiresAt: Date | null, now: number): boolean {
  return planExpiresAt === null || planExpiresAt.getTime() > now;
}
