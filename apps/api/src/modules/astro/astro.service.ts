import type { Database } from '../../db/database';
import type { AstroRepository } from './astro.repository';
import { astroColumnsFor } from './chart-of-profile';

export interface AstroServiceDeps {
  db: Database;
  repo: AstroRepository;
  /** A profile whose match terms may have changed (its chart's Manglik verdict): placed again soon. */
  placeSoon?(tx: Database, profileId: string): Promise<void>;
}

const BATCH = 500;

/**
 * Keeps the computed birth columns complete. Profile updates compute the Moon and chart themselves
 * (ProfilesService, in the update's transaction); this only fills profiles saved before they were
 * stored.
 */
export class AstroService {
  constructor(private readonly deps: AstroServiceDeps) {}

  /**
   * Computes and stores the Moon and chart of every profile that has birth details but lacks them;
   * returns how many profiles were written. Safe to run at every start and from several processes
   * at once: a profile whose details give nothing (an unknown zone, an unreadable birth name) is
   * just read again next time.
   */
  async backfill(): Promise<number> {
    const { db, repo, placeSoon } = this.deps;
    let stored = 0;
    let after: string | null = null;
    for (;;) {
      const rows = await repo.pending(db, after, BATCH);
      for (const row of rows) {
        const columns = astroColumnsFor(row);
        if (!columns.moonSource && !columns.kundli) continue;
        const written = await db.transaction(async (tx) => {
          if (!(await repo.setIfUnchanged(tx, row, columns))) return false;
          if (columns.kundli) await placeSoon?.(tx, row.id);
          return true;
        });
        if (written) stored++;
      }
      if (rows.length < BATCH) return stored;
      after = rows[rows.length - 1]!.id;
    }
  }
}
