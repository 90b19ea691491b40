import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../../test/harness';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { type JobKind, JobQueue } from './job-queue';

/**
 * The job queue on this run's database: the embedded one (in a data directory, so a restart can
 * be shown), or a scratch database on the PostgreSQL server when DATABASE_URL is set.
 */
const serverUrl = process.env.DATABASE_URL;
const scratch = serverUrl ? await createServerDatabase(serverUrl, 'jodi_jobs') : null;
const dataDir = scratch ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-jobs-'));
const open = () => openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir });

const logged: { obj: object; msg: string }[] = [];
const log = {
  info: (obj: object, msg: string) => void logged.push({ obj, msg }),
  warn: (obj: object, msg: string) => void logged.push({ obj, msg }),
  error: (obj: object, msg: string) => void logged.push({ obj, msg }),
};

const kind = (name: string, over: Partial<JobKind<{ n: number }>> = {}): JobKind<{ n: number }> => ({
  name,
  policy: 'standard',
  retries: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  ...over,
});

let database: DatabaseHandle;
const open_: JobQueue[] = [];
async function queue(work: boolean, define: (q: JobQueue) => void): Promise<JobQueue> {
  const q = new JobQueue(database.jobs, log, { work, pollingSeconds: 0.5, maintenanceSeconds: 1 });
  define(q);
  await q.start();
  open_.push(q);
  return q;
}

