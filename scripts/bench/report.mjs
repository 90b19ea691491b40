// Writes docs/performance.md (and the latency chart beside it) from one run's results.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.mjs';
import { largeSectionFor } from './large-report.mjs';
import { explainSection } from './report-explain.mjs';
import { cpuOf, goalRow, int, n } from './report-format.mjs';
import { liveMatchGoals, liveMatchTableRows, recallTable } from './report-live-matches.mjs';

const CHART_SCENARIOS = [
  ['listing', 'Listing', '#1f77b4'],
  ['search', 'Text search', '#ff7f0e'],
  ['view', 'Profile view', '#2ca02c'],
  ['interests', 'Interests', '#9467bd'],
  ['threads', 'Chat threads', '#8c564b'],
  ['matches', 'Matches (warm)', '#17becf'],
  ['message', 'Message to socket', '#d62728'],
];

const shown = (file) => (file.startsWith(ROOT) ? path.relative(ROOT, file) : file);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The p99 of a scenario of a run (`message` is the live-delivery measurement). */
function p99Of(run, name) {
  return name === 'message' ? run.message?.p99 : run.http?.[name]?.p99;
}

/** Latency (p99) against dataset size, log scale on x: one line per scenario. */
export function chartSvg(runs) {
  const pg = runs.filter((r) => r.kind === 'postgres').sort((a, b) => a.profiles - b.profiles);
  const W = 720;
  const H = 420;
  const m = { l: 70, r: 170, t: 40, b: 60 };
  const sizes = pg.map((r) => r.profiles);
  const values = pg.flatMap((r) => CHART_SCENARIOS.map(([k]) => p99Of(r, k))).filter((v) => v > 0);
  const yMax = Math.max(10, ...values) * 1.1;
  const xMin = Math.log10(Math.min(...sizes) / 1.3);
  const xMax = Math.log10(Math.max(...sizes) * 1.3);
  const x = (size) => m.l + ((Math.log10(size) - xMin) / (xMax - xMin)) * (W - m.l - m.r);
  const y = (v) => H - m.b - (v / yMax) * (H - m.t - m.b);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="12" role="img">`,
    '<title>p99 latency of each screen against the number of profiles</title>',
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${m.l}" y="22" font-size="14" font-weight="bold">p99 latency at ${pg[0]?.window?.concurrency ?? 50} connections vs. profiles (PostgreSQL; x is logarithmic)</text>`,
    `<line x1="${m.l}" y1="${H - m.b}" x2="${W - m.r}" y2="${H - m.b}" stroke="#333"/>`,
    `<line x1="${m.l}" y1="${m.t}" x2="${m.l}" y2="${H - m.b}" stroke="#333"/>`,
  ];
  const step = yMax > 400 ? 100 : yMax > 200 ? 50 : yMax > 80 ? 20 : 10;
  for (let v = 0; v <= yMax; v += step) {
    parts.push(
      `<line x1="${m.l}" y1="${y(v)}" x2="${W - m.r}" y2="${y(v)}" stroke="#eee"/>`,
      `<text x="${m.l - 8}" y="${y(v) + 4}" text-anchor="end">${v}</text>`,
    );
  }
  const largestHealth = pg.at(-1)?.http.health.throughput ?? 0;
  for (const run of pg) {
    const size = run.profiles;
    parts.push(
      `<line x1="${x(size)}" y1="${H - m.b}" x2="${x(size)}" y2="${H - m.b + 5}" stroke="#333"/>`,
      `<text x="${x(size)}" y="${H - m.b + 20}" text-anchor="middle">${size.toLocaleString('en')}</text>`,
    );
    if (run.http.health.throughput < largestHealth / 2) {
      parts.push(
        `<text x="${x(size)}" y="${H - m.b + 33}" text-anchor="middle" fill="#b00" font-size="11">machine busy</text>`,
      );
    }
  }
  parts.push(
    `<text x="${(m.l + W - m.r) / 2}" y="${H - 8}" text-anchor="middle">profiles (messages: 10 per profile)</text>`,
    `<text x="18" y="${(m.t + H - m.b) / 2}" transform="rotate(-90 18 ${(m.t + H - m.b) / 2})" text-anchor="middle">p99 ms</text>`,
  );
  CHART_SCENARIOS.forEach(([key, label, colour], i) => {
    const points = pg.map((r) => [r.profiles, p99Of(r, key)]).filter(([, v]) => v > 0);
    if (points.length === 0) return;
    parts.push(
      `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points.map(([s, v]) => `${x(s).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}"/>`,
      ...points.map(
        ([s, v]) => `<circle cx="${x(s).toFixed(1)}" cy="${y(v).toFixed(1)}" r="3" fill="${colour}"/>`,
      ),
      `<rect x="${W - m.r + 15}" y="${m.t + i * 20}" width="12" height="12" fill="${colour}"/>`,
      `<text x="${W - m.r + 32}" y="${m.t + i * 20 + 10}">${label}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

const MATCHMAKING_GOALS = [
  [
    'matches',
    'Matches (every visit once the list is made ahead: overnight, or by the job a change asks for)',
  ],
  ['matchesToday', 'Today’s picks'],
];
const MATCHMAKING_ROWS = [
  ['listing', 'Listing (the reference)'],
  ['listingBoosted', 'Listing with boosts running'],
  ['matches', 'Matches, warm'],
  ['matchesBoosted', 'Matches, warm, with boosts running'],
  ['matchesCold', 'Matches, cold (no list yet: made in the request)'],
  ['matchesToday', 'Today’s picks'],
  ['visitors', 'Who viewed me (Belief/Trust)'],
  ['visitorsCount', 'Visitors count (every plan)'],
];

/** A scenario's p99 and CPU per request as multiples of the listing's in the same run. */
function againstListing(run, key) {
  const r = run.http[key];
  const l = run.http.listing;
  const cpuMs = cpuOf(r);
  const listingCpu = cpuOf(l);
  return {
    p99: r.p99 / l.p99,
    cpuMs,
    cpu: cpuMs === null || !listingCpu ? null : cpuMs / listingCpu,
  };
}

const coldNote = (r) =>
  r.coldShare === undefined
    ? ''
    : r.coldShare >= 0.999
      ? '; every measured request cold'
      : `; only ${n(r.coldShare * 100, 0)}% of the measured requests cold (the pool of members ran out)`;

/** Matchmaking rows beside the listing, at every size measured. */
function matchmakingTable(runs) {
  const lines = [
    '| Profiles | Scenario | Throughput | p50 | p99 | p99 ÷ listing | CPU / req (server + DB) | CPU ÷ listing | Non-2xx |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const run of runs) {
    for (const [key, label] of MATCHMAKING_ROWS) {
      const r = run.http[key];
      if (!r) continue;
      const cmp = againstListing(run, key);
      const bad = Object.entries(r.statuses ?? {})
        .filter(([st]) => !st.startsWith('2'))
        .reduce((a, [, c]) => a + c, 0);
      lines.push(
        `| ${int(run.profiles)}${run.kind === 'pglite' ? ' (PGlite)' : ''} | ${label}${coldNote(r)} | ${int(r.throughput)}/s | ${n(r.p50)} ms | ${n(r.p99)} ms | ${key === 'listing' ? '1' : `×${n(cmp.p99, 2)}`} | ${n(cmp.cpuMs, 2)} ms | ${key === 'listing' ? '1' : `×${n(cmp.cpu, 2)}`} | ${bad + (r.errors ?? 0)} |`,
      );
    }
    if (run.listJobs) {
      const j = run.listJobs;
      const cpuMs = cpuOf(j);
      lines.push(
        `| ${int(run.profiles)} | A list made ahead by the matches-make job (${int(j.lists)} lists, no request) | ${n(j.throughput, 1)} lists/s | – | – | – | ${n(cpuMs, 2)} ms per list | ×${n(cpuMs / cpuOf(run.http.listing), 2)} | 0 |`,
      );
    }
    lines.push(...liveMatchTableRows(run, cpuOf(run.http.listing)));
  }
  return lines.length > 2 ? lines.join('\n') : '_No matchmaking rows in this run._';
}

/** The pages the web goals judge, by their key in `web.pages`, and how the goals name them. */
const WEB_PAGES = [
  ['profiles', '/profiles'],
  ['matches', '/matches'],
  ['profileView', 'a profile view'],
];
const JS_BUDGET = 170 * 1024;
const LCP_GOAL_MS = 2500;
/** A page's LCP within this many times the floor's, measured in the same run. */
const LCP_FLOOR_RATIO = 1.5;

/** The web app's goals: each page's first load in gzipped JavaScript (/profiles in each language) and LCP. */
function webGoalRows(web) {
  const rows = [];
  for (const [key, label] of WEB_PAGES) {
    const page = web.pages[key];
    if (!page) continue;
    const js = page.requested.js;
    rows.push(
      goalRow(
        `First load of ${label} < 170 KB gzipped JavaScript`,
        `${kb(js.gzip)} (${js.files} files)`,
        js.gzip < JS_BUDGET,
      ),
    );
    if (key !== 'profiles') continue;
    for (const language of ['mr', 'hi']) {
      const other = web.languages?.[language]?.js;
      if (!other) continue;
      rows.push(
        goalRow(
          `First load of /profiles in ${language === 'mr' ? 'Marathi' : 'Hindi'} < 170 KB gzipped JavaScript`,
          `${kb(other.gzip)} (${other.files} files)`,
          other.gzip < JS_BUDGET,
        ),
      );
    }
  }
  for (const [key, label] of WEB_PAGES) {
    const page = web.pages[key];
    if (!page) continue;
    rows.push(
      goalRow(
        `LCP of ${label} < 2.5 s (mobile profile)`,
        `${n(page.lcpMs / 1000, 2)} s`,
        page.lcpMs < LCP_GOAL_MS,
      ),
    );
    if (!page.floor) continue;
    const ratio = page.lcpMs / page.floor.lcpMs;
    rows.push(
      goalRow(
        `LCP of ${label} within ${LCP_FLOOR_RATIO}× of the floor (the same phone loading a page of one image of the same bytes from the same server)`,
        `${n(page.lcpMs / 1000, 2)} s vs floor ${n(page.floor.lcpMs / 1000, 2)} s = ×${n(ratio, 2)}`,
        ratio <= LCP_FLOOR_RATIO,
      ),
    );
  }
  return rows;
}

/** The largest paint's element, and the image's path and bytes over the wire when it is one. */
function lcpCell(p) {
  if (!p.lcpUrl) return p.lcpElement ?? '–';
  const bytes = p.lcpImageBytes ?? p.images?.find((i) => i.path === p.lcpUrl)?.bytes;
  return `${p.lcpElement} ${p.lcpUrl}${bytes ? ` (${kb(bytes)})` : ''}`;
}

/** The floor's median LCP with its runs, or a dash when the page's LCP was not a seed image. */
function floorCell(floor) {
  return floor ? `${n(floor.lcpMs / 1000, 2)} s (${floor.lcpRuns.join(', ')} ms)` : '–';
}

function webSection(web, mc) {
  if (!web) return '_The web measurement did not run (BENCH_WEB=0 or no Chromium)._';
  return [
    `Headless Chromium (${mc.chromium ?? 'Chromium'}), ${web.device}, network ${web.network}, CPU ${web.cpu};`,
    'a cold cache and a new browser context for every load, signed in as a member whose /matches has a list;',
    'median of three loads. JavaScript and CSS sizes are of the files Chromium requested until the page',
    'settled, gzipped at level 9 (the server sends the Brotli copies the build writes, which are smaller',
    'still). The LCP image is given with its bytes over the wire. The floor is the same phone, network',
    'and server loading a page of nothing but that image (`/bench-floor/*.html`, no script, no style',
    "sheet), three cold loads right after the page's own: what no page showing that image can beat here.",
    '',
    '| Page | LCP (median) | LCP runs | Floor LCP (runs) | ÷ floor | LCP element (image bytes) | Settled | JS requested (gzip) | CSS requested (gzip) | Bytes over the wire |',
    '|---|---:|---|---|---:|---|---:|---:|---:|---:|',
    ...Object.values(web.pages).map(
      (p) =>
        `| \`${p.url.length > 30 ? `${p.url.slice(0, 30)}…` : p.url}\` | ${n(p.lcpMs / 1000, 2)} s | ${p.lcpRuns.join(', ')} ms | ${floorCell(p.floor)} | ${p.floor ? `×${n(p.lcpMs / p.floor.lcpMs, 2)}` : '–'} | ${lcpCell(p)} | ${n(p.settledMs / 1000, 1)} s | ${kb(p.requested.js.gzip)} in ${p.requested.js.files} files | ${kb(p.requested.css.gzip)} | ${kb(p.transferredBytes)} |`,
    ),
    '',
    ...Object.entries(web.pages).map(
      ([key, p]) =>
        `Scripts and styles of ${WEB_PAGES.find(([k]) => k === key)?.[1] ?? p.url}, gzipped: ${[
          ...(p.requested.list ?? []),
        ]
          .sort((a, b) => b.gzip - a.gzip)
          .map((f) => `${f.file.replace(/-[\w-]{8}\.(js|css)$/, '.$1')} ${kb(f.gzip)}`)
          .join(', ')}.\n`,
    ),
    `What index.html itself loads: ${kb(web.indexHtml.js.gzip)} of JavaScript in ${web.indexHtml.js.files} file(s) and ${kb(web.indexHtml.css.gzip)} of CSS (gzip). Chunks containing zod: ${web.zodChunks.length ? web.zodChunks.join(', ') : 'none'}.`,
  ].join('\n');
}

/** A run with BENCH_HTTP=0: the machine, the web goals and the web section only. */
function webOnlyReport(results, main) {
  const mc = results.machine;
  return `# Jodi performance: the web app only (BENCH_HTTP=0)

Written by \`npm run bench\` on ${mc.date.slice(0, 10)} at ${mc.date.slice(11, 16)} UTC with the timed HTTP scenarios,
messages, fan-out and EXPLAIN skipped, at ${int(main?.profiles)} profiles; the whole run took ${n(results.totalSeconds / 60, 1)} minutes.

- ${mc.cpuCount} × ${mc.cpuModel}, ${mc.memoryGiB} GiB memory, ${mc.os}; load average at start ${mc.loadAverageAtStart.join(' / ')}
- Server: \`${shown(results.config.apiEntry)}\`, web app: \`${shown(results.config.webDist)}\`

| Goal | Actual | |
|---|---|---|
${main?.web ? webGoalRows(main.web).join('\n') : ''}

## Web: first load on a phone

${webSection(main?.web, mc)}
`;
}

function goalRows(results) {
  const pg = results.runs.filter((r) => r.kind === 'postgres');
  const main = pg.at(-1);
  const first = pg[0];
  const web = main?.web;
  const rows = [];
  const add = (goal, actual, pass) => rows.push(goalRow(goal, actual, pass));
  if (main) {
    const h = main.http;
    add(
      `Listing p99 < 50 ms (${int(main.profiles)} profiles, ${h.listing.concurrency ?? main.window.concurrency} connections)`,
      `${n(h.listing.p99)} ms`,
      h.listing.p99 < 50,
    );
    add('Profile view p99 < 30 ms', `${n(h.view.p99)} ms`, h.view.p99 < 30);
    if (h.matches) add('Matches, warm, p99 < 50 ms', `${n(h.matches.p99)} ms`, h.matches.p99 < 50);
    // Decisions 42 and 43: what being signed in costs, before a route does anything of its own.
    if (h.counts)
      add(
        'Signed-in bare route within 1.5× of the bare route’s cost (throughput ≥ ⅔ of it)',
        `${int(h.counts.throughput)}/s vs ${int(h.health.throughput)}/s = ${n(h.counts.ratioToHealth, 2)}`,
        h.counts.ratioToHealth >= 1 / 1.5,
      );
    for (const [key, label] of [
      ['listing', 'Listing'],
      ['view', 'Profile view'],
      ['matches', 'Matches, warm,'],
    ]) {
      const r = h[key];
      if (!r) continue;
      add(
        `${label} throughput ≥ ⅓ of the bare route`,
        `${int(r.throughput)}/s vs ${int(h.health.throughput)}/s = ${n(r.ratioToHealth, 2)}`,
        r.ratioToHealth >= 1 / 3,
      );
    }
    for (const [key, label] of MATCHMAKING_GOALS) {
      const r = h[key];
      if (!r) continue;
      const cmp = againstListing(main, key);
      add(
        `${label}: p99 and CPU per request within 1.5× of the listing’s`,
        `p99 ${n(r.p99)} ms (×${n(cmp.p99, 2)}), CPU ${n(cmp.cpuMs, 2)} ms/req (×${n(cmp.cpu, 2)})${coldNote(r)}`,
        cmp.p99 <= 1.5 && cmp.cpu <= 1.5,
      );
    }
    if (h.matchesCold) {
      const cmp = againstListing(main, 'matchesCold');
      add(
        'Matches, cold: a member with no list yet (or who came before the job their change asked for) waits for it; not judged, measured',
        `p99 ${n(h.matchesCold.p99)} ms (×${n(cmp.p99, 2)}), CPU ${n(cmp.cpuMs, 2)} ms/req (×${n(cmp.cpu, 2)})${coldNote(h.matchesCold)}`,
        null,
      );
    }
    for (const [goal, actual, pass] of liveMatchGoals(main)) add(goal, actual, pass);
    const m = main.message;
    add(
      `Message to the receiver’s socket p99 < 50 ms (${int(m.rate)} messages/s, ${int(m.clients)} members online)`,
      `${n(m.p99)} ms (at saturation, ${m.saturated?.concurrency} senders back to back: ${int(m.saturated?.throughput)}/s, p99 ${n(m.saturated?.p99)} ms)`,
      m.p99 < 50,
    );
  }
  if (web) rows.push(...webGoalRows(web));
  // The baseline is the smallest size measured while the machine was about as free as for the
  // largest one: a bare route under half as fast means something else had the cores.
  const baseline = pg.find((r) => r.http.health.throughput >= main.http.health.throughput / 2) ?? first;
  if (baseline && main && baseline !== main) {
    // log growth: latency(largest)/latency(baseline) should stay within log(largest)/log(baseline).
    const skipped = pg.filter((r) => r.profiles < baseline.profiles);
    const bound = Math.log(main.profiles) / Math.log(baseline.profiles);
    const growth = ['listing', 'search', 'view', 'interests', 'threads'].map((k) => [
      k,
      main.http[k].p50 / baseline.http[k].p50,
    ]);
    growth.push(['message', main.message.p50 / baseline.message.p50]);
    const worst = growth.reduce((a, b) => (b[1] > a[1] ? b : a));
    const note = skipped.length
      ? ` (${skipped.map((r) => int(r.profiles)).join(', ')} left out: measured while the machine was busy, bare route ${skipped.map((r) => `${int(r.http.health.throughput)}/s`).join(', ')})`
      : '';
    add(
      `Latency grows no faster than log(size): p50 at ${int(main.profiles)} / p50 at ${int(baseline.profiles)} ≤ ${n(bound, 2)}${note}`,
      `worst ${worst[0]} ×${n(worst[1], 2)} (${growth.map(([k, g]) => `${k} ×${n(g, 2)}`).join(', ')})`,
      worst[1] <= bound,
    );
  }
  return rows;
}

function scenarioTable(run) {
  const lines = [
    '| Scenario | Throughput | p50 | p90 | p99 | max | ÷ bare route | Response | Server CPU / req | DB CPU / req | Non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of Object.values(run.http)) {
    const bad = Object.entries(r.statuses ?? {})
      .filter(([s]) => !s.startsWith('2'))
      .reduce((a, [, c]) => a + c, 0);
    lines.push(
      `| ${r.title}${coldNote(r)} | ${int(r.throughput)}/s | ${n(r.p50)} ms | ${n(r.p90)} ms | ${n(r.p99)} ms | ${n(r.max)} ms | ${n(r.ratioToHealth, 2)} | ${int(r.bytes)} B | ${n(r.cpu?.serverMs, 2)} ms | ${n(r.cpu?.databaseMs, 2)} ms | ${bad + (r.errors ?? 0)} |`,
    );
  }
  const msg = run.message;
  if (msg) {
    // Refused messages (429: a sender's 30 a minute, when a small community has few senders) answer
    // in microseconds: the count is shown so that such a row is not read as fast delivery.
    const refused = (r) =>
      r.statuses
        ? Object.entries(r.statuses)
            .filter(([s]) => s !== '201')
            .reduce((a, [, c]) => a + c, 0) + (r.errors ?? 0)
        : '–';
    const ms = (v) => (v === null || v === undefined ? '–' : `${n(v, 2)} ms`);
    const row = (title, r, ratio = '–', failed = '–') =>
      `| ${title} | ${int(r.throughput)}/s | ${n(r.p50)} ms | ${n(r.p90)} ms | ${n(r.p99)} ms | ${n(r.max)} ms | ${ratio} | – | ${ms(r.perMessage?.serverMs)} | ${ms(r.perMessage?.databaseMs)} | ${failed} |`;
    lines.push(
      row(
        `Message: POST /api/v1/message until the receiver's socket has it, ${int(msg.rate)} a second (${msg.clients} receivers online)`,
        msg,
        '–',
        refused(msg),
      ),
    );
    if (msg.saturated) {
      lines.push(
        row(
          `The same at saturation: ${msg.saturated.concurrency} senders back to back`,
          msg.saturated,
          n(msg.saturated.throughput / run.http.health.throughput, 2),
          refused(msg.saturated),
        ),
      );
    }
    if (msg.oneAtATime)
      lines.push(row('The same, one message at a time', msg.oneAtATime, '–', refused(msg.oneAtATime)));
  }
  const cost = msg?.saturated?.perMessage;
  if (cost) lines.push('', messageCostLine(cost, run.explain));
  return lines.join('\n');
}

/** One message's cost, from the saturated run and the statements EXPLAIN recorded for one send. */
function messageCostLine(cost, explain) {
  const sent = explain?.find((e) => e.title.startsWith('A message sent'));
  const statements = sent
    ? `${sent.statements.length} statements besides BEGIN and COMMIT (listed in the EXPLAIN section), `
    : '';
  const each = (v, unit) => (v === null || v === undefined ? '–' : `${n(v, 2)} ${unit}`);
  return `**One message's cost** (the saturated run's totals over the messages it sent): ${statements}${each(cost.serverMs, 'ms')} of server CPU and ${each(cost.databaseMs, 'ms')} of database CPU, ${each(cost.serverWrites, 'write calls')} by the server (to the database, Redis, the sockets and the HTTP answer), ${cost.redisCommands === null || cost.redisCommands === undefined ? 'no Redis (rate limits and sockets in the process)' : `${each(cost.redisCommands, 'Redis commands')} (the rate limit's script and the commands it runs, and the Socket.IO adapter's publishes)`} and ${each(cost.receiverEvents, 'socket events')} to the receiver.`;
}

export function writeReport(results, config) {
  const pg = results.runs.filter((r) => r.kind === 'postgres');
  const lite = results.runs.find((r) => r.kind === 'pglite');
  const main = pg.at(-1);
  const mc = results.machine;
  const chartFile = config.chart;
  fs.mkdirSync(path.dirname(config.report), { recursive: true });
  if (!main?.http) {
    fs.writeFileSync(config.report, webOnlyReport(results, main));
    return;
  }
  fs.writeFileSync(chartFile, chartSvg(results.runs));
  const chartRel = path.relative(path.dirname(config.report), chartFile);
  const sizeTable = [
    `| Profiles | ${['listing', 'search', 'view', 'interests', 'threads', 'message']
      .map((k) => `${k} p50 / p99`)
      .join(' | ')} | bare route /s | generated in |`,
    `|---:|${'---:|'.repeat(8)}`,
    ...results.runs.map(
      (r) =>
        `| ${int(r.profiles)}${r.kind === 'pglite' ? ' (PGlite)' : ''} | ${[
          'listing',
          'search',
          'view',
          'interests',
          'threads',
        ]
          .map((k) => `${n(r.http[k].p50)} / ${n(r.http[k].p99)}`)
          .join(
            ' | ',
          )} | ${n(r.message?.p50)} / ${n(r.message?.p99)} | ${int(r.http.health.throughput)} | ${n(r.generationSeconds)} s |`,
    ),
  ].join('\n');
  const busy = pg.filter((r) => main && r.http.health.throughput < main.http.health.throughput / 2);
  const web = main?.web;
  const fan = main?.fanOut;
  const notes = fs.existsSync(path.join(ROOT, 'scripts/bench/report-notes.md'))
    ? fs.readFileSync(path.join(ROOT, 'scripts/bench/report-notes.md'), 'utf8')
    : '';
  const md = `# Jodi performance

Written by \`npm run bench\` (scripts/bench.mjs, method: decisions [12](decisions/0012-benchmark-method.md) and [13](decisions/0013-prepared-statements-and-message-latency.md)) on
${mc.date.slice(0, 10)} at ${mc.date.slice(11, 16)} UTC; the whole run took ${n(results.totalSeconds / 60, 1)} minutes. Do not edit the numbers by hand:
run the benchmark again.

## Machine

- ${mc.cpuCount} × ${mc.cpuModel}, ${mc.memoryGiB} GiB memory, ${mc.os}; load average at start ${mc.loadAverageAtStart.join(' / ')}
- Node ${mc.node}, PostgreSQL ${mc.postgres} (default settings: shared_buffers 128 MB), ${results.redis}
- Server: \`${shown(results.config.apiEntry)}\`, web app: \`${shown(results.config.webDist)}\` (built from the working tree)
- The load generator, the socket clients and Chromium run on the same two cores as the server and the
  database, so every number includes their competition; the server is one Node process with a pool of
  ten database connections${main?.databaseVia ? `, reaching PostgreSQL through ${main.databaseVia}` : ''}.

## Goals at ${int(main?.profiles)} profiles on PostgreSQL

| Goal | Actual | |
|---|---|---|
${goalRows(results).join('\n')}

Sign-in is argon2id by design (tens of milliseconds of CPU per attempt, on purpose): it is measured
below but judged against that cost, not the 50 ms goal.

## Results at ${int(main?.profiles)} profiles, ${int(main?.messages)} messages (PostgreSQL)

${main ? `Closed loop: ${main.window.concurrency} keep-alive connections on loopback, ${main.window.warmupMs / 1000} s warm-up, then ${main.window.durationMs / 1000} s measured; every latency recorded (exact percentiles). Each request is a different member (1,000 sampled), signed in with a token; "÷ bare route" is throughput over that of \`GET /api/health\` measured in the same run. CPU per request is the server process's and the database backends' CPU time divided by the requests served. Messages are first sent in an open loop at a fixed rate (each one's latency counted from when it was due, so queueing cannot hide), then back to back by ${main.window.concurrency} senders, then one at a time.` : ''}

${main ? scenarioTable(main) : ''}

### Matchmaking beside the listing

Measured in the same runs as the listing, at every size. Before the clock starts, ${int(main?.primed)} of the
sampled members ask for /matches and /matches/today once (the list is made and today's picks are
chosen), and the warm rows cycle through them: every visit of a member whose list was made ahead
(overnight, or by the job their last change asked for; decision 19). The cold row is the first request
of members who have no list yet (${int(main?.http?.matchesCold?.pool)} kept apart, one request each), which now only a member
who came before their list's job meets. The job row hands ${int(main?.listJobs?.lists)} other members without a list to the
server's own worker and measures it until every list is made. /visitors is
asked by the sampled members on Belief or Trust (the list is a paid feature), the count by everyone.
The boosted rows ask exactly what the listing and warm /matches rows asked, after ${int(main?.boosts)} sampled
Belief and Trust members started a boost (decision 32): up to three running boosts that meet the viewer
are merged into the top of each first page when it is read.

${matchmakingTable(pg)}

**Recall** (decisions 35 to 41), at every size: ${int(main?.recall?.members)} sampled members with preferences and a listable
profile read their first 200 /matches cards through the API (pages of ${int(main?.recall?.pageSize)}) before any boost
starts; the mutual fits among those cards are counted over min(200, the mutual fits the whole
community holds for them), found by an exhaustive scan of every profile /matches may show (listable,
not hidden, held, paused or suspended, not across a block either way, not skipped) with the server's
own fit function. Members with no mutual fit in the community are left out and counted. Reverse
matching and fresh placement (the rows above) are described below the notes.

${recallTable(pg)}

${fan ? `**Socket fan-out**: ${int(fan.clients)} connected clients; staff pushed an ad to everyone ${int(fan.requests)} times in ${n(fan.requests / (fan.throughput || 1), 1)} s: **${int(fan.deliveriesPerSecond)} messages delivered per second**; a push reached all ${int(fan.clients)} clients in p50 ${n(fan.p50)} ms, p99 ${n(fan.p99)} ms. The message scenarios above ran with ${int(main.message.clients)} receivers online (at saturation ${int(main.message.saturated?.throughput ?? main.message.throughput)} delivered messages/s).` : ''}

Dataset: ${
    main
      ? Object.entries(main.counts)
          .map(([k, v]) => `${int(v)} ${k.replace('_', ' ')}`)
          .join(', ')
      : ''
  }; generated in ${n(main?.generationSeconds)} s (${main?.databaseSize ?? '?'} on disk).

## Latency against dataset size

![p99 latency against profiles](${chartRel})

p50 / p99 in milliseconds (the smaller sizes use a ${(pg[0]?.window.durationMs ?? 0) / 1000} s window):

${sizeTable}
${busy.length ? `\nMeasured while something else had the machine (the bare route under half as fast as at ${int(main.profiles)}), so slower than the data alone explains: ${busy.map((r) => `${int(r.profiles)} profiles (${int(r.http.health.throughput)}/s)`).join(', ')}.\n` : ''}
${lite ? `### Embedded database (PGlite) at ${int(lite.profiles)} profiles\n\n${scenarioTable(lite)}\n\nPGlite is PostgreSQL compiled to WebAssembly inside the server process: one connection, and every query runs on the server's own thread, so it serves a small community or a trial, not this load.` : ''}

## Web: first load on a phone

${webSection(web, mc)}

${notes}

## EXPLAIN ANALYZE at ${int(main?.profiles)} profiles

The statements each screen runs, recorded from the API's own services (scripts/bench/explain.mjs) and
explained on the benchmark database.

${explainSection(main?.explain, main?.profiles)}
${largeSectionFor(config.largeResults)}`;
  fs.writeFileSync(config.report, md);
}
