import type { Readable } from 'node:stream';
import { DATA_EXPORT_TTL_HOURS, DATA_EXPORTS_PER_DAY, type DataExport } from '@jodi/contract';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import type { BackgroundWork } from '../auth/background-work';
import type { DataExportRow, MyDataRepository } from './my-data.repository';
import { buildArchive } from './my-data-archive';
import { signMyDataToken, verifyMyDataToken } from './my-data-link';

export const DATA_EXPORT_LIMIT: Limit = { max: DATA_EXPORTS_PER_DAY, windowSeconds: 24 * 3600 };
/** An export still preparing after this long was cut off (a restart): it counts as failed. */
export const STALE_EXPORT_MS = 10 * 60_000;
const TTL_MS = DATA_EXPORT_TTL_HOURS * 3600_000;
const NO_ARCHIVE = 'This download link has expired or is not valid. Ask for your data again.';

export interface MyDataDeps {
  db: Database;
  repo: MyDataRepository;
  storage: Storage;
  limits: RateLimitStore;
  background: BackgroundWork;
  linkKey: Uint8Array;
  /** The member's own profile and preferences, as they see them (the profiles and matchmaking modules). */
  ownProfile(user: AuthUser): Promise<unknown>;
  ownPreferences(user: AuthUser): Promise<unknown>;
  now?: () => Date;
}

/**
 * "Download my data" (issue 20): an archive of everything of the member's own, made after the
 * request is answered (a few seconds), kept for DATA_EXPORT_TTL_HOURS behind a signed link that
 * works without signing in and stops working when the archive goes.
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

  /** GET /my-data: the latest archive's state, with its link once ready. */
  async status(user: AuthUser): Promise<DataExport> {
    const latest = await this.deps.repo.latest(this.deps.db, user.id);
    if (!latest) return { status: 'none' };
    const state = this.stateOf(latest);
    if (state !== 'ready' || !latest.expiresAt) return { status: state };
    // Issued so that the link ends exactly when the archive does.
    const issuedAt = new Date(latest.expiresAt.getTime() - TTL_MS);
    const token = await signMyDataToken(this.deps.linkKey, { uid: user.id, eid: latest.id }, issuedAt);
    return {
      status: 'ready',
      url: `/api/v1/my-data/download?token=${encodeURIComponent(token)}`,
      expires_at: latest.expiresAt.toISOString(),
    };
  }

  /** The archive behind a signed link; 404 for a forged, tampered or expired one. */
  async download(token: string): Promise<{ stream: Readable; fileName: string }> {
    const claims = await verifyMyDataToken(this.deps.linkKey, token, this.now());
    const row = claims && (await this.deps.repo.byId(this.deps.db, claims.eid, claims.uid));
    if (!row || this.stateOf(row) !== 'ready' || !row.storageKey)
      throw notFound('ARCHIVE_NOT_READY', NO_ARCHIVE);
    const day = row.createdAt.toISOString().slice(0, 10);
    return { stream: await this.deps.storage.read(row.storageKey), fileName: `jodi-my-data-${day}.zip` };
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
