import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../src/jobs/job-queue';
import { createServerDatabase } from './harness';
import { PROBE, SLOW } from './job-worker-process';

/**
 * Decision 19: background jobs run exactly once across several API processes on one PostgreSQL,
 * and a job whose process was killed runs again after a restart. Needs DATABASE_URL (an embedded
 * database belongs to one process); job-queue.test.ts covers the queue on both databases.
 */
const serverUrl = process.env.DATABASE_URL?.trim();
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Worker {
  child: ChildProcess;
  exited: Promise<void>;
}

async function startWorker(url: string): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/job-worker-process.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start: ${output}`)), 60_000);
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.once('exit', () => reject(new Error(`worker exited: ${output}`)));
  });
  return { child, exited };
}

describe.skipIf(!serverUrl)('the job queue across processes (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createServerDatabase>>;
  let pool: pg.Pool;
  let sender: JobQueue;
  const workers: Worker[] = [];
  const runs = async (jobId?: string) =>
    (
      await pool.query<{ job_id: string; pid: number; step: string; retry: number }>(
        `SELECT job_id, pid, step, retry FROM job_runs ${jobId ? 'WHERE job_id = $1' : ''} ORDER BY at`,
        jobId ? [jobId] : [],
      )
    ).rows;
  async function until(probe: () => Promise<boolean>, ms = 40_000) {
    const end = Date.now() + ms;
    while (!(await probe())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    scratch = await createServerDatabase(serverUrl!, 'jodi_jobs');
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    await pool.query(
      'CREATE TABLE job_runs (job_id uuid, pid int, step text, retry int, at timestamptz DEFAULT clock_timestamp())',
    );
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    sender = new JobQueue({ connectionString: scratch.url }, silent, { work: false });
    sender.define(PROBE, async () => {});
    sender.define(SLOW, async () => {});
    await sender.start();
  }, 60_000);

  afterAll(async () => {
    for (const w of workers) {
      w.child.kill('SIGKILL');
      await w.exited;
    }
    await sender?.stop(0);
    await pool?.end();
    await scratch?.drop();
  });

  it('works each of 40 jobs exactly once while two processes take them', async () => {
    workers.push(await startWorker(scratch.url), await startWorker(scratch.url));
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => sender.send(PROBE, { n })));
    await until(async () => (await runs()).length >= 40);
    await new Promise((r) => setTimeout(r, 1500));
    const done = await runs();
    expect(done).toHaveLength(40);
    expect(new Set(done.map((r) => r.job_id))).toEqual(new Set(ids));
    const pids = new Set(done.map((r) => r.pid));
    expect(pids).toEqual(new Set(workers.map((w) => w.child.pid)));
  }, 120_000);

  it('runs a job again after its process was killed mid-job and a process started again', async () => {
    for (const w of workers.splice(0)) {
      w.child.kill('SIGKILL');
      await w.exited;
    }
    const first = await startWorker(scratch.url);
    const id = (await sender.send(SLOW, { n: 1 }))!;
    await until(async () => (await runs(id)).some((r) => r.step === 'started'));
    first.child.kill('SIGKILL');
    await first.exited;
    expect((await runs(id)).map((r) => r.step)).toEqual(['started']);

    const restarted = await startWorker(scratch.url);
    workers.push(restarted);
    await until(async () => (await runs(id)).some((r) => r.step === 'done'));
    const steps = await runs(id);
    expect(steps.map((r) => [r.step, r.retry])).toEqual([
      ['started', 0],
      ['started', 1],
      ['done', 1],
    ]);
    expect(steps[2]!.pid).toBe(restarted.child.pid);
    expect(steps[2]!.pid).not.toBe(first.child.pid);
  }, 120_000);
});
