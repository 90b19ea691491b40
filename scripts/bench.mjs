// `npm run bench`: generates communities of 10k, 30k and 100k profiles on PostgreSQL (and 10k on
// the embedded database), starts the built server against each, measures the member's screens,
// live messages, socket fan-out and the web app's first load, and writes docs/performance.md.
// Settings: scripts/bench/config.mjs (BENCH_PROFILES=2000 npm run bench for a quick run).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadBenchConfig, ROOT } from './bench/config.mjs';
import { cpuMeter } from './bench/cpu.mjs';
import {
  createBenchDatabase,
  dropBenchDatabase,
  openMigrated,
  serverDatabaseUrl,
  serverVersion,
} from './bench/databases.mjs';
import { BENCH_PASSWORD, generateDataset, writeSeedImages } from './bench/dataset.mjs';
import { explainQueries } from './bench/explain.mjs';
import { measureFreshPlacement } from './bench/fresh-placement.mjs';
import { copyDatabase, keptDataset } from './bench/kept-datasets.mjs';
import { writeLargeSection } from './bench/large-report.mjs';
import { measureListJobs } from './bench/list-jobs.mjs';
import { makeListsAhead } from './bench/lists-ahead.mjs';
import { send } from './bench/load.mjs';
import { machineInfo } from './bench/machine.mjs';
import { communityFacts } from './bench/night-work.mjs';
import { measurePlacementJobs, placementKind } from './bench/placement-jobs.mjs';
import { measureRecall } from './bench/recall.mjs';
import { redisFor } from './bench/redis.mjs';
import { writeReport } from './bench/report.mjs';
import { createSessions, drawSamples, tokensFor } from './bench/samples.mjs';
import { httpScenarios, measureHttp, startBoosts } from './bench/scenarios.mjs';
import { BENCH_JWT_SECRET, startServer } from './bench/server.mjs';
import { measureFanOut, measureMessageDelivery } from './bench/sockets.mjs';
import { tsModule } from './bench/ts.mjs';
import { measureWeb, webDistWithFloors } from './bench/web.mjs';
import { findChromium } from './chromium.mjs';

const config = loadBenchConfig();
const benchStarted = performance.now();
const elapsed = () => `${((performance.now() - benchStarted) / 1000).toFixed(0).padStart(4)} s`;
const say = (text) => console.info(`[${elapsed()}] ${text}`);
const ms = (v) => (v === null || v === undefined ? '-' : `${v.toFixed(1)} ms`);
const logLoad = (name, r) =>
  say(
    `  ${name.padEnd(18)} ${r.throughput.toFixed(0).padStart(6)}/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}` +
      `${r.cpu ? `  cpu ${ms(r.cpu.serverMs)} + db ${ms(r.cpu.databaseMs)}` : ''}` +
      `${r.errors ? `  errors ${r.errors} (${r.firstError})` : ''}  ${JSON.stringify(r.statuses ?? {})}`,
  );

const STAFF = { email: 'staff@bench.jodi.example', password: 'bench-staff-pass' };
const SCENARIOS = [
  'health',
  'counts',
  'listing',
  'search',
  'view',
  'interests',
  'threads',
  'connections',
  'matches',
  'matchesToday',
  'visitors',
  'visitorsCount',
  'notifications',
  'events',
  // With boosts running from here on: the first asks paid members to start them (BOOSTS in config).
  'listingBoosted',
  'matchesBoosted',
  // Last but sign-in: each cold request writes a list of 200 rows, which the others should not pay for.
  'matchesCold',
  'signIn',
];

/** The newest modification time under `dir` (source files only). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(file));
    else if (/\.(ts|tsx|css|sql)$/.test(entry.name)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

function ensureBuilt() {
  const missing = [config.apiEntry, path.join(config.webDist, 'index.html')].filter((f) => !fs.existsSync(f));
  if (missing.length === 0) {
    const sources = [
      'apps/api/src',
      'apps/web/src',
      'packages/contract/src',
      'packages/gunmilan/src',
      'packages/i18n/src',
    ]
      .map((dir) => path.join(ROOT, dir))
      .filter((dir) => fs.existsSync(dir));
    const built = Math.min(
      ...[config.apiEntry, path.join(config.webDist, 'index.html')].map((f) => fs.statSync(f).mtimeMs),
    );
    if (Math.max(...sources.map(newestSource)) > built) {
      say('Warning: the build is older than the source; run `npm run build` to measure the current code.');
    }
    return;
  }
  say(`Building first (missing ${missing.map((f) => path.relative(ROOT, f)).join(', ')}): npm run build`);
  const res = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('npm run build failed');
}

/** Generates the community into `db`: its counts, seconds and each step's milliseconds. */
async function generateTimed(db, { profiles, messages, passwordHash }) {
  const started = performance.now();
  const generationSteps = {};
  const counts = await generateDataset(db, { profiles, messages, passwordHash }, (step, t) => {
    generationSteps[step] = Math.round(t);
  });
  const generationSeconds = (performance.now() - started) / 1000;
  say(`  generated in ${generationSeconds.toFixed(1)} s: ${JSON.stringify(counts)}`);
  return { counts, generationSeconds, generationSteps };
}

