import type { Database } from '../../db/database';
import { WRITE_BEHIND_MS, WriteBehind } from '../../lib/write-behind';
import type { MatchmakingRepository, ProfileView } from './matchmaking.repository';

/** How long a view waits to be written with the others of that moment. */
export const VIEW_FLUSH_MS = WRITE_BEHIND_MS;

/**
 * "Who viewed me" rows, written behind the profile view (decision 24, lib/write-behind.ts), so a
 * profile view is not also a write and a commit of its own. A view is one row a day per pair, so
 * the batch keeps only the latest time of each. Pending views are written when the server closes
 * and before this process reads visitors; a process that crashes loses at most that moment's views.
 */
export class ViewRecorder {
  private readonly behind: WriteBehind<ProfileView>;

  constructor(deps: {
    db: Database;
    repo: Pick<MatchmakingRepository, 'recordViews'>;
    log?: { error(obj: object, msg: string): void };
  }) {
    this.behind = new WriteBehind<ProfileView>({
      write: (batch) => deps.repo.recordViews(deps.db, batch),
      keyOf: (view) => `${view.viewer}:${view.viewed}:${view.day}`,
      replaces: (known, view) => known.at < view.at,
      // Only counts: the rows say who viewed whom, which the log must not.
      failed: (err, views) => deps.log?.error({ err, views }, 'Could not store profile views'),
    });
  }

  record(view: ProfileView): void {
    this.behind.record(view);
  }

  /** Writes every pending view; resolves once they (and any write under way) are stored. */
  flush(): Promise<void> {
    return this.behind.flush();
  }
}
