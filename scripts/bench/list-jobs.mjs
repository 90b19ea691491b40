// Match lists made ahead of the visit (decision 19): the server's own worker makes a batch of
// members' lists through the matches-make job, measured as lists per second and CPU per list.
import path from 'node:path';
import { ROOT } from './config.mjs';
import { jobSender } from './job-sender.mjs';
import { waitForIdleQueues } from './placement-jobs.mjs';
import { tsModule } from './ts.mjs';

/** The server's matches-make job kind. */
export async function listKind() {
  return (await tsModule(path.join(ROOT, 'apps/api/src/modules/matchmaking/match-list.jobs.ts')))
    .MAKE_MATCH_LIST;
}

/**
 * Sends one matches-make job per member in `profileIds` (none has a list yet) into the running
 * server's queue and waits until every list is made. Needs the database's URL (PostgreSQL).
 */
export async function measureListJobs(databaseUrl, profileIds, meter, say) {
  const sender = await jobSender(databaseUrl, await listKind());
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const made = async () =>
      Number(
        (
          await client.query('SELECT count(*) AS n FROM match_lists WHERE profile_id = ANY($1::uuid[])', [
            profileIds,
          ])
        ).rows[0].n,
      );
    // The meter counts every backend of the database: what earlier rows left on the queue (the
    // boosts' placements, notifications) finishes first, so it is not counted as list making.
    await waitForIdleQueues(client, null);
    const before = await meter.sample();
    const started = performance.now();
    await sender.sendFor(profileIds);
    const deadline = Date.now() + 600_000;
    for (let done = await made(); done < profileIds.length; done = await made()) {
      if (Date.now() > deadline)
        throw new Error(`only ${done} of ${profileIds.length} lists made in 10 minutes`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = await meter.since(before);
    const result = {
      lists: profileIds.length,
      seconds,
      throughput: profileIds.length / seconds,
      cpu: {
        serverMs: cpu.serverMs === null ? null : cpu.serverMs / profileIds.length,
        databaseMs: cpu.databaseMs === null ? null : cpu.databaseMs / profileIds.length,
      },
    };
    say(
      `  matches-make job: ${result.lists} lists in ${seconds.toFixed(1)} s (${result.throughput.toFixed(1)}/s), CPU ${result.cpu.serverMs?.toFixed(1)} + ${result.cpu.databaseMs?.toFixed(1)} ms per list`,
    );
    return result;
  } finally {
    await client.end();
    await sender.stop();
  }
}
