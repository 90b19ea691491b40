import type { Database } from '../../db/database';
import type { JobKind, JobQueue } from '../../jobs/job-queue';
import type { MatchPlacement } from './match-placement';

/** Places a profile in the stored lists of the members it suits (decision 35). */
export const PLACE_NEW_MATCH: JobKind<{ profileId: string }> = {
  name: 'matches-place',
  policy: 'stately',
  retries: 3,
  retryDelaySeconds: 15,
  expireInSeconds: 600,
};

/**
 * Where the moments a profile may enter other members' lists ask for its placement: in the
 * transaction of what set it off (the outbox, decision 29), so a crash after the commit loses
 * nothing. One waiting job per profile and moment: a burst of saves places it once.
 */
export class MatchPlacementQueue {
  constructor(private readonly jobs: Pick<JobQueue, 'send' | 'sendMany'>) {}

  /** Now: the profile became listable, changed, came back or started a boost. */
  async placeSoon(tx: Database, profileId: string): Promise<void> {
    await this.jobs.send(PLACE_NEW_MATCH, { profileId }, { key: profileId, transaction: tx });
  }

  /** Later, outside any member's action: the night's placements (birthdays, a first week over). */
  async placeMany(profileIds: string[]): Promise<void> {
    if (profileIds.length === 0) return;
    await this.jobs.sendMany(
      PLACE_NEW_MATCH,
      profileIds.map((profileId) => ({ data: { profileId }, key: profileId })),
    );
  }

  /** When the member's pause ends by itself (a pause that ends sooner, by the member, asks now). */
  async placeWhenPauseEnds(tx: Database, profileId: string, endsAt: Date): Promise<void> {
    await this.jobs.send(
      PLACE_NEW_MATCH,
      { profileId },
      { key: `${profileId}:pause-end`, after: endsAt, transaction: tx },
    );
  }
}

export function defineMatchPlacementJobs(jobs: JobQueue, placement: MatchPlacement): void {
  jobs.define(PLACE_NEW_MATCH, ({ profileId }) => placement.place(profileId));
}