/**
 * The PostgreSQL database a run measures: a new one generated for it, or with BENCH_LARGE a copy
 * of the kept generated one (made first when missing or of other migrations). Answers its URL
 * and the generation's record.
 */
async function postgresDataset(name, dataset) {
  if (!config.large) {
    const url = await createBenchDatabase(config.adminUrl, name);
    const db = await openMigrated({ databaseUrl: url });
    try {
      return { url, generation: await generateTimed(db, dataset) };
    } finally {
      await db.close();
    }
  }
  const kept = await keptDataset({
    adminUrl: config.adminUrl,
    profiles: dataset.profiles,
    generate: (db) => generateTimed(db, dataset),
    say,
  });
  const copyStarted = performance.now();
  const url = await copyDatabase(config.adminUrl, kept.name, name);
  say(`  copied ${kept.name} to ${name} in ${((performance.now() - copyStarted) / 1000).toFixed(1)} s`);
  return { url, generation: { ...kept.generation, keptAs: kept.name } };
}

/**
 * One dataset: generate it, start the server on it, measure. `kind` is 'postgres' or 'pglite';
 * `main` runs everything (fan-out, EXPLAIN, the web), the others only the timed scenarios. A
 * BENCH_LARGE run is main for EXPLAIN only: fan-out and the web do not depend on the size.
 */
