import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema';
import { SESSION_IDLE_LIMIT } from './auth-user.repository';

/** The server-side sessions (decision 15): one row per signed-in device, deleted on sign-out. */
export class SessionsRepository {
  /** A new session; the user's sessions idle past the limit, which no token can use any more, go. */
  async create(db: Database, userId: string): Promise<string> {
    await db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          lt(sessions.lastSeenAt, sql`now() - ${sql.raw(SESSION_IDLE_LIMIT)}`),
        ),
      );
    const [row] = await db.insert(sessions).values({ userId }).returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return row.id;
  }

  /** Ends one session of the user; false when it was already gone. */
  async revoke(db: Database, userId: string, sessionId: string): Promise<boolean> {
    const rows = await db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  async revokeAll(db: Database, userId: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  }
}
