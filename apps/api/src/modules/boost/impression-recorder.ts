import type { Database } from '../../db/database';
import { WRITE_BEHIND_MS, WriteBehind } from '../../lib/write-behind';
import type { BoostRepository } from './boost.repository';

/** How long an impression waits to be written with the others of that moment. */
export const IMPRESSION_FLUSH_MS = WRITE_BEHIND_MS;

interface Impression {
  boostId: string;
  viewer: string;
}

/**
 * "Seen by N members during your boost": a member shown a boosted profile in a boosted place is
 * written behind the page read with the others of that moment (lib/write-behind.ts; ON CONFLICT DO
 * NOTHING: once per member and boost). Pending impressions are written before the owner's boost is
 * read and when the server closes.
 */
export class ImpressionRecorder {
  private readonly behind: WriteBehind<Impression>;

  constructor(deps: {
    db: Database;
    repo: Pick<BoostRepository, 'recordImpressions'>;
    log?: { error(obj: object, msg: string): void };
  }) {
    this.behind = new WriteBehind<Impression>({
      write: (batch) => deps.repo.recordImpressions(deps.db, batch),
      keyOf: (seen) => `${seen.boostId}:${seen.viewer}`,
      // Only counts: the rows say who saw whom, which the log must not.
      failed: (err, impressions) =>
        deps.log?.error({ err, impressions }, 'Could not store boost impressions'),
    });
  }

  record(boostId: string, viewer: string): void {
    this.behind.record({ boostId, viewer });
  }

  /** Writes every pending impression; resolves once they (and any write under way) are stored. */
  flush(): Promise<void> {
    return this.behind.flush();
  }
}
