// Lists made ahead before reverse matching is measured (decisions 35 to 41): what a placement costs grows
// with the members holding a list, so a share of the community gets one through the server's own
// matches-make job first (not measured; the list-making row measures that job).
import pg from 'pg';
import { jobSender } from './job-sender.mjs';
import { listKind } from './list-jobs.mjs';

/** How long the job may go without a list made before the step carries on with those it has. */
const STALLED_MS = 120_000;

/**
 * Makes lists for up to `count` listable members who have none, chosen at random; answers how
 * many were made, in how long, and how many members hold a list now.
 */
export async function makeListsAhead(databaseUrl, count, say) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sender = await jobSender(databaseUrl, await listKind());
  try {
    const { rows } = await client.query(
      `SELECT p.id FROM profiles p
        WHERE p.listable AND p.gender IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM match_lists l WHERE l.profile_id = p.id)
        ORDER BY random() LIMIT $1`,
      [count],
    );
    const ids = rows.map((r) => r.id);
    const made = async () =>
      (
        await client.query('SELECT count(*)::int AS n FROM match_lists WHERE profile_id = ANY($1::uuid[])', [
          ids,
        ])
      ).rows[0].n;
    const started = performance.now();
    await sender.sendFor(ids);
    let done = 0;
    let progressAt = Date.now();
    while (done < ids.length && Date.now() - progressAt < STALLED_MS) {
      await new Promise((r) => setTimeout(r, 500));
      const now = await made();
      if (now > done) progressAt = Date.now();
      done = now;
    }
    const seconds = (performance.now() - started) / 1000;
    const { rows: held } = await client.query('SELECT count(*)::int AS n FROM match_lists');
    say(
      `  lists made ahead for reverse matching: ${done} of ${ids.length} in ${seconds.toFixed(0)} s; ${held[0].n.toLocaleString('en')} members hold a list`,
    );
    return { made: done, asked: ids.length, seconds, lists: held[0].n };
  } finally {
    await sender.stop();
    await client.end();
  }
}
