// Reverse matching (decisions 35 to 41): the server's own worker places profiles into the stored lists of
// the members whose preferences they meet (the matches-place job), measured as profiles placed
// per second, entries placed and members examined per profile, and CPU per profile.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './config.mjs';
import { jobSender } from './job-sender.mjs';
import { tsModule } from './ts.mjs';

const PLACEMENT_JOBS = path.join(ROOT, 'apps/api/src/modules/matchmaking/match-placement.jobs.ts');

/**
 * The PLACE_NEW_MATCH kind when the running server works it: the source defines it and the server
 * made its queue at start (a build older than the source does not); else null.
 */
export async function placementKind(databaseUrl) {
  if (!fs.existsSync(PLACEMENT_JOBS)) return null;
  const kind = (await tsModule(PLACEMENT_JOBS)).PLACE_NEW_MATCH;
  if (!kind) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM jobs.queue WHERE name = $1', [kind.name]);
    return rowCount > 0 ? kind : null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** How long the jobs may go without one finishing before the row gives up. */
const STALLED_MS = 120_000;

const OPEN_STATES = "('created', 'retry', 'active')";

/**
 * Waits (up to `seconds`) until no job of the queues `names` (null: of any queue) is due or
 * running; a job due later (a retry's delay, the night's schedule) is not waited for.
 */
export async function waitForIdleQueues(client, names, seconds = 300) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM jobs.job
        WHERE ($1::text[] IS NULL OR name = ANY($1::text[])) AND state IN ${OPEN_STATES} AND start_after <= now()`,
      [names],
    );
    if (rows[0].n === 0 || Date.now() > deadline) return rows[0].n;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Sends one job of `kind` (placementKind's, asked before anything else sends one) per profile in
 * `profileIds` into the running server's queue and waits until each has finished (its output,
 * `{ members, placed }`, is kept in jobs.job). Needs the database's URL (PostgreSQL). Answers null
 * when the server has no placement job.
 */
export async function measurePlacementJobs(databaseUrl, kind, profileIds, meter, say) {
  if (!kind) {
    say('  matches-place job: the running server has none (no such job, or a build older than it): skipped');
    return null;
  }
  const sender = await jobSender(databaseUrl, kind);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Placements the run set off itself (boosts started, lists made) are not this row's.
    await waitForIdleQueues(client, [kind.name, 'matches-make']);
    const { rows: listRows } = await client.query('SELECT count(*)::int AS n, now() AS at FROM match_lists');
    const { n: lists, at: since } = listRows[0];
    const finished = async () =>
      (
        await client.query(
          `SELECT DISTINCT ON (data->>'profileId') state, output FROM jobs.job
            WHERE name = $1 AND created_on >= $2 AND data->>'profileId' = ANY($3::text[])
              AND state NOT IN ${OPEN_STATES}
            ORDER BY data->>'profileId', completed_on DESC`,
          [kind.name, since, profileIds],
        )
      ).rows;
    const before = await meter.sample();
    const started = performance.now();
    await sender.sendFor(profileIds);
    let done = await finished();
    let progressAt = Date.now();
    while (done.length < profileIds.length && Date.now() - progressAt < STALLED_MS) {
      await new Promise((r) => setTimeout(r, 100));
      const now = await finished();
      if (now.length > done.length) progressAt = Date.now();
      done = now;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = await meter.since(before);
    const completed = done.filter((j) => j.state === 'completed');
    const sum = (key) => completed.reduce((a, j) => a + Number(j.output?.[key] ?? 0), 0);
    const per = (v) => (v === null || completed.length === 0 ? null : v / completed.length);
    const result = {
      profiles: profileIds.length,
      completed: completed.length,
      failed: done.length - completed.length,
      unfinished: profileIds.length - done.length,
      lists,
      seconds,
      throughput: completed.length / seconds,
      placedPerProfile: per(sum('placed')),
      membersPerProfile: per(sum('members')),
      cpu: { serverMs: per(cpu.serverMs), databaseMs: per(cpu.databaseMs) },
    };
    say(
      `  matches-place job: ${result.completed} of ${result.profiles} profiles in ${seconds.toFixed(1)} s (${result.throughput.toFixed(1)}/s; ${lists.toLocaleString('en')} members with a list), ${result.placedPerProfile?.toFixed(1)} entries placed and ${result.membersPerProfile?.toFixed(1)} members examined per profile, CPU ${result.cpu.serverMs?.toFixed(1)} + ${result.cpu.databaseMs?.toFixed(1)} ms per profile${result.failed ? `, ${result.failed} failed` : ''}${result.unfinished ? `, ${result.unfinished} unfinished (none finished in ${STALLED_MS / 1000} s)` : ''}`,
    );
    return result;
  } finally {
    await client.end();
    await sender.stop();
  }
}