async function runDataset({ kind, profiles, main, workDir, redis, passwordHash }) {
  const name = `jodi_bench_${kind === 'postgres' ? 'pg' : 'lite'}_${profiles}`;
  const messages = profiles * config.messagesPerProfile;
  say(`${kind} ${profiles.toLocaleString('en')} profiles, ${messages.toLocaleString('en')} messages`);
  const dataDir = path.join(workDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.symlinkSync(path.join(workDir, 'media'), path.join(dataDir, 'media'));
  const result = { kind, profiles, messages };
  let databaseUrl;
  let server = null;
  let db = null;
  try {
    if (kind === 'postgres') {
      const dataset = await postgresDataset(name, { profiles, messages, passwordHash });
      databaseUrl = dataset.url;
      Object.assign(result, dataset.generation);
      db = await openMigrated({ databaseUrl });
    } else {
      db = await openMigrated({ dataDir });
      Object.assign(result, await generateTimed(db, { profiles, messages, passwordHash }));
    }
    const samples = await drawSamples(db, {
      count: 1000,
      pairs: Math.max(50, main ? config.sockets : 300),
      cold: config.coldMembers,
      listJobs: config.listJobs,
      recall: config.recallMembers,
      placements: config.placements,
    });
    if (kind === 'postgres') result.community = await communityFacts(db);
    // The fan-out's ad (deleted after it, before the web pages load): not made when only the web
    // runs, nor in a BENCH_LARGE run (no fan-out).
    const adId =
      config.http && !config.large
        ? (
            await db.query(
              "INSERT INTO ads (status, title, description) VALUES ('active', 'Bench ad', 'Fan-out test') RETURNING id",
            )
          ).rows[0].id
        : null;
    const { rows: sizeRows } = await db
      .query('SELECT pg_size_pretty(pg_database_size(current_database())) AS size')
      .catch(() => ({ rows: [{ size: null }] }));
    result.databaseSize = sizeRows[0]?.size ?? null;
    const userIds = new Set([
      ...samples.members.map((m) => m.user_id),
      ...samples.coldMembers,
      ...samples.talkers,
      ...samples.chatPairs.flatMap((p) => [p.a_user, p.b_user]),
    ]);
    // Sign-in sessions (decision 15) are rows, written while the database is still ours.
    const sessionIds = await createSessions(db, userIds);
    await db.close();
    db = null;

    const serverUrl = serverDatabaseUrl(databaseUrl, config.databaseSocketDir);
    if (serverUrl) result.databaseVia = serverUrl === databaseUrl ? 'loopback TCP' : 'its Unix socket';
    // The web run's floor pages are served from a copy of the built app (bench/web.mjs).
    const webDist =
      main && config.web
        ? webDistWithFloors(
            config.webDist,
            path.join(dataDir, 'media', 'public', 'bench'),
            path.join(dataDir, 'web'),
          )
        : config.webDist;
    server = await startServer({
      entry: config.apiEntry,
      databaseUrl: serverUrl,
      dataDir,
      webDist,
      redis: redis ? { url: redis.url, prefix: `${redis.prefix}${name}:` } : null,
      staff: STAFF,
    });
    say(`  server up at ${server.origin}`);
    const tokens = await tokensFor(sessionIds, BENCH_JWT_SECRET);
    const timing = {
      concurrency: config.concurrency,
      durationMs: main ? config.durationMs : config.chartDurationMs,
      warmupMs: config.warmupMs,
    };
    result.window = timing;
    if (config.http)
      await measureTimed({ result, server, samples, tokens, kind, serverUrl, name, timing, redis });
    if (main && config.http && config.large && kind === 'postgres') {
      result.explain = await explainQueries(databaseUrl, samples);
      say(`  EXPLAIN ANALYZE of ${result.explain.length} queries`);
    }

    if (main && config.http && !config.large) {
      const staffToken = await signIn(server.origin, STAFF.email, STAFF.password);
      const clientTokens = samples.chatPairs.map((p) => tokens.get(p.b_user)).slice(0, config.sockets);
      result.fanOut = await measureFanOut(
        server.origin,
        { clientTokens, staffToken, adId, durationMs: Math.min(config.durationMs, 5000) },
        (n, r) =>
          say(
            `  ${n}: ${r.clients} clients, ${r.deliveriesPerSecond.toFixed(0)} deliveries/s, push to all p50 ${ms(r.p50)} p99 ${ms(r.p99)}`,
          ),
      );
      await fetch(`${server.origin}/api/v1/admin/ads/${adId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${staffToken}`, 'x-app': 'jodi' },
      });
      if (kind === 'postgres') {
        result.explain = await explainQueries(databaseUrl, samples);
        say(`  EXPLAIN ANALYZE of ${result.explain.length} queries`);
      }
    }
    if (main) {
      const chromiumPath = findChromium();
      if (config.web && chromiumPath) {
        const member = await memberWithMatches(server.origin, samples.members, tokens);
        const session = await sessionFor(server.origin, `bench${member.n}@bench.jodi.example`);
        const target = samples.targets.female[0];
        result.web = await measureWeb(
          {
            origin: server.origin,
            webDist: config.webDist,
            chromiumPath,
            session,
            profilePath: `/profile/${Buffer.from(target).toString('base64')}`,
            // The member's saved language is the one the app shows once signed in (decision 21).
            saveLanguage: (language) =>
              fetch(`${server.origin}/api/v1/user`, {
                method: 'PUT',
                headers: {
                  authorization: `Bearer ${session.token}`,
                  'content-type': 'application/json',
                  'x-app': 'jodi',
                },
                body: JSON.stringify({ user: { language } }),
              }),
          },
          (page, r) =>
            say(
              `  web ${page}: LCP ${r.lcpMs?.toFixed(0)} ms (${r.lcpElement}), JS ${(r.requested.js.gzip / 1024).toFixed(1)} KB gz, CSS ${(r.requested.css.gzip / 1024).toFixed(1)} KB gz`,
            ),
        );
      } else {
        say('  web skipped (BENCH_WEB=0, a BENCH_LARGE run, or no Chromium)');
      }
    }
  } finally {
    if (server) await server.stop();
    // A run that failed early still holds its session: close it first, or dropping the database
    // ends it from the server and its error hides the one that stopped the run.
    if (db) await db.close().catch(() => {});
    if (kind === 'postgres' && !config.keep) await dropBenchDatabase(config.adminUrl, name);
    if (!config.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

/**
 * The timed scenarios (BENCH_HTTP, on by default): the HTTP rows with the member's matches made
 * first, the matches-make job and message delivery.
 */
async function measureTimed({ result, server, samples, tokens, kind, serverUrl, name, timing, redis }) {
  const newMeter = () =>
    cpuMeter({
      serverPid: server.pid,
      adminUrl: kind === 'postgres' ? config.adminUrl : null,
      database: kind === 'postgres' ? name : null,
    });
  // The warm rows measure a member's later visits the same day: each sampled member's list is
  // made, and today's picks chosen, before the clock starts (the cold row measures the making).
  const primeStarted = performance.now();
  result.primed = await primeMatches(server.origin, samples.primed, tokens);
  say(
    `  matches made and today's picks chosen for ${result.primed} members in ${((performance.now() - primeStarted) / 1000).toFixed(1)} s`,
  );
  // Whether this server works placements, asked before the run's own sender makes the queue.
  const placing = kind === 'postgres' ? await placementKind(serverUrl) : null;
  // Recall is measured with no boost running: before the boosted rows start theirs.
  let recallTargets = [];
  if (kind === 'postgres' && samples.recallMembers.length > 0) {
    const recall = await measureRecall({
      origin: server.origin,
      databaseUrl: serverUrl,
      members: samples.recallMembers,
      tokens,
      say,
    });
    result.recall = recall.summary;
    recallTargets = recall.targets;
  }
  const meter = await newMeter();
  try {
    result.http = await measureHttp(
      server.origin,
      withBoostsStarted(httpScenarios(samples, tokens), async () => {
        result.boosts = await startBoosts(server.origin, samples.paidMembers.slice(0, config.boosts), tokens);
        say(`  ${result.boosts} boosts running`);
      }),
      { names: config.scenarios ?? SCENARIOS, ...timing, meter },
      logLoad,
    );
    // The embedded database belongs to the server: only a PostgreSQL run can hand it jobs.
    if (kind === 'postgres' && samples.listJobMembers.length > 0) {
      result.listJobs = await measureListJobs(serverUrl, samples.listJobMembers, meter, say);
    }
    // Reverse matching once a share of the community holds a list: what a placement examines
    // grows with the lists held (BENCH_PLACEMENT_LISTS, at most 5% of the profiles).
    const ahead = Math.min(config.placementLists, Math.round(result.profiles * 0.05));
    if (placing && samples.placementProfiles.length > 0 && ahead > 0) {
      result.listsAhead = await makeListsAhead(serverUrl, ahead, say);
    }
    if (kind === 'postgres' && samples.placementProfiles.length > 0) {
      result.placementJobs = await measurePlacementJobs(
        serverUrl,
        placing,
        samples.placementProfiles,
        meter,
        say,
      );
    }
  } finally {
    await meter.close();
  }
  if (kind === 'postgres' && config.freshMembers > 0) {
    result.freshPlacement = await measureFreshPlacement({
      origin: server.origin,
      databaseUrl: serverUrl,
      placing,
      targets: recallTargets,
      count: config.freshMembers,
      say,
    });
  }
  const messageMeter = await newMeter();
  try {
    result.message = await measureMessageDelivery(
      server.origin,
      samples.chatPairs,
      tokens,
      { ...timing, rate: config.messageRate, meter: messageMeter, redis },
      logLoad,
    );
  } finally {
    await messageMeter.close();
  }
}

/** The scenarios with the boosts started once, before the first boosted row. */
function withBoostsStarted(scenarios, start) {
  let started = null;
  const prepare = () => {
    started ??= start();
    return started;
  };
  return {
    ...scenarios,
    listingBoosted: { ...scenarios.listingBoosted, prepare },
    matchesBoosted: { ...scenarios.matchesBoosted, prepare },
  };
}

/**
 * The member the web pages are loaded as: a man (the profile view's target is a woman) whose
 * /matches has cards. Asking makes his list and today's picks if the timed rows have not already.
 */
async function memberWithMatches(origin, members, tokens) {
  const men = members.filter((m) => m.gender === 'male');
  let withMatches = null;
  for (const member of men.slice(0, 20)) {
    const headers = { authorization: `Bearer ${tokens.get(member.user_id)}`, 'x-app': 'jodi' };
    const res = await fetch(`${origin}/api/v1/matches?limit=1&offset=0`, { headers });
    if (!res.ok) continue;
    const { data } = await res.json();
    if (!Array.isArray(data) || data.length === 0) continue;
    const today = await fetch(`${origin}/api/v1/matches/today`, { headers });
    const picks = today.ok ? (await today.json()).data : [];
    // The page's first cards (today's picks above the list) with generated profiles' photos: the
    // floor pages hold those images' bytes. A member placed during the run (fresh placement) shows
    // a photo uploaded then, which no floor page holds.
    const seedPhoto = (card) => String(card?.primary_profile_pic ?? '').includes('/media/bench/');
    if (seedPhoto(data[0]) && (picks ?? []).slice(0, 3).every(seedPhoto)) return member;
    withMatches ??= member;
  }
  if (withMatches) return withMatches;
  say('  web: none of 20 sampled men has a match: /matches shows its empty list');
  return men[0] ?? members[0];
}

/** Asks for /matches and then /matches/today once for every member, eight at a time; answers how many. */
async function primeMatches(origin, members, tokens) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const headers = { authorization: `Bearer ${tokens.get(members[next++].user_id)}` };
      for (const url of ['/api/v1/matches', '/api/v1/matches/today']) {
        const res = await send(agent, origin, { path: url, headers });
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.body}`);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: 8 }, worker));
  } finally {
    agent.destroy();
  }
  return members.length;
}

async function signIn(origin, email, password) {
  const res = await fetch(`${origin}/api/v1/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app': 'jodi' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return (await res.json()).data.token;
}

/** The web app's localStorage for a member signed in through the API (spec 3 keys). */
async function sessionFor(origin, email) {
  const res = await fetch(`${origin}/api/v1/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app': 'jodi' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const { data } = await res.json();
  return {
    token: data.token,
    userId: data.user.id,
    name: data.user.name,
    userPic: data.user.pic,
    myplan: data.user.plan,
    isAdmin: String(data.user.is_admin),
    hasPassword: String(data.user.has_password),
    profileId: data.user.profile_id,
  };
}

async function main() {
  ensureBuilt();
  const chromiumPath = findChromium();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-bench-'));
  const redis = await redisFor(config.redisUrl);
  const results = {
    config: { ...config, adminUrl: undefined },
    machine: machineInfo({ postgres: await serverVersion(config.adminUrl), chromiumPath }),
    redis: redis ? 'Socket.IO Redis adapter and Redis rate limits on (local Redis)' : 'no Redis (in-process)',
    runs: [],
  };
  say(
    `Jodi benchmark: sizes ${config.sizes.join(', ')} on PostgreSQL, ${config.pgliteProfiles || 'no'} on PGlite`,
  );
  try {
    await writeSeedImages(path.join(workDir, 'media'));
    const { hashPassword } = await tsModule(path.join(ROOT, 'apps/api/src/lib/passwords.ts'));
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const largest = Math.max(...config.sizes);
    for (const profiles of config.sizes) {
      results.runs.push(
        await runDataset({
          kind: 'postgres',
          profiles,
          main: profiles === largest,
          workDir,
          redis,
          passwordHash,
        }),
      );
    }
    if (config.pgliteProfiles > 0) {
      results.runs.push(
        await runDataset({
          kind: 'pglite',
          profiles: config.pgliteProfiles,
          main: false,
          workDir,
          redis: null,
          passwordHash,
        }),
      );
    }
  } finally {
    await redis?.cleanup();
    if (!config.keep) fs.rmSync(workDir, { recursive: true, force: true });
  }
  results.totalSeconds = (performance.now() - benchStarted) / 1000;
  fs.mkdirSync(config.resultsDir, { recursive: true });
  const stamp = results.machine.date.replace(/[:.]/g, '-');
  const jsonFile = path.join(config.resultsDir, `bench-${stamp}.json`);
  fs.writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  writeResults(results, config);
  say(
    `Done in ${results.totalSeconds.toFixed(0)} s: ${path.relative(ROOT, config.report)} (raw: ${path.relative(ROOT, jsonFile)})`,
  );
}

/**
 * The report from a run's results: a BENCH_LARGE run keeps them beside the report and writes only
 * its own section; any other run writes the whole report (with that section, when kept).
 */
function writeResults(results, reportConfig) {
  if (results.config.large) writeLargeSection(reportConfig.report, reportConfig.largeResults, results);
  else writeReport(results, reportConfig);
}

/** `npm run bench -- --report <results.json>`: writes the report again from a run's saved results. */
function rewriteReport(file) {
  const results = JSON.parse(fs.readFileSync(file, 'utf8'));
  const fullScale = Math.max(...results.runs.map((r) => r.profiles)) >= 100_000;
  const report = process.env.BENCH_REPORT
    ? config.report
    : fullScale
      ? path.join(ROOT, 'docs', 'performance.md')
      : path.join(config.resultsDir, 'performance.md');
  writeResults(results, {
    ...config,
    report,
    chart: path.join(path.dirname(report), 'performance-latency.svg'),
    largeResults: path.join(path.dirname(report), 'performance-large.json'),
  });
  say(`Wrote ${path.relative(ROOT, report)} from ${path.relative(ROOT, path.resolve(file))}`);
}

const reportArg = process.argv.indexOf('--report');
(reportArg > 0 ? Promise.resolve().then(() => rewriteReport(process.argv[reportArg + 1])) : main()).catch(
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
