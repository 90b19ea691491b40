import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../test/harness';
import type { Database } from '../../db/database';
import { PLACE_NEW_MATCH } from './match-placement.jobs';

/**
 * Waits until no placement job that is due is waiting or running (a pause's end waits for its
 * day), and, given `profileIds`, each of them has one completed: profiles made in a test with
 * this app's workers on are placed in other members' lists in the background (decision 35).
 */
export async function placementsSettled(db: Database, profileIds: string[] = [], ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const [state] = await rowsOf<{ open: number; done: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE state NOT IN ('completed', 'failed', 'cancelled') AND start_after <= now())::int AS open,
                 count(DISTINCT data->>'profileId') FILTER (WHERE state = 'completed' AND data->>'profileId' = ANY(${sql.param(profileIds)}::text[]))::int AS done
            FROM jobs.job WHERE name = ${PLACE_NEW_MATCH.name}`,
    );
    if (state!.open === 0 && state!.done === profileIds.length) return;
    if (Date.now() > end) throw new Error('placements still open');
    await new Promise((r) => setTimeout(r, 100));
  }
}
