import type { PlanName } from '@jodi/contract';
import type { ChangeSignals, SignalChannel } from '../../db/change-signals';
import { planRunsAt } from '../../db/plan-active';
import type { TokenClaims } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/auth';

/**
 * What the database said of a session's user, as read: the plan with its expiry (the effective
 * plan is worked out on every use, so a plan lapses on time however long the entry is kept).
 */
export interface CachedAuthUser {
  user: Omit<AuthUser, 'plan'>;
  plan: PlanName;
  planExpiresAt: Date | null;
}

interface Entry extends CachedAuthUser {
  userId: string;
  tokenVersion: number;
  storedAt: number;
}

export interface AuthUserCacheOptions {
  /**
   * How long an entry answers without the database. The signals keep entries true; this bounds
   * how long a signal lost in a way nobody noticed could leave one wrong.
   */
  keepMs: number;
  /** Most sessions kept; the oldest go first. */
  maxSessions: number;
}

export const AUTH_USER_CACHE_DEFAULTS: AuthUserCacheOptions = { keepMs: 60_000, maxSessions: 50_000 };

/**
 * The callers of signed-in requests, kept in this process by session (decision 42). A change to
 * anything an entry holds (the account, the session, the profile's gender and Moon) is announced
 * by the database when it commits (migration 0033) and removes every entry of that user here, in
 * every process. While those announcements cannot be heard, nothing is kept or answered.
 */
export class AuthUserCache {
  private readonly bySession = new Map<string, Entry>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  /** Moves on every removal: a read that began before one may hold what it removed, and is not kept. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly signals: ChangeSignals,
    private readonly options: AuthUserCacheOptions = AUTH_USER_CACHE_DEFAULTS,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = signals.subscribe({
      signal: (channel: SignalChannel, userId: string) => {
        if (channel === 'jodi_auth_changed') this.forgetUser(userId);
      },
      lost: () => this.clear(),
    });
  }

  /** The caller of a token's session, when kept, fresh, and of the same user and token version. */
  find(claims: TokenClaims): AuthUser | null {
    if (!this.signals.live) return null;
    const entry = this.bySession.get(claims.sid);
    if (!entry || entry.userId !== claims.sub || entry.tokenVersion !== claims.tv) return null;
    if (this.now() - entry.storedAt > this.options.keepMs) {
      this.forgetSession(claims.sid);
      return null;
    }
    return { ...entry.user, plan: planRunsAt(entry.planExpiresAt, this.now()) ? entry.plan : 'Hope' };
  }

  /** Taken before reading the database; `keep` with it keeps the read only if nothing was removed since. */
  mark(): number {
    return this.generation;
  }

  keep(claims: TokenClaims, read: CachedAuthUser, mark: number): void {
    if (!this.signals.live || mark !== this.generation) return;
    this.forgetSession(claims.sid);
    if (this.bySession.size >= this.options.maxSessions) {
      const oldest = this.bySession.keys().next().value;
      if (oldest !== undefined) this.forgetSession(oldest);
    }
    this.bySession.set(claims.sid, {
      ...read,
      userId: claims.sub,
      tokenVersion: claims.tv,
      storedAt: this.now(),
    });
    const sessions = this.sessionsOfUser.get(claims.sub) ?? new Set<string>();
    sessions.add(claims.sid);
    this.sessionsOfUser.set(claims.sub, sessions);
  }

  /** Stops listening (the app closes; the database may serve another). */
  stop(): void {
    this.unsubscribe();
    this.clear();
  }

  get size(): number {
    return this.bySession.size;
  }

  private forgetUser(userId: string): void {
    this.generation++;
    for (const sessionId of this.sessionsOfUser.get(userId) ?? []) this.bySession.delete(sessionId);
    this.sessionsOfUser.delete(userId);
  }

  private forgetSession(sessionId: string): void {
    const entry = this.bySession.get(sessionId);
    if (!entry) return;
    this.bySession.delete(sessionId);
    const sessions = this.sessionsOfUser.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(entry.userId);
  }

  private clear(): void {
    this.generation++;
    this.bySession.clear();
    this.sessionsOfUser.clear();
  }
}
