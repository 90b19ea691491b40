import { recognisePlan } from '@jodi/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';

/**
 * The one query behind every authenticated request: user, effective plan, profile id, and the
 * profile's gender and Moon (Gun Milan on listings and views needs them on almost every request).
 */
export class AuthUserRepository {
  /**
   * Prepared once (a named statement on each connection): it runs on every signed-in request, so
   * PostgreSQL parsing and planning it each time was a measurable share of a request's database time.
   */
  private readonly forToken;

  constructor(db: Database) {
    this.forToken = db
      .select({
        id: users.id,
        email: users.email,
        isAdmin: users.isAdmin,
        plan: users.plan,
        planActive: sql<boolean>`(${users.planExpiresAt} IS NULL OR ${users.planExpiresAt} > now())`,
        profileId: profiles.id,
        gender: profiles.gender,
        moonNakshatra: profiles.moonNakshatra,
        moonPada: profiles.moonPada,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          eq(users.tokenVersion, sql.placeholder('tokenVersion')),
          eq(users.status, 'active'),
        ),
      )
      .limit(1)
      .prepare('auth_user_for_token');
  }

  async findActiveForToken(userId: string, tokenVersion: number): Promise<AuthUser | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const [row] = await this.forToken.execute({ userId, tokenVersion });
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      isAdmin: row.isAdmin,
      plan: row.planActive ? recognisePlan(row.plan) : 'Hope',
      profileId: row.profileId,
      astro: row.profileId
        ? { gender: row.gender, moonNakshatra: row.moonNakshatra, moonPada: row.moonPada }
        : null,
    };
  }
}
