import type { Database } from '../../db/database';
import type { MatchmakingRepository, ProfileView } from './matchmaking.repository';

/** How long a view waits to be written with the others of that moment. */
export const VIEW_FLUSH_MS = 250;
/** A batch never grows past this many views (a burst is written at once). */
const MAX_BATCH = 500;

/**
 * "Who viewed me" rows, written behind the profile view (decision 24): a view is kept in memory
 * for at most `VIEW_FLUSH_MS` and written with the others of that moment in one statement, so a
 * profile view is not also a write and a commit of its own. A view is one row a day per pair, so
 * the batch keeps only the latest time of each. Pending views are written when the server closes
 * and before this process reads visitors; a process that crashes loses at most that moment's views.
 */
export class ViewRecorder {
  private pending = new Map<string, ProfileView>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: {
      db: Database;
      repo: Pick<MatchmakingRepository, 'recordViews'>;
      log?: { error(obj: object, msg: string): void };
    },
  ) {}

  record(view: ProfileView): void {
    const key = `${view.viewer}:${view.viewed}:${view.day}`;
    const known = this.pending.get(key);
    if (!known || known.at < view.at) this.pending.set(key, view);
    if (this.pending.size >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), VIEW_FLUSH_MS).unref();
  }

  /** Writes every pending view; resolves once they (and any write under way) are stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return this.writing;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() =>
      this.deps.repo.recordViews(this.deps.db, batch).catch((err: unknown) => {
        // Only counts: the rows say who viewed whom, which the log must not.
        this.deps.log?.error({ err, views: batch.length }, 'Could not store profile views');
      }),
    );
    return this.writing;
  }
}
