import { MAX_PAUSE_DAYS, type PrivacyInput, type PrivacySettings } from '@jodi/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId, requireOwnProfileRow } from '../../policies/own-profile';
import { isPausedAt } from '../../policies/paused-profile';
import type { PrivacyRepository, PrivacyRow } from './privacy.repository';

const DAY_MS = 86_400_000;

/** Where a profile that comes back from a pause asks to be placed in members' lists again (decision 35). */
export interface PauseEnds {
  placeSoon(tx: Database, profileId: string): Promise<void>;
  placeWhenPauseEnds(tx: Database, profileId: string, endsAt: Date): Promise<void>;
}

export interface PrivacyDeps {
  db: Database;
  repo: PrivacyRepository;
  placements?: PauseEnds;
  now?: () => Date;
}

function present(row: PrivacyRow, now: Date): PrivacySettings {
  // A pause that has ended reads as none: the member is listed again by itself.
  const paused = isPausedAt(row.pausedUntil, now);
  return {
    photos: row.photoVisibility,
    contacts: row.contactVisibility,
    paused_until: paused ? row.pausedUntil!.toISOString() : null,
  };
}

/** GET/PUT /api/v1/privacy: who sees the member's photos and contacts, and a pause from listings. */
export class PrivacyService {
  private readonly now: () => Date;

  constructor(private readonly deps: PrivacyDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async settings(user: AuthUser): Promise<PrivacySettings> {
    const row = requireOwnProfileRow(await this.deps.repo.of(this.deps.db, requireOwnProfileId(user)));
    return present(row, this.now());
  }

  /** Replaces every choice; a pause must end ahead of now and within MAX_PAUSE_DAYS. */
  async save(user: AuthUser, input: PrivacyInput): Promise<PrivacySettings> {
    const me = requireOwnProfileId(user);
    const now = this.now();
    const pausedUntil = input.paused_until === null ? null : new Date(input.paused_until);
    if (pausedUntil) {
      const ahead = pausedUntil.getTime() - now.getTime();
      const problem =
        ahead <= 0
          ? errorMessage('VALIDATION_FAILED.pauseInFuture')
          : ahead > MAX_PAUSE_DAYS * DAY_MS
            ? errorMessage('VALIDATION_FAILED.pauseAtMost', { days: MAX_PAUSE_DAYS })
            : null;
      if (problem) throw new AppError(problem, [{ path: 'body.paused_until', message: problem }]);
    }
    const { placements } = this.deps;
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await this.deps.repo.of(tx, me);
      const saved = requireOwnProfileRow(
        await this.deps.repo.save(tx, me, {
          photoVisibility: input.photos,
          contactVisibility: input.contacts,
          pausedUntil,
        }),
      );
      // Back in the lists when the pause ends by itself, or now when the member ends it sooner.
      const wasPaused = isPausedAt(before?.pausedUntil, now);
      if (pausedUntil) await placements?.placeWhenPauseEnds(tx, me, pausedUntil);
      else if (wasPaused) await placements?.placeSoon(tx, me);
      return saved;
    });
    return present(row, now);
  }
}
