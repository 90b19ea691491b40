import type { Database } from '../../db/database';
import type { BoostRepository } from './boost.repository';

/** How long an impression waits to be written with the others of that moment. */
export const IMPRESSION_FLUSH_MS = 250;
/** A batch never grows past this many impressions (a burst is written at once). */
const MAX_BATCH = 500;

/**
 * "Seen by N members during your boost": a member shown a boosted profile in a boosted place is
 * kept in memory for at most `IMPRESSION_FLUSH_MS` and written with the others of that moment in
 * one statement (ON CONFLICT DO NOTHING: once per member and boost), as the matchmaking module's
 * ViewRecorder writes views (decision 24), so a page read is not also a write. Pending impressions
 * are written before the owner's boost is read and when the server closes.
 */
export class ImpressionRecorder {
  private pending = new Map<string, { boostId: string; viewer: string }>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: {
      db: Database;
      repo: Pick<BoostRepository, 'recordImpressions'>;
      log?: { error(obj: object, msg: string): void };
    },
  ) {}

  record(boostId: string, viewer: string): void {
    this.pending.set(`${boostId}:${viewer}`, { boostId, viewer });
    if (this.pending.size >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), IMPRESSION_FLUSH_MS).unref();
  }

  /** Writes every pending impression; resolves once they (and any write under way) are stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return this.writing;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() =>
      this.deps.repo.recordImpressions(this.deps.db, batch).catch((err: unknown) => {
        // Only counts: the rows say who saw whom, which the log must not.
        this.deps.log?.error({ err, impressions: batch.length }, 'Could not store boost impressions');
      }),
    );
    return this.writing;
  }
}
