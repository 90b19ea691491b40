import pg from 'pg';
import { type JobKind, JobQueue } from '../src/jobs/job-queue';

/**
 * One worker process for job-queue-processes.test.ts: the app's JobQueue on DATABASE_URL, working
 * two test kinds that record each run in `job_runs`. Prints "ready" once it works.
 */
export const PROBE: JobKind<{ n: number }> = {
  name: 'test-probe',
  policy: 'standard',
  retries: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
};
/** Hangs on its first try (the test kills the process then); a retry finishes at once. */
export const SLOW: JobKind<{ n: number }> = {
  name: 'test-slow',
  policy: 'standard',
  retries: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 2,
};

async function main() {
  const url = process.env.DATABASE_URL!;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const record = (jobId: string, step: string, retry: number) =>
    pool.query('INSERT INTO job_runs (job_id, pid, step, retry) VALUES ($1, $2, $3, $4)', [
      jobId,
      process.pid,
      step,
      retry,
    ]);
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const jobs = new JobQueue({ connectionString: url }, silent, {
    work: true,
    pollingSeconds: 0.5,
    maintenanceSeconds: 1,
  });
  jobs.define(PROBE, async (_data, job) => {
    await record(job.id, 'done', job.retryCount);
    await new Promise((r) => setTimeout(r, 50));
  });
  jobs.define(SLOW, async (_data, job) => {
    await record(job.id, 'started', job.retryCount);
    if (job.retryCount === 0) await new Promise((r) => setTimeout(r, 600_000));
    await record(job.id, 'done', job.retryCount);
  });
  await jobs.start();
  process.stdout.write('ready\n');
}

if (process.argv[1]?.endsWith('job-worker-process.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
