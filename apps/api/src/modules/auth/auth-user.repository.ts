import { recognisePlan } from '@jodi/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { planIsActive } from '../../db/plan-active';
import { profiles, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';

const COLUMNS = {
  id: users.id,
  email: users.email,
  isAdmin: users.isAdmin,
  plan: users.plan,
  planActive: planIsActive,
  profileId: profiles.id,
  gender: profiles.gender,
  moonNakshatra: profiles.moonNakshatra,
  moonPada: profiles.moonPada,
};

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
  /** The same user without a token version, for signed links that carry only the user id. */
  private readonly byId;

  constructor(db: Database) {
    const activeUser = () => db.select(COLUMNS).from(users).leftJoin(profiles, eq(profiles.userId, users.id));
    this.forToken = activeUser()
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          eq(users.tokenVersion, sql.placeholder('tokenVersion')),
          eq(users.status, 'active'),
        ),
      )
      .limit(1)
      .prepare('auth_user_for_token');
    this.byId = activeUser()
      .where(and(eq(users.id, sql.placeholder('userId')), eq(users.status, 'active')))
      .limit(1)
      .prepare('auth_user_by_id');
  }

  async findActiveForToken(userId: string, tokenVersion: number): Promise<AuthUser | null> {
    if (!UUID.test(userId)) return null;
    return toAuthUser((await this.forToken.execute({ userId, tokenVersion }))[0]);
  }

  async findActiveById(userId: string): Promise<AuthUser | null> {
    if (!UUID.test(userId)) return null;
    return toAuthUser((await this.byId.execute({ userId }))[0]);
  }
}

const UUID = /^[0-9a-f-]{36}$/i;

function toAuthUser(
  row:
    | {
        id: string;
        email: string;
        isAdmin: boolean;
        plan: string;
        planActive: boolean;
        profileId: string | null;
        gender: 'male' | 'female' | null;
        moonNakshatra: number | null;
        moonPada: number | null;
      }
    | undefined,
): AuthUser | null {
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
