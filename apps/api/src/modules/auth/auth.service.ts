import crypto from 'node:crypto';
import { type AuthResult, recognisePlan, type SessionUser } from '@jodi/contract';
import type { Mailer } from '../../adapters/mail';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import { profileMediaPrefixes, type Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict, unauthorized } from '../../errors';
import { publicMediaUrl } from '../../lib/media-url';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import { eraseAccountRows } from './account-erasure.repository';
import type { AuthRepository, SessionUserRow } from './auth.repository';

const WRONG_CREDENTIALS = 'Wrong e-mail or password.';
const RESET_TTL_MS = 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Database;
  repo: AuthRepository;
  tokens: TokenService;
  mailer: Mailer;
  limits: RateLimitStore;
  storage: Storage;
  /** Per-account and per-IP attempt limits for sign-in, sign-up and reset. */
  accountLimit: Limit;
  ipLimit: Limit;
  publicUrl: string;
  /** Closes the user's open sockets once their tokens are revoked (the live socket, realtime.ts). */
  sessions: { endSessions(userId: string): void };
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export function toSessionUser(row: SessionUserRow): SessionUser {
  const active = !row.planExpiresAt || row.planExpiresAt.getTime() > Date.now();
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    pic: publicMediaUrl(row.picKey),
    plan: active ? recognisePlan(row.plan) : 'Hope',
    plan_expires_at: active && row.planExpiresAt ? row.planExpiresAt.toISOString() : null,
    is_admin: row.isAdmin,
    profile_id: row.profileId,
    has_password: row.passwordHash !== null,
  };
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private async limit(action: string, ip: string, account?: string): Promise<void> {
    const { limits, ipLimit, accountLimit } = this.deps;
    await enforceRateLimit(limits, [`${action}:ip:${ip}`], ipLimit);
    if (account) await enforceRateLimit(limits, [`${action}:account:${account}`], accountLimit);
  }

  private async issue(row: SessionUserRow): Promise<AuthResult> {
    const token = await this.deps.tokens.sign({ sub: row.id, tv: row.tokenVersion });
    return { token, user: toSessionUser(row) };
  }

  private async loadSessionUser(userId: string): Promise<SessionUserRow> {
    const row = await this.deps.repo.findSessionUser(this.deps.db, { id: userId });
    if (!row) throw unauthorized();
    return row;
  }

  async signUp(email: string, password: string, ip: string): Promise<AuthResult> {
    await this.limit('sign_up', ip, email);
    const { db, repo } = this.deps;
    if (await repo.emailExists(db, email)) throw conflict('An account with this e-mail already exists.');
    const passwordHash = await hashPassword(password);
    try {
      const { userId } = await repo.createAccount(db, { email, passwordHash });
      return this.issue(await this.loadSessionUser(userId));
    } catch (err) {
      // Two sign-ups with one e-mail at once: the unique index decides.
      if (isUniqueViolation(err)) throw conflict('An account with this e-mail already exists.');
      throw err;
    }
  }

  async signIn(email: string, password: string, ip: string): Promise<AuthResult> {
    await this.limit('sign_in', ip, email);
    const { db, repo, limits } = this.deps;
    const row = await repo.findSessionUser(db, { email });
    if (!(await verifyPassword(row?.passwordHash, password)) || !row) throw unauthorized(WRONG_CREDENTIALS);
    if (row.status === 'suspended') {
      throw new AppError(403, 'ACCOUNT_SUSPENDED', 'This account is suspended. Please contact support.');
    }
    // A successful sign-in clears the account's failure count; the per-IP count stays.
    await limits.reset(`sign_in:account:${email}`);
    await repo.touchLogin(db, row.id);
    return this.issue(row);
  }

  /** Always answers the same, whether or not the e-mail has an account. */
  async requestReset(email: string, ip: string): Promise<void> {
    await this.limit('reset', ip, email);
    const { db, repo, mailer, publicUrl } = this.deps;
    const row = await repo.findSessionUser(db, { email });
    if (row?.status !== 'active') return;
    const token = crypto.randomBytes(32).toString('base64url');
    await repo.createReset(db, row.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
    const link = `${publicUrl}/reset-password?token=${token}`;
    await mailer.send({
      to: row.email,
      subject: 'Reset your Jodi password',
      text:
        `Someone asked to reset the password of your Jodi account.\n\n` +
        `Open this link within one hour to choose a new password:\n${link}\n\n` +
        `If it was not you, ignore this mail: your password stays as it is.`,
    });
  }

  async completeReset(token: string, password: string, ip: string): Promise<void> {
    await this.limit('reset', ip, sha256(token).slice(0, 16));
    const { db, repo } = this.deps;
    const passwordHash = await hashPassword(password);
    const resetUserId = await db.transaction(async (tx) => {
      const userId = await repo.consumeReset(tx, sha256(token));
      if (!userId) throw badRequest('This reset link is invalid or has expired.');
      await repo.setPassword(tx, userId, passwordHash);
      await repo.deleteResetsOf(tx, userId);
      return userId;
    });
    this.deps.sessions.endSessions(resetUserId);
  }

  async currentUser(userId: string): Promise<SessionUser> {
    return toSessionUser(await this.loadSessionUser(userId));
  }

  /** Sets or changes the password; every older token stops working, so a fresh one is returned. */
  async changePassword(
    userId: string,
    password: string,
    oldPassword: string | undefined,
  ): Promise<AuthResult> {
    const { db, repo } = this.deps;
    const row = await this.loadSessionUser(userId);
    if (row.passwordHash) {
      if (!oldPassword) {
        throw badRequest('Enter your old password.', [
          { path: 'body.user.old_password', message: 'Required' },
        ]);
      }
      if (!(await verifyPassword(row.passwordHash, oldPassword))) {
        throw badRequest('The old password is not correct.', [
          { path: 'body.user.old_password', message: 'Not correct' },
        ]);
      }
    }
    await repo.setPassword(db, userId, await hashPassword(password));
    this.deps.sessions.endSessions(userId);
    return this.issue(await this.loadSessionUser(userId));
  }

  /** Erases the account, its profile and everything hanging off it, then its files. */
  async deleteAccount(userId: string): Promise<void> {
    const { db, storage } = this.deps;
    const row = await this.loadSessionUser(userId);
    const recordings = await eraseAccountRows(db, { userId, email: row.email, profileId: row.profileId });
    this.deps.sessions.endSessions(userId);
    const prefixes = row.profileId ? profileMediaPrefixes(row.profileId) : [];
    await Promise.all([
      ...prefixes.map((prefix) => storage.deletePrefix(prefix)),
      ...recordings.map((key) => storage.delete(key)),
    ]);
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
