import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../test/harness';
import type { Database } from '../../db/database';
import { MAKE_MATCH_LIST } from './match-list.jobs';
import { PLACE_NEW_MATCH } from './match-placement.jobs';

/**
 * Waits until no `name` job that is due is waiting or running (a pause's end waits for its day),
 * and, given `profileIds`, each of them has one completed: profiles made in a test with this app's
 * workers on are placed in other members' lists, and their own lists made, in the background.
 */
async function jobsSettled(db: Database, name: string, profileIds: string[], ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const [state] = await rowsOf<{ open: number; done: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE state NOT IN ('completed', 'failed', 'cancelled') AND start_after <= now())::int AS open,
                 count(DISTINCT data->>'profileId') FILTER (WHERE state = 'completed' AND data->>'profileId' = ANY(${sql.param(profileIds)}::text[]))::int AS done
            FROM jobs.job WHERE name = ${name}`,
    );
    if (state!.open === 0 && state!.done === profileIds.length) return;
    if (Date.now() > end) throw new Error(`${name} jobs still open`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The placements of decision 35 settled (jobsSettled). */
export const placementsSettled = (db: Database, profileIds: string[] = [], ms = 30_000) =>
  jobsSettled(db, PLACE_NEW_MATCH.name, profileIds, ms);

/** The lists asked of the matches-make job settled (jobsSettled). */
export const listJobsSettled = (db: Database, ms = 30_000) => jobsSettled(db, MAKE_MATCH_LIST.name, [], ms);
