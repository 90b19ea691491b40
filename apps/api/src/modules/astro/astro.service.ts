import type { Database } from '../../db/database';
import type { AstroRepository } from './astro.repository';
import { moonColumnsFor } from './moon-of-profile';

export interface AstroServiceDeps {
  db: Database;
  repo: AstroRepository;
}

const BATCH = 500;

/**
 * Keeps the stored Moons complete. Profile updates compute the Moon themselves (ProfilesService,
 * in the update's transaction); this only fills profiles saved before the Moon was stored.
 */
export class AstroService {
  constructor(private readonly deps: AstroServiceDeps) {}

  /**
   * Computes and stores the Moon of every profile that has birth details but no Moon yet; returns
   * how many were stored. Safe to run at every start and from several processes at once: a
   * profile without a usable birth name is just read again next time.
   */
  async backfillMoons(): Promise<number> {
    const { db, repo } = this.deps;
    let stored = 0;
    let after: string | null = null;
    for (;;) {
      const rows = await repo.withoutMoon(db, after, BATCH);
      for (const row of rows) {
        const moon = moonColumnsFor(row);
        if (moon.moonSource && (await repo.setMoonIfUnchanged(db, row, moon))) stored++;
      }
      if (rows.length < BATCH) return stored;
      after = rows[rows.length - 1]!.id;
    }
  }
}
