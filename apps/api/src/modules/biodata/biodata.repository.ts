import { recognisePlan } from '@jodi/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';

export class BiodataRepository {
  /** An active account as the guards would load it (effective plan, profile id); null otherwise. */
  async activeUser(db: Database, userId: string): Promise<AuthUser | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        isAdmin: users.isAdmin,
        plan: users.plan,
        planActive: sql<boolean>`(${users.planExpiresAt} IS NULL OR ${users.planExpiresAt} > now())`,
        profileId: profiles.id,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, userId), eq(users.status, 'active')))
      .limit(1);
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      isAdmin: row.isAdmin,
      plan: row.planActive ? recognisePlan(row.plan) : 'Hope',
      profileId: row.profileId,
    };
  }
}
