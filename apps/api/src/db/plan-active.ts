import { sql } from 'drizzle-orm';
import { users } from './schema';

/** True while the user's plan has not expired; an expired plan counts as Hope everywhere. */
export const planIsActive = sql<boolean>`(${users.planExpiresAt} IS NULL OR ${users.planExpiresAt} > now())`;
