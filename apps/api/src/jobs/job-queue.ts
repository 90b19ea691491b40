import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/database';
import { errorKind } from '../lib/error-kind';
import { executorIn } from './sql-in-transaction';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * A kind of background job: its queue's name and how it is run. `stately` keeps at most one job
 * of a key waiting and one running (a member's list is made once however often it is asked for);
 * `standard` keeps every job sent.
 */
export interface JobKind<T extends object> {
  name: string;
  policy: 'standard' | 'stately';
  /** Runs after the first that failed; each waits twice as long as the one before. */
  retries: number;
  retryDelaySeconds: number;
  /** A job running longer than this (or whose process died) counts as failed, and is retried. */
  expireInSeconds: number;
  /**
   * How many waiting jobs a worker takes at once (1 unless set): for kinds sent by the hundred
   * (the night's lists), fetched and completed in one statement each rather than one per job. A
   * job of the batch that fails is failed alone and retried; a batched kind keeps no output.
   */
  batch?: number;
  /** Phantom: ties the kind to its data's type. */
  readonly data?: T;
}

/** Works one job; what it answers is kept with the job (a count, say), for the staff desk and tests. */
export type JobHandler<T extends object> = (
  data: T,
  job: { id: string; retryCount: number },
) => Promise<unknown>;

export interface JobQueueOptions {
  /** Whether this process works jobs (and keeps the schedules); any process can send them. */
  work: boolean;
  /** How often an idle worker asks for jobs (pg-boss's default is 2 s). */
  pollingSeconds?: number;
  /** How often expired jobs are failed and old ones archived. */
  maintenanceSeconds?: number;
  /**
   * At most this long before a running job counts as failed (`JOB_EXPIRY_SECONDS`; upkeep then
   * runs as often): a short one lets a test see a killed process's job taken up again soon.
   */
  expiryCapSeconds?: number;
}

/**
 * Works a batch of a batched kind at once (one transaction for all, say). When it throws, the
 * batch's jobs are worked one by one by the kind's handler, so one bad job fails alone.
 */
export type JobsTogetherHandler<T extends object> = (data: T[]) => Promise<void>;

interface Defined {
  kind: JobKind<object>;
  handler: JobHandler<object>;
  together?: JobsTogetherHandler<object>;
  schedule?: { cron: string; timeZone: string };
}

export interface SendOptions {
  /** A stately kind: a job already waiting for this key takes the new one's place. */
  key?: string;
  /** Not before then. */
  after?: Date;
  /**
   * The transaction the job is written in: it exists only if that commits (the transactional
   * outbox, `jobs/outbox.ts`). Without one the job is written at once, on its own.
   */
  transaction?: Database;
}

/** The schema pg-boss keeps its tables in, beside the app's own. */
export const JOB_SCHEMA = 'jobs';
/** The advisory lock processes take turns on to set the queue up (beside the migrations' 814021). */
const JOB_SETUP_LOCK = 814025;

/**
 * Background jobs stored in PostgreSQL (pg-boss, decision 19): sent inside any process, worked
 * exactly once across all of them (SKIP LOCKED), retried with backoff, kept across restarts. On
 * the embedded database the same queue runs over the app's one connection.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly defined = new Map<string, Defined>();
  private started = false;

  constructor(
    private readonly connection: DatabaseHandle['jobs'],
    private readonly log: Logger,
    private readonly options: JobQueueOptions,
  ) {
    // A job past a short expiry is noticed within that expiry, not at the default two minutes.
    const maintenanceSeconds = options.maintenanceSeconds ?? options.expiryCapSeconds;
    this.boss = new PgBoss({
      ...('connectionString' in connection
        ? { connectionString: connection.connectionString, max: 3 }
        : { db: connection.executor as PgBoss.Db }),
      schema: JOB_SCHEMA,
      supervise: options.work,
      schedule: options.work,
      ...(maintenanceSeconds ? { maintenanceIntervalSeconds: maintenanceSeconds } : {}),
      ...(maintenanceSeconds ? { monitorStateIntervalSeconds: maintenanceSeconds } : {}),
    });
    // Lost connections while polling: pg-boss carries on by itself; the log names the error only.
    this.boss.on('error', (err) => this.log.warn({ err: errorKind(err) }, 'job queue error'));
  }

  /**
   * Registers a kind and what works it; call before start(). A batched kind may also say how its
   * batch is worked at once (`together`), the handler then standing by for each job alone.
   */
  define<T extends object>(
    kind: JobKind<T>,
    handler: JobHandler<T>,
    together?: JobsTogetherHandler<T>,
  ): void {
    if (this.started) throw new Error(`job kind ${kind.name} defined after the queue started`);
    this.defined.set(kind.name, {
      kind,
      handler: handler as JobHandler<object>,
      ...(together ? { together: together as JobsTogetherHandler<object> } : {}),
    });
  }

  /** Sends a job of `kind` on a cron schedule (any number of processes keep it: pg-boss sends it once). */
  every<T extends object>(kind: JobKind<T>, cron: string, timeZone: string): void {
    const entry = this.defined.get(kind.name);
    if (!entry) throw new Error(`job kind ${kind.name} is not defined`);
    entry.schedule = { cron, timeZone };
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.oneProcessAtATime(() => this.setUp());
    this.started = true;
    if (!this.options.work) return;
    for (const { kind, handler, together, schedule } of this.defined.values()) {
      if (schedule) await this.boss.schedule(kind.name, schedule.cron, {}, { tz: schedule.timeZone });
      let workerId: string | undefined;
      workerId = await this.boss.work<object>(
        kind.name,
        {
          includeMetadata: true,
          batchSize: kind.batch ?? 1,
          ...(this.options.pollingSeconds ? { pollingIntervalSeconds: this.options.pollingSeconds } : {}),
        },
        async (jobs) => {
          if (jobs.length === 0) return;
          // pg-boss 10 waits a polling interval after every fetch; a worker that found jobs asks
          // again at once, so a batch (the nightly lists) runs back to back.
          if (workerId) this.boss.notifyWorker(workerId);
          if (jobs.length === 1) return this.runOne(kind, handler, jobs[0]!);
          if (together && (await this.runTogether(kind, together, jobs))) return;
          // pg-boss completes the batch's jobs still active once this returns: one that failed
          // was failed here on its own, so it is retried without the others.
          for (const job of jobs) {
            await this.runOne(kind, handler, job).catch((err: unknown) =>
              this.boss.fail(kind.name, job.id, { kind: errorKind(err) }),
            );
          }
        },
      );
    }
  }

  /** Works the batch at once; false when that failed (its jobs are then worked one by one). */
  private async runTogether(
    kind: JobKind<object>,
    together: JobsTogetherHandler<object>,
    jobs: PgBoss.JobWithMetadata<object>[],
  ): Promise<boolean> {
    try {
      await together(jobs.map((job) => job.data));
      return true;
    } catch (err) {
      this.log.warn(
        { job: kind.name, jobs: jobs.length, err: errorKind(err) },
        'batch failed together: one by one',
      );
      return false;
    }
  }

  private async runOne(
    kind: JobKind<object>,
    handler: JobHandler<object>,
    job: PgBoss.JobWithMetadata<object>,
  ): Promise<unknown> {
    try {
      return await handler(job.data, { id: job.id, retryCount: job.retryCount });
    } catch (err) {
      // The data may name members or addresses: the log has the kind, the job and the error's kind.
      this.log.error({ job: kind.name, id: job.id, err: errorKind(err) }, 'job failed');
      throw err;
    }
  }

  /**
   * Processes that start together on one PostgreSQL take turns to install pg-boss and make the
   * queues (each queue is a partition of the job table: two processes attaching them at once
   * deadlock). The embedded database has one process.
   */
  private async oneProcessAtATime(setUp: () => Promise<void>): Promise<void> {
    if (!('connectionString' in this.connection)) return setUp();
    const client = new pg.Client({ connectionString: this.connection.connectionString });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [JOB_SETUP_LOCK]);
      await setUp();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [JOB_SETUP_LOCK]).catch(() => {});
      await client.end();
    }
  }

  private async setUp(): Promise<void> {
    await this.boss.start();
    for (const { kind } of this.defined.values()) {
      const queue = {
        name: kind.name,
        policy: kind.policy,
        retryLimit: kind.retries,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.expiryOf(kind),
      };
      // Settings follow the code: a queue made by an older version is updated.
      if (await this.boss.getQueue(kind.name)) await this.boss.updateQueue(kind.name, queue);
      else await this.boss.createQueue(kind.name, queue);
    }
  }

  /**
   * Sends a job; with `key` on a stately kind, a job already waiting for that key takes its place
   * (answers null). `after`: not before then.
   */
  async send<T extends object>(kind: JobKind<T>, data: T, options: SendOptions = {}) {
    return this.boss.send(kind.name, data, {
      ...(options.key ? { singletonKey: options.key } : {}),
      ...(options.after ? { startAfter: options.after } : {}),
      ...(options.transaction ? { db: executorIn(options.transaction) } : {}),
    });
  }

  /** Sends many jobs of one kind in one statement. */
  async sendMany<T extends object>(kind: JobKind<T>, jobs: { data: T; key?: string }[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((job) => ({
        name: kind.name,
        data: job.data,
        retryLimit: kind.retries,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.expiryOf(kind),
        ...(job.key ? { singletonKey: job.key } : {}),
      })),
    );
  }

  /** How long a job of `kind` may run before it counts as failed (and another process takes it up). */
  expiryOf(kind: JobKind<object>): number {
    return Math.min(kind.expireInSeconds, this.options.expiryCapSeconds ?? Number.POSITIVE_INFINITY);
  }

  /** How many jobs of `kind` wait (tests, the staff desk). */
  async waiting<T extends object>(kind: JobKind<T>): Promise<number> {
    return this.boss.getQueueSize(kind.name);
  }

  /** A job's state, tries and what its handler answered (tests, the staff desk). */
  async jobOf<T extends object>(kind: JobKind<T>, id: string) {
    const job = await this.boss.getJobById(kind.name, id, { includeArchive: true });
    return job ? { state: job.state, retryCount: job.retryCount, output: job.output } : null;
  }

  /** Stops working (jobs under way may finish for `graceMs`) and closes the queue's own connections. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: graceMs > 0, timeout: Math.max(graceMs, 1), wait: true });
  }

  /**
   * Each defined kind's jobs now, for the metrics at scrape time: read only, one statement over
   * pg-boss's job table for every kind together (see KIND_STATS_SQL). Empty before start() and
   * after stop().
   */
  async kindStats(): Promise<JobKindStats[]> {
    if (!this.started) return [];
    const result = await this.boss.getDb().executeSql(KIND_STATS_SQL, []);
    const byKind = new Map<string, JobKindStats>(
      [...this.defined.keys()].map((kind) => [
        kind,
        {
          kind,
          waiting: 0,
          scheduled: 0,
          active: 0,
          retrying: 0,
          failedLastHour: 0,
          oldestWaitingSeconds: 0,
        },
      ]),
    );
    for (const row of (result?.rows ?? []) as Record<string, unknown>[]) {
      const kind = String(row.name);
      byKind.set(kind, {
        kind,
        waiting: Number(row.waiting),
        scheduled: Number(row.scheduled),
        active: Number(row.active),
        retrying: Number(row.retrying),
        failedLastHour: Number(row.failed),
        oldestWaitingSeconds: Math.max(0, Number(row.oldest_seconds)),
      });
    }
    return [...byKind.values()];
  }

  /** pg-boss's own connection pool on a PostgreSQL server, read at once; none on the embedded database. */
  poolUse(): { total: number; idle: number; waiting: number; max: number } | undefined {
    if (!this.started || !('connectionString' in this.connection)) return undefined;
    const pool = (this.boss.getDb() as { pool?: pg.Pool }).pool;
    if (!pool) return undefined;
    return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 3 };
  }
}

