import { recognisePlan } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { planIsActive } from '../../db/plan-active';
import { profiles, sessions, users } from '../../db/schema';
import type { TokenClaims } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/auth';
import type { AuthUserCache } from './auth-user-cache';

/** A session unused this long is refused (decision 15). */
export const SESSION_IDLE_LIMIT = "interval '30 days'";
/** A session's `last_seen_at` moves forward at most once in this long (one write an hour, not one a request). */
const LAST_SEEN_EVERY = "interval '1 hour'";

const COLUMNS = {
  id: users.id,
  email: users.email,
  isAdmin: users.isAdmin,
  plan: users.plan,
  planActive: planIsActive,
  language: users.language,
  profileId: profiles.id,
  gender: profiles.gender,
  moonNakshatra: profiles.moonNakshatra,
  moonPada: profiles.moonPada,
};

/**
 * The one query behind every authenticated request: user, effective plan, language, profile id, and
 * the profile's gender and Moon (Gun Milan on listings and views needs them on almost every request).
 * What it reads for a token is kept in the process by session (`AuthUserCache`, decision 42) until
 * the database announces a change to any of it, so a change (a new language, a password, a
 * suspension) holds from the next request on, in every API process.
 */
export class AuthUserRepository {
  /**
   * Prepared once (a named statement on each connection): it runs on every signed-in request, so
   * PostgreSQL parsing and planning it each time was a measurable share of a request's database time.
   */
  private readonly forToken;
  /** The same user without a token version, for signed links that carry only the user id. */
  private readonly byId;
  /** Moves a session's `last_seen_at` forward, unless another request just did. */
  private readonly touchSession;

  constructor(
    db: Database,
    private readonly cache?: AuthUserCache,
  ) {
    const activeUser = () => db.select(COLUMNS).from(users).leftJoin(profiles, eq(profiles.userId, users.id));
    this.forToken = db
      .select({
        ...COLUMNS,
        planExpiresAt: users.planExpiresAt,
        sessionId: sessions.id,
        signedInAt: sessions.createdAt,
        seenLongAgo: sql<boolean>`${sessions.lastSeenAt} < now() - ${sql.raw(LAST_SEEN_EVERY)}`,
      })
      .from(users)
      .innerJoin(
        sessions,
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.userId, users.id),
          sql`${sessions.lastSeenAt} > now() - ${sql.raw(SESSION_IDLE_LIMIT)}`,
        ),
      )
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
    this.touchSession = db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          sql`${sessions.lastSeenAt} < now() - ${sql.raw(LAST_SEEN_EVERY)}`,
        ),
      )
      .prepare('auth_session_touch');
    this.byId = activeUser()
      .where(and(eq(users.id, sql.placeholder('userId')), eq(users.status, 'active')))
      .limit(1)
      .prepare('auth_user_by_id');
  }

  /**
   * The active user of a token whose version is current and whose session is live (not signed out,
   * not idle for 30 days), with that session. Kept from an earlier request when the cache has it;
   * else one read, and about once an hour a session also gets its `last_seen_at` written.
   */
  async findActiveForToken(claims: TokenClaims): Promise<AuthUser | null> {
    const { sub: userId, tv: tokenVersion, sid: sessionId } = claims;
    if (!UUID.test(userId) || !UUID.test(sessionId)) return null;
    const kept = this.cache?.find(claims);
    if (kept) return kept;
    const mark = this.cache?.mark() ?? 0;
    const row = (await this.forToken.execute({ userId, tokenVersion, sessionId }))[0];
    if (!row) return null;
    if (row.seenLongAgo) await this.touchSession.execute({ sessionId });
    const found = toAuthUser(row);
    if (!found) return null;
    const { plan, ...facts } = found;
    const user = { ...facts, session: { id: row.sessionId, signedInAt: row.signedInAt, tokenVersion } };
    this.cache?.keep(claims, { user, plan: recognisePlan(row.plan), planExpiresAt: row.planExpiresAt }, mark);
    return { ...user, plan };
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
        language: Language;
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
    language: row.language,
    astro: row.profileId
      ? { gender: row.gender, moonNakshatra: row.moonNakshatra, moonPada: row.moonPada }
      : null,
  };
}