async function until<T>(probe: () => T | Promise<T>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

database = await open();
afterEach(async () => {
  for (const q of open_.splice(0)) await q.stop(0);
});
afterAll(async () => {
  await database.close();
  await scratch?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('JobQueue', () => {
  it('works each job once, with its data, and keeps what the handler answered', async () => {
    const counted = kind('test-count');
    const seen: number[] = [];
    const q = await queue(true, (q) =>
      q.define(counted, async ({ n }) => {
        seen.push(n);
        return { doubled: n * 2 };
      }),
    );
    const ids = await Promise.all([1, 2, 3].map((n) => q.send(counted, { n })));
    await until(() => seen.length === 3);
    expect(seen.sort()).toEqual([1, 2, 3]);
    await until(async () => (await q.jobOf(counted, ids[0]!))?.state === 'completed');
    expect((await q.jobOf(counted, ids[0]!))?.output).toEqual({ doubled: 2 });
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen).toHaveLength(3);
  });

  it('retries a failing job until it succeeds, and logs the failure without its data', async () => {
    const flaky = kind('test-flaky', { retries: 2 });
    let tries = 0;
    const q = await queue(true, (q) =>
      q.define(flaky, async () => {
        tries++;
        if (tries < 3) throw Object.assign(new Error('secret@example.com is unreachable'), { code: 'EFAIL' });
      }),
    );
    const id = await q.send(flaky, { n: 7 });
    await until(async () => (await q.jobOf(flaky, id!))?.state === 'completed', 30_000);
    expect(tries).toBe(3);
    expect(await q.jobOf(flaky, id!)).toMatchObject({ state: 'completed', retryCount: 2 });
    const failures = logged.filter((l) => l.msg === 'job failed');
    expect(failures).toHaveLength(2);
    expect(JSON.stringify(failures)).not.toContain('secret@example.com');
    expect(failures[0]!.obj).toMatchObject({ job: 'test-flaky', err: { name: 'Error', code: 'EFAIL' } });
  });

  it('takes a batched kind several at a time, and retries only the job of a batch that failed', async () => {
    const batched = kind('test-batched', { batch: 5, retries: 1 });
    const tries = new Map<number, number>();
    const sender = await queue(false, (q) => q.define(batched, async () => {}));
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => sender.send(batched, { n })));
    // Sent before the worker starts: its first fetch takes all five as one batch.
    let activeAtFirst = 0;
    await queue(true, (q) =>
      q.define(batched, async ({ n }, job) => {
        if (tries.size === 0) {
          const states = await Promise.all(ids.map((id) => sender.jobOf(batched, id!)));
          activeAtFirst = states.filter((s) => s?.state === 'active').length;
        }
        tries.set(n, (tries.get(n) ?? 0) + 1);
        if (n === 3 && job.retryCount === 0) throw new Error('the first try of job 3 fails');
      }),
    );
    await until(async () => {
      const states = await Promise.all(ids.map((id) => sender.jobOf(batched, id!)));
      return states.every((s) => s?.state === 'completed');
    }, 30_000);
    expect(activeAtFirst).toBe(5);
    expect(Object.fromEntries(tries)).toEqual({ 1: 1, 2: 1, 3: 2, 4: 1, 5: 1 });
    expect(await sender.jobOf(batched, ids[2]!)).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(await sender.jobOf(batched, ids[0]!)).toMatchObject({ state: 'completed', retryCount: 0 });
  });

  it('works a batch together when its kind says how, and each job alone when that fails', async () => {
    const batched = kind('test-together', { batch: 4, retries: 0 });
    const together: number[][] = [];
    const alone: number[] = [];
    const define = (q: JobQueue) =>
      q.define(
        batched,
        async ({ n }) => {
          alone.push(n);
          if (n === 7) throw new Error('job 7 cannot be worked');
        },
        async (batch) => {
          together.push(batch.map((d) => d.n).sort());
          if (batch.some((d) => d.n === 7)) throw new Error('a batch holding job 7 fails');
        },
      );
    const sender = await queue(false, define);
    const send = (ns: number[]) => Promise.all(ns.map((n) => sender.send(batched, { n })));
    const states = async (ids: (string | null)[]) =>
      (await Promise.all(ids.map((id) => sender.jobOf(batched, id!)))).map((s) => s?.state);
    const settled = (ids: (string | null)[]) =>
      until(async () => (await states(ids)).every((s) => s === 'completed' || s === 'failed'), 30_000);

    // Each batch sent before its worker starts, so that its first fetch takes all four.
    const first = await send([1, 2, 3, 4]);
    const worker = await queue(true, define);
    await settled(first);
    expect(together).toEqual([[1, 2, 3, 4]]);
    expect(alone).toEqual([]);
    await worker.stop(0);

    const second = await send([5, 6, 7, 8]);
    await queue(true, define);
    await settled(second);
    expect(together.at(-1)).toEqual([5, 6, 7, 8]);
    expect(alone.sort()).toEqual([5, 6, 7, 8]);
    expect(await states(second)).toEqual(['completed', 'completed', 'failed', 'completed']);
  });

  it('keeps one waiting job per key of a stately kind', async () => {
    const perMember = kind('test-stately', { policy: 'stately' });
    const q = await queue(false, (q) => q.define(perMember, async () => {}));
    expect(await q.send(perMember, { n: 1 }, { key: 'member-a' })).toBeTruthy();
    expect(await q.send(perMember, { n: 2 }, { key: 'member-a' })).toBeNull();
    expect(await q.send(perMember, { n: 3 }, { key: 'member-b' })).toBeTruthy();
    await q.sendMany(perMember, [
      { data: { n: 4 }, key: 'member-a' },
      { data: { n: 5 }, key: 'member-c' },
    ]);
    expect(await q.waiting(perMember)).toBe(3);
  });

  it('keeps jobs sent before a restart and works them after it', async () => {
    const later = kind('test-restart');
    const sender = await queue(false, (q) => q.define(later, async () => {}));
    await sender.send(later, { n: 42 });
    await sender.stop(0);
    await database.close();
    database = await open();
    const seen: number[] = [];
    await queue(true, (q) => q.define(later, async ({ n }) => void seen.push(n)));
    await until(() => seen.length === 1);
    expect(seen).toEqual([42]);
  });

  it('refuses a kind defined after the start', async () => {
    const q = await queue(false, () => {});
    expect(() => q.define(kind('test-late'), async () => {})).toThrow(/after the queue started/);
  });
});
