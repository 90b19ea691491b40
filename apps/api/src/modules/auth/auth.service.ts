import crypto from 'node:crypto';
import {
  type AuthResult,
  type ChartStyle,
  recognisePlan,
  type SessionUser,
  type UpdateUserResult,
} from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { Mailer } from '../../adapters/mail';
import { profileMediaPrefixes, type Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { appError, badRequest, conflict, unauthorized } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import type { BackgroundWork } from '../../jobs/background-work';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import type { MemberMedia } from '../privacy/member-media';
import { accountListingStatus } from '../profiles/listability';
import { eraseAccountRows } from './account-erasure.repository';
import type { Attempt, AttemptThrottle } from './attempt-throttle';
import type { AuthRepository, SessionUserRow } from './auth.repository';
import { resetMail } from './reset-mail';
import type { SessionsRepository } from './sessions.repository';

const RESET_TTL_MS = 60 * 60 * 1000;
/** Deleting the account without the password needs a sign-in at most this recent. */
const RECENT_SIGN_IN_MS = 15 * 60 * 1000;
/**
 * Every check of an account's password (sign-in, the old password of a change, account deletion)
 * counts against one budget per account, so a stolen token gives no extra guesses.
 */
const PASSWORD_CHECK = 'sign_in';

export interface AuthServiceDeps {
  db: Database;
  repo: AuthRepository;
  sessionsRepo: SessionsRepository;
  tokens: TokenService;
  mailer: Mailer;
  storage: Storage;
  /** Limits sign-in, sign-up, reset and every other password check (per address and account). */
  throttle: AttemptThrottle;
  /** Runs the reset mail after the answer, so its time tells nothing. */
  background: BackgroundWork;
  publicUrl: string;
  /** Signs the member's own picture URL. */
  media: Pick<MemberMedia, 'ownUrl'>;
  /** Closes open sockets once their sign-ins are revoked (the live socket, realtime.ts). */
  sessions: { endSessions(userId: string): void; endSession(sessionId: string): void };
}

/** The caller of an account action: the user and the session their token names. */
export interface SignedInCaller {
  id: string;
  session?: { id: string; signedInAt: Date } | undefined;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The signed-in user on the wire; `pic` is their own top-bar picture, signed for them. */
export function toSessionUser(row: SessionUserRow, media: Pick<MemberMedia, 'ownUrl'>): SessionUser {
  const active = !row.planExpiresAt || row.planExpiresAt.getTime() > Date.now();
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    pic: media.ownUrl(row.picKey),
    plan: active ? recognisePlan(row.plan) : 'Hope',
    plan_expires_at: active && row.planExpiresAt ? row.planExpiresAt.toISOString() : null,
    is_admin: row.isAdmin,
    profile_id: row.profileId,
    has_password: row.passwordHash !== null,
    language: row.language,
    chart_style: row.chartStyle,
    ...accountListingStatus(row.profileId, row.listing),
  };
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /** Starts a server-side session for the user and signs its token. */
  private async issue(db: Database, row: SessionUserRow): Promise<AuthResult> {
    const sid = await this.deps.sessionsRepo.create(db, row.id);
    const token = await this.deps.tokens.sign({ sub: row.id, tv: row.tokenVersion, sid });
    return { token, user: toSessionUser(row, this.deps.media) };
  }

  /** Checks a password under the sign-in throttle; a right one clears this address's failures. */
  private async passwordMatches(row: SessionUserRow, password: string, ip: string): Promise<boolean> {
    const attempt: Attempt = { account: row.email, ip };
    await this.deps.throttle.attempt(PASSWORD_CHECK, attempt);
    if (!(await verifyPassword(row.passwordHash, password))) return false;
    await this.deps.throttle.succeeded(PASSWORD_CHECK, attempt);
    return true;
  }

  private async loadSessionUser(userId: string): Promise<SessionUserRow> {
    const row = await this.deps.repo.findSessionUser(this.deps.db, { id: userId });
    if (!row) throw unauthorized('SESSION_EXPIRED');
    return row;
  }

  /** `language`: the member's choice, else the one the browser asked for (the route decides). */
  async signUp(email: string, password: string, ip: string, language: Language): Promise<AuthResult> {
    await this.deps.throttle.attempt('sign_up', { account: email, ip });
    const { db, repo } = this.deps;
    if (await repo.emailExists(db, email)) throw conflict('EMAIL_ALREADY_REGISTERED');
    const passwordHash = await hashPassword(password);
    try {
      const { userId } = await repo.createAccount(db, { email, passwordHash, language });
      const row = await repo.findSessionUser(db, { id: userId });
      if (!row) throw new Error('the new account vanished before its first sign-in');
      return await this.issue(db, row);
    } catch (err) {
      // Two sign-ups with one e-mail at once: the unique index decides.
      if (isUniqueViolation(err)) throw conflict('EMAIL_ALREADY_REGISTERED');
      throw err;
    }
  }

  async signIn(email: string, password: string, ip: string): Promise<AuthResult> {
    const { db, repo, throttle } = this.deps;
    const attempt: Attempt = { account: email, ip };
    await throttle.attempt(PASSWORD_CHECK, attempt);
    const row = await repo.findSessionUser(db, { email });
    if (!(await verifyPassword(row?.passwordHash, password)) || !row) throw unauthorized('WRONG_CREDENTIALS');
    if (row.status === 'suspended') {
      throw appError('ACCOUNT_SUSPENDED');
    }
    await throttle.succeeded(PASSWORD_CHECK, attempt);
    await repo.touchLogin(db, row.id);
    return this.issue(db, row);
  }

  /**
   * Always answers the same, and in the same time, whether or not the e-mail has an account: the
   * look-up, the reset row and the mail happen after the answer has gone.
   */
  async requestReset(email: string, ip: string): Promise<void> {
    await this.deps.throttle.attempt('reset', { account: email, ip });
    this.deps.background.run('reset mail', () => this.mailResetLink(email));
  }

  private async mailResetLink(email: string): Promise<void> {
    const { db, repo, mailer, publicUrl } = this.deps;
    const row = await repo.findSessionUser(db, { email });
    if (row?.status !== 'active') return;
    const token = crypto.randomBytes(32).toString('base64url');
    await repo.createReset(db, row.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
    await mailer.send(resetMail(row.email, publicUrl, token, row.language));
  }

  /** Waits for mail work under way (tests; the app's close, before the database goes). */
  idle(): Promise<void> {
    return this.deps.background.idle();
  }

  async completeReset(token: string, password: string, ip: string): Promise<void> {
    await this.deps.throttle.attempt('reset', { account: sha256(token).slice(0, 16), ip });
    const { db, repo } = this.deps;
    const passwordHash = await hashPassword(password);
    const resetUserId = await db.transaction(async (tx) => {
      const userId = await repo.consumeReset(tx, sha256(token));
      if (!userId) throw badRequest('RESET_LINK_INVALID');
      // Also voids the user's other reset links and ends every session.
      await repo.setPassword(tx, userId, passwordHash);
      return userId;
    });
    this.deps.sessions.endSessions(resetUserId);
  }

  async currentUser(userId: string): Promise<SessionUser> {
    return toSessionUser(await this.loadSessionUser(userId), this.deps.media);
  }

  /**
   * PUT /api/v1/user: a new password, a language, a chart style, or several, in one transaction. The old password is
   * checked first (under the sign-in throttle), so a wrong one changes nothing, the language neither.
   * A new password ends every session, token and reset link of the account and answers the new
   * session's token; a language alone keeps the sessions and answers no token.
   */
  async updateUser(
    userId: string,
    change: {
      password?: string | undefined;
      oldPassword?: string | undefined;
      language?: Language | undefined;
      chartStyle?: ChartStyle | undefined;
    },
    ip: string,
  ): Promise<UpdateUserResult> {
    const { db, repo } = this.deps;
    const row = await this.loadSessionUser(userId);
    const { password, language, chartStyle } = change;
    if (password !== undefined) await this.checkOldPassword(row, change.oldPassword, ip);
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const result = await db.transaction(async (tx): Promise<UpdateUserResult> => {
      if (language !== undefined && language !== row.language) await repo.setLanguage(tx, userId, language);
      if (chartStyle !== undefined && chartStyle !== row.chartStyle)
        await repo.setChartStyle(tx, userId, chartStyle);
      if (passwordHash !== undefined) await repo.setPassword(tx, userId, passwordHash);
      const fresh = await repo.findSessionUser(tx, { id: userId });
      if (!fresh) throw unauthorized('SESSION_EXPIRED');
      return passwordHash === undefined
        ? { user: toSessionUser(fresh, this.deps.media) }
        : this.issue(tx, fresh);
    });
    if (passwordHash !== undefined) this.deps.sessions.endSessions(userId);
    return result;
  }

  /** An account with a password needs the old one to set a new one. */
  private async checkOldPassword(row: SessionUserRow, oldPassword: string | undefined, ip: string) {
    if (!row.passwordHash) return;
    if (!oldPassword) {
      throw badRequest('OLD_PASSWORD_REQUIRED', [
        { path: 'body.user.old_password', message: errorMessage('VALIDATION_FAILED.required') },
      ]);
    }
    if (!(await this.passwordMatches(row, oldPassword, ip))) {
      throw badRequest('OLD_PASSWORD_INCORRECT', [
        { path: 'body.user.old_password', message: errorMessage('VALIDATION_FAILED.notCorrect') },
      ]);
    }
  }

  /** Ends the caller's own session: its token stops working and its sockets close. */
  async signOut(caller: SignedInCaller): Promise<void> {
    if (!caller.session) throw unauthorized('SESSION_EXPIRED');
    await this.deps.sessionsRepo.revoke(this.deps.db, caller.id, caller.session.id);
    this.deps.sessions.endSession(caller.session.id);
  }

  /** Ends every session of the account (every device) and voids its pending reset links. */
  async signOutEverywhere(userId: string): Promise<void> {
    const { db, repo, sessionsRepo } = this.deps;
    await db.transaction(async (tx) => {
      await sessionsRepo.revokeAll(tx, userId);
      await repo.deleteResetsOf(tx, userId);
    });
    this.deps.sessions.endSessions(userId);
  }

  /**
   * Erases the account, its profile and everything hanging off it, then its files. The caller
   * proves it is the member: with the password, or by a sign-in within the last 15 minutes.
   */
  async deleteAccount(caller: SignedInCaller, password: string | undefined, ip: string): Promise<void> {
    const { db, storage } = this.deps;
    const userId = caller.id;
    const row = await this.loadSessionUser(userId);
    await this.confirmIdentity(row, caller, password, ip);
    const recordings = await eraseAccountRows(db, { userId, email: row.email, profileId: row.profileId });
    this.deps.sessions.endSessions(userId);
    const prefixes = row.profileId ? profileMediaPrefixes(row.profileId) : [];
    await Promise.all([
      ...prefixes.map((prefix) => storage.deletePrefix(prefix)),
      ...recordings.map((key) => storage.delete(key)),
    ]);
  }

  private async confirmIdentity(
    row: SessionUserRow,
    caller: SignedInCaller,
    password: string | undefined,
    ip: string,
  ): Promise<void> {
    if (row.passwordHash && password !== undefined) {
      if (await this.passwordMatches(row, password, ip)) return;
      throw badRequest('PASSWORD_INCORRECT', [
        { path: 'body.password', message: errorMessage('VALIDATION_FAILED.notCorrect') },
      ]);
    }
    const signedInAt = caller.session?.signedInAt.getTime() ?? 0;
    if (Date.now() - signedInAt <= RECENT_SIGN_IN_MS) return;
    if (row.passwordHash) {
      throw badRequest('PASSWORD_REQUIRED', [
        { path: 'body.password', message: errorMessage('VALIDATION_FAILED.required') },
      ]);
    }
    throw appError('RECENT_SIGN_IN_REQUIRED');
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
