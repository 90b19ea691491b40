import type { Readable } from 'node:stream';
import { DATA_EXPORT_TTL_HOURS, DATA_EXPORTS_PER_DAY, type DataExport } from '@jodi/contract';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { BackgroundWork } from '../../jobs/background-work';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import type { DataExportRow, MyDataRepository } from './my-data.repository';
import { buildArchive } from './my-data-archive';
import { signMyDataToken, verifyMyDataToken } from './my-data-link';

export const DATA_EXPORT_LIMIT: Limit = { max: DATA_EXPORTS_PER_DAY, windowSeconds: 24 * 3600 };
/** An export still preparing after this long was cut off (a restart): it counts as failed. */
export const STALE_EXPORT_MS = 10 * 60_000;
const TTL_MS = DATA_EXPORT_TTL_HOURS * 3600_000;
const noArchive = () => notFound('ARCHIVE_NOT_READY');

export interface MyDataDeps {
  db: Database;
  repo: MyDataRepository;
  storage: Storage;
  limits: RateLimitStore;
  background: BackgroundWork;
  linkKey: Uint8Array;
  /**
   * Whether the session a link was given to still lets that account in: a live session, the
   * current token version, an active account (the auth module's per-request check).
   */
  sessionLive(claims: { sub: string; tv: number; sid: string }): Promise<boolean>;
  /** The member's own profile and preferences, as they see them (the profiles and matchmaking modules). */
  ownProfile(user: AuthUser): Promise<unknown>;
  ownPreferences(user: AuthUser): Promise<unknown>;
  now?: () => Date;
}

/**
 * "Download my data" (decision 17): an archive of everything of the member's own, made after the
 * request is answered (a few seconds), kept for DATA_EXPORT_TTL_HOURS behind a signed link that
 * works without signing in and stops working when the archive goes, when a newer archive replaces
 * it, or when the session it was given to ends (sign-out, sign-out of all devices, a password
 * change or reset, a suspension): each then answers as an unknown link.
 */
export class MyDataService {
  private readonly now: () => Date;

  constructor(private readonly deps: MyDataDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** POST /my-data: starts an archive, or answers the one under way; at most DATA_EXPORTS_PER_DAY a day (429). */
  async request(user: AuthUser): Promise<DataExport> {
    const profileId = requireOwnProfileId(user);
    const { db, repo, limits, background } = this.deps;
    const latest = await repo.latest(db, user.id);
    if (latest && this.stateOf(latest) === 'preparing') return { status: 'preparing' };
    await enforceRateLimit(limits, [`my-data:${user.id}`], DATA_EXPORT_LIMIT);
    const row = await repo.start(db, user.id);
    background.run('my-data export', () => this.make(user, profileId, row.id));
    return { status: 'preparing' };
  }

  /** GET /my-data: the latest archive's state, with its link once ready (bound to the caller's session). */
  async status(user: AuthUser): Promise<DataExport> {
    const latest = await this.deps.repo.latest(this.deps.db, user.id);
    if (!latest) return { status: 'none' };
    const state = this.stateOf(latest);
    if (state !== 'ready' || !latest.expiresAt) return { status: state };
    // Every signed-in request has a session (decision 15); a user built otherwise gets no link.
    if (!user.session) return { status: 'none' };
    // Issued so that the link ends exactly when the archive does.
    const issuedAt = new Date(latest.expiresAt.getTime() - TTL_MS);
    const claims = {
      uid: user.id,
      eid: latest.id,
      sid: user.session.id,
      tv: String(user.session.tokenVersion),
    };
    const token = await signMyDataToken(this.deps.linkKey, claims, issuedAt);
    return {
      status: 'ready',
      url: `/api/v1/my-data/download?token=${encodeURIComponent(token)}`,
      expires_at: latest.expiresAt.toISOString(),
    };
  }

  /**
   * The archive behind a signed link. 404, the same for each, for a forged, tampered or expired
   * link, one whose session has ended (or whose account was suspended or changed its password),
   * and one whose archive a newer one replaced (its file is gone).
   */
  async download(token: string): Promise<{ stream: Readable; fileName: string }> {
    const { db, repo, storage } = this.deps;
    const claims = await verifyMyDataToken(this.deps.linkKey, token, this.now());
    const tv = claims ? Number(claims.tv) : Number.NaN;
    const live =
      claims !== null &&
      Number.isSafeInteger(tv) &&
      (await this.deps.sessionLive({ sub: claims.uid, tv, sid: claims.sid }));
    const row = live ? await repo.byId(db, claims.eid, claims.uid) : null;
    if (!row || this.stateOf(row) !== 'ready' || !row.storageKey) throw noArchive();
    const day = row.createdAt.toISOString().slice(0, 10);
    // A newer archive deletes this one's file (one is kept per member): gone reads as unknown.
    const key = row.storageKey;
    const stream = await storage.read(key).catch(async (err: unknown) => {
      if (await storage.stat(key)) throw err;
      return null;
    });
    if (!stream) throw noArchive();
    return { stream, fileName: `jodi-my-data-${day}.zip` };
  }

  private stateOf(row: DataExportRow): DataExport['status'] {
    const now = this.now().getTime();
    if (row.status === 'preparing')
      return now - row.createdAt.getTime() > STALE_EXPORT_MS ? 'failed' : 'preparing';
    if (row.status === 'ready') return row.expiresAt && row.expiresAt.getTime() > now ? 'ready' : 'none';
    return 'failed';
  }

  private async make(user: AuthUser, profileId: string, exportId: string): Promise<void> {
    const { db, repo, storage } = this.deps;
    try {
      const [profile, preferences, rows] = await Promise.all([
        this.deps.ownProfile(user),
        this.deps.ownPreferences(user),
        repo.rowsOf(db, { userId: user.id, profileId }),
      ]);
      const archive = await buildArchive({ profile, preferences, rows }, storage);
      // One archive per member is kept: the new one replaces any earlier one.
      const folder = `private/p/${profileId}/exports`;
      await storage.deletePrefix(folder);
      const key = `${folder}/${exportId}.zip`;
      await storage.put(key, archive);
      await repo.finish(db, exportId, key, new Date(this.now().getTime() + TTL_MS));
    } catch (err) {
      await repo.fail(db, exportId);
      throw err;
    }
  }

  idle(): Promise<void> {
    return this.deps.background.idle();
  }
}