/** One kind's jobs at a moment (`JobQueue.kindStats`). */
export interface JobKindStats {
  kind: string;
  /** Due and not started: created, or retried once its delay is over. */
  waiting: number;
  /** Not due yet: sent with `after` (a held mail), or a retry's back-off not over. */
  scheduled: number;
  active: number;
  /** Waiting or scheduled after a failed try (a subset of the two). */
  retrying: number;
  /** Failed for good (every retry used, or expired on its last) within the last hour. */
  failedLastHour: number;
  /** How long the oldest due job has waited since it became due; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/**
 * pg-boss 10's job table holds the jobs not yet done and, for 12 hours (its archive interval), the
 * ones done or failed; the states are an ordered enum (created < retry < active < completed <
 * cancelled < failed). One pass, grouped by kind; completed jobs are filtered out.
 */
const KIND_STATS_SQL = `
  SELECT name,
    count(*) FILTER (WHERE state < 'active' AND start_after <= now())::int AS waiting,
    count(*) FILTER (WHERE state < 'active' AND start_after > now())::int AS scheduled,
    count(*) FILTER (WHERE state = 'active')::int AS active,
    count(*) FILTER (WHERE state = 'retry')::int AS retrying,
    count(*) FILTER (WHERE state = 'failed')::int AS failed,
    COALESCE(
      EXTRACT(EPOCH FROM now() - min(start_after) FILTER (WHERE state < 'active' AND start_after <= now())),
      0
    )::float8 AS oldest_seconds
  FROM ${JOB_SCHEMA}.job
  WHERE state <= 'active' OR (state = 'failed' AND completed_on > now() - interval '1 hour')
  GROUP BY name`;
