import { MAX_PAUSE_DAYS, type PrivacyInput, type PrivacySettings } from '@jodi/contract';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { apiMessage } from '../../i18n/api-messages';
import type { AuthUser } from '../../plugins/auth';
import type { PrivacyRepository, PrivacyRow } from './privacy.repository';

const DAY_MS = 86_400_000;

export interface PrivacyDeps {
  db: Database;
  repo: PrivacyRepository;
  now?: () => Date;
}

function present(row: PrivacyRow, now: Date): PrivacySettings {
  // A pause that has ended reads as none: the member is listed again by itself.
  const paused = row.pausedUntil !== null && row.pausedUntil.getTime() > now.getTime();
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

  private me(user: AuthUser): string {
    if (!user.profileId) throw notFound('Create your profile first.');
    return user.profileId;
  }

  async settings(user: AuthUser): Promise<PrivacySettings> {
    const row = await this.deps.repo.of(this.deps.db, this.me(user));
    if (!row) throw notFound('Create your profile first.');
    return present(row, this.now());
  }

  /** Replaces every choice; a pause must end ahead of now and within MAX_PAUSE_DAYS. */
  async save(user: AuthUser, input: PrivacyInput): Promise<PrivacySettings> {
    const me = this.me(user);
    const now = this.now();
    const pausedUntil = input.paused_until === null ? null : new Date(input.paused_until);
    if (pausedUntil) {
      const ahead = pausedUntil.getTime() - now.getTime();
      const problem =
        ahead <= 0
          ? 'Choose a time in the future to pause until.'
          : ahead > MAX_PAUSE_DAYS * DAY_MS
            ? apiMessage('pauseAtMost', { days: MAX_PAUSE_DAYS })
            : null;
      if (problem) throw badRequest(problem, [{ path: 'body.paused_until', message: problem }]);
    }
    const row = await this.deps.repo.save(this.deps.db, me, {
      photoVisibility: input.photos,
      contactVisibility: input.contacts,
      pausedUntil,
    });
    if (!row) throw notFound('Create your profile first.');
    return present(row, now);
  }
}
