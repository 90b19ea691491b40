// The benchmark's settings, from the environment (README and docs/decisions/0012 list them).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const int = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return Math.round(value);
};

const flag = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
};

/** The full run: 100,000 profiles (and 10 messages per profile) is what docs/performance.md reports. */
export const FULL_SCALE = 100_000;

/** The size of its own (decisions 35 to 41) that BENCH_LARGE=1 measures. */
export const LARGE_SCALE = 1_000_000;

/**
 * BENCH_LARGE: a size measured on its own (not in every run), its generated database kept and
 * reused. `1` (or on/yes/true) is LARGE_SCALE; a number of 100 or more is that size (a trial of the
 * mechanism at a small size). Unset, empty or 0: an ordinary run.
 */
function largeSize() {
  const raw = (process.env.BENCH_LARGE ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return null;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return LARGE_SCALE;
  const size = Math.round(Number(raw));
  if (!Number.isFinite(size) || size < 100) throw new Error('BENCH_LARGE is 1 or a size of 100+ profiles');
  return size;
}

export function loadBenchConfig() {
  const profiles = int('BENCH_PROFILES', FULL_SCALE);
  const large = largeSize();
  const sizes = large
    ? [large]
    : process.env.BENCH_SIZES
      ? process.env.BENCH_SIZES.split(',').map((s) => Math.round(Number(s)))
      : [Math.round(profiles / 10), Math.round((profiles * 3) / 10), profiles];
  if (sizes.some((s) => !Number.isFinite(s) || s < 100)) throw new Error('every size needs 100+ profiles');
  const fullScale = Math.max(...sizes) >= FULL_SCALE;
  const report =
    process.env.BENCH_REPORT ??
    (fullScale
      ? path.join(ROOT, 'docs', 'performance.md')
      : path.join(ROOT, 'bench', 'results', 'performance.md'));
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    messagesPerProfile: int('BENCH_MESSAGES_PER_PROFILE', 10),
    /** The embedded database (PGlite) run; 0 skips it (and a BENCH_LARGE run has none). */
    pgliteProfiles: large ? 0 : int('BENCH_PGLITE_PROFILES', Math.round(Math.max(...sizes) / 10)),
    /** BENCH_SCENARIOS: only these HTTP rows (comma-separated names, for a quick look); all by default. */
    scenarios: process.env.BENCH_SCENARIOS
      ? process.env.BENCH_SCENARIOS.split(',').map((s) => s.trim())
      : null,
    concurrency: int('BENCH_CONCURRENCY', 50),
    /**
     * Messages per second for the live-delivery latency: every one of about 1,000 members online
     * sending a message every 5 s, several times what that many people chatting really type.
     */
    messageRate: int('BENCH_MESSAGE_RATE', 200),
    durationMs: int('BENCH_DURATION', 10) * 1000,
    warmupMs: int('BENCH_WARMUP', 2) * 1000,
    /** Shorter windows on the smaller sizes (their numbers only feed the chart). */
    chartDurationMs: int('BENCH_CHART_DURATION', 6) * 1000,
    sockets: int('BENCH_SOCKETS', 1000),
    /** Members kept for the cold /matches row, each asking once (every other row cycles through 1,000). */
    coldMembers: int('BENCH_COLD_MEMBERS', 20_000),
    /** Members whose lists the server's matches-make job makes while measured (PostgreSQL runs). */
    listJobs: int('BENCH_LIST_JOBS', 300),
    /** Members whose first 200 /matches cards are checked against an exhaustive scan (PostgreSQL runs; decisions 35 to 41). */
    recallMembers: int('BENCH_RECALL_MEMBERS', 50),
    /** Profiles the server's matches-place job places into members' lists while measured (PostgreSQL runs). */
    placements: int('BENCH_PLACEMENTS', 300),
    /**
     * Members given a list by the server's job before reverse matching is measured, so that it
     * examines what a community with that many lists would (at most 5% of the profiles).
     */
    placementLists: int('BENCH_PLACEMENT_LISTS', 5000),
    /** New members registered through the API, each timed until a chosen member's stored list holds them. */
    freshMembers: int('BENCH_FRESH_MEMBERS', 30),
    /** Boosts started by sampled Belief and Trust members before the boosted rows (decision 32). */
    boosts: int('BENCH_BOOSTS', 300),
    /** The web app's first loads do not depend on the community's size: a BENCH_LARGE run skips them. */
    web: flag('BENCH_WEB', !large),
    /** 0: the web app only (no timed HTTP scenarios, messages, fan-out or EXPLAIN), to iterate on it quickly. */
    http: flag('BENCH_HTTP', true),
    keep: flag('BENCH_KEEP', false),
    /** BENCH_LARGE's size (null in an ordinary run): its generated database is kept and reused. */
    large,
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    /** Where the server looks for PostgreSQL's Unix socket ('' for loopback TCP). */
    databaseSocketDir: process.env.BENCH_DATABASE_SOCKET_DIR ?? '/var/run/postgresql',
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    apiEntry: process.env.BENCH_API_ENTRY
      ? path.resolve(process.env.BENCH_API_ENTRY)
      : path.join(ROOT, 'apps', 'api', 'dist', 'server.js'),
    webDist: process.env.BENCH_WEB_DIST
      ? path.resolve(process.env.BENCH_WEB_DIST)
      : path.join(ROOT, 'apps', 'web', 'dist'),
    report,
    chart: path.join(path.dirname(report), 'performance-latency.svg'),
    /** A BENCH_LARGE run's results, kept beside the report, which renders their section from them. */
    largeResults: path.join(path.dirname(report), 'performance-large.json'),
    resultsDir: path.join(ROOT, 'bench', 'results'),
    fullScale,
  };
}
