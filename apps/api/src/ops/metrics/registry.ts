import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle, PoolUse } from '../../db/database';
import type { JobKindStats } from '../../jobs/job-queue';
import { errorKind } from '../../lib/error-kind';

/** What the gauges read at scrape time; each is cheap (one statement for every job kind together). */
export interface MetricSources {
  jobs: { kindStats(): Promise<JobKindStats[]>; poolUse(): PoolUse | undefined };
  realtime: { socketCount(): number };
  database: Pick<DatabaseHandle, 'kind' | 'pool'>;
  log: { warn(obj: object, msg: string): void };
}

export interface AppMetrics {
  /** Counts one answered request; `route` is the route's pattern, never the URL. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** The whole exposition: this process's default metrics, then the app's. */
  render(): Promise<string>;
  contentType: string;
}

/** Latency buckets, in seconds: most answers take milliseconds, uploads and exports seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * prom-client's process metrics (CPU, memory, event loop lag, GC, handles) belong to the process,
 * not to an app: they are registered once, in a registry of their own (the tests build many apps
 * in one process, and each registration starts observers that are never stopped).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's series, in a registry of its own per app. The gauges are read when scraped (collect
 * callbacks); a source that fails leaves its series out of that scrape and counts in
 * `jodi_metrics_collect_errors_total`, so one broken source never hides the others.
 */
export function createMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'jodi_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'jodi_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class (2xx to 5xx).',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const collectErrors = new Counter({
    name: 'jodi_metrics_collect_errors_total',
    help: 'Scrapes in which a source of gauges failed (its series were left out), by source.',
    labelNames: ['source'] as const,
    registers,
  });

  new Gauge({
    name: 'jodi_realtime_sockets',
    help: 'Live sockets (signed-in tabs and apps) connected to this process.',
    registers,
    collect() {
      this.set(sources.realtime.socketCount());
    },
  });

  new Gauge({
    name: 'jodi_database_info',
    help: 'The database this process uses (kind: pglite, embedded; postgres, a server); always 1.',
    labelNames: ['kind'] as const,
    registers,
  }).set({ kind: sources.database.kind }, 1);

  /**
   * The pg pools on a PostgreSQL server: the app's (`app`) and the job queue's own (`jobs`). The
   * embedded database has one connection and no pool: these series are absent there. Registered
   * before the job gauges, so they are read before the scrape's own query takes a connection.
   */
  const pools = (): { pool: string; use: PoolUse }[] => {
    const found: { pool: string; use: PoolUse }[] = [];
    const app = sources.database.pool?.();
    if (app) found.push({ pool: 'app', use: app });
    const jobs = sources.jobs.poolUse();
    if (jobs) found.push({ pool: 'jobs', use: jobs });
    return found;
  };
  const poolGauge = (name: string, help: string, value: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers,
      collect() {
        this.reset();
        for (const { pool, use } of pools()) this.set({ pool }, value(use));
      },
    });
  poolGauge('jodi_db_pool_clients', 'Open connections of a PostgreSQL pool.', (use) => use.total);
  poolGauge('jodi_db_pool_idle_clients', 'Open connections of a pool not in use.', (use) => use.idle);
  poolGauge(
    'jodi_db_pool_waiting_queries',
    'Queries waiting for a connection of a pool (all in use).',
    (use) => use.waiting,
  );
  poolGauge('jodi_db_pool_max_clients', 'Most connections a pool opens.', (use) => use.max);

  /** One read of the job table per scrape, shared by the job gauges (their collects run together). */
  let pendingJobs: Promise<JobKindStats[] | null> | null = null;
  const jobStats = (): Promise<JobKindStats[] | null> => {
    pendingJobs ??= sources.jobs
      .kindStats()
      .catch((err: unknown) => {
        collectErrors.inc({ source: 'jobs' });
        sources.log.warn({ err: errorKind(err) }, 'job queue metrics not read');
        return null;
      })
      .finally(() => {
        pendingJobs = null;
      });
    return pendingJobs;
  };
  const jobGauge = (name: string, help: string, value: (stats: JobKindStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers,
      async collect() {
        this.reset();
        for (const stats of (await jobStats()) ?? []) this.set({ kind: stats.kind }, value(stats));
      },
    });

  new Gauge({
    name: 'jodi_job_queue_depth',
    help: 'Background jobs by kind and state: waiting (due, not started), scheduled (not due yet), active.',
    labelNames: ['kind', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const stats of (await jobStats()) ?? []) {
        this.set({ kind: stats.kind, state: 'waiting' }, stats.waiting);
        this.set({ kind: stats.kind, state: 'scheduled' }, stats.scheduled);
        this.set({ kind: stats.kind, state: 'active' }, stats.active);
      }
    },
  });
  jobGauge(
    'jodi_job_queue_oldest_waiting_seconds',
    'Seconds the oldest due job of a kind has waited to be started (0: none waits).',
    (stats) => stats.oldestWaitingSeconds,
  );
  jobGauge(
    'jodi_job_retrying',
    'Jobs of a kind waiting for another try after a failed one.',
    (stats) => stats.retrying,
  );
  jobGauge(
    'jodi_job_failed_last_hour',
    'Jobs of a kind that failed for good (every retry used) within the last hour.',
    (stats) => stats.failedLastHour,
  );

  return {
    observeRequest({ method, route, status }, seconds) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    async render() {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${process.trimEnd()}\n\n${own.trimEnd()}\n`;
    },
    contentType: registry.contentType,
  };
}
