// The report's section for a size measured on its own (BENCH_LARGE, decisions 35 to 41). Its results are
// kept as JSON beside the report; every report write renders the section from them, and a
// BENCH_LARGE run replaces only this section, so neither run drops the other's figures.
import fs from 'node:fs';
import path from 'node:path';
import { LARGE_SCALE } from './config.mjs';
import { growthText } from './growth-text.mjs';
import { nightWork } from './night-work.mjs';
import { explainReads, explainSummary } from './report-explain.mjs';
import { cpuOf, goalRow, int, n } from './report-format.mjs';
import { liveMatchGoals, liveMatchTableRows } from './report-live-matches.mjs';

const START = '<!-- bench:large:start (written by BENCH_LARGE runs from performance-large.json) -->';
const END = '<!-- bench:large:end -->';

const HTTP_ROWS = [
  ['listing', 'Listing (the reference)'],
  ['view', 'Profile view'],
  ['matches', 'Matches, warm'],
  ['matchesToday', 'Today’s picks'],
  ['matchesCold', 'Matches, cold (the list made in the request)'],
  ['listingBoosted', 'Listing with boosts running'],
  ['matchesBoosted', 'Matches, warm, with boosts running'],
];

const hours = (s) => (s === null || s === undefined ? '–' : `${n(s / 3600, 2)} h`);

function rowsTable(run) {
  const listingCpu = cpuOf(run.http?.listing);
  // A listing with no answer in its window (1,000,000 profiles) has no p99 to compare with.
  const listingP99 = run.http?.listing?.p99 ?? null;
  const lines = [
    '| Profiles | Scenario | Throughput | p50 | p99 | p99 ÷ listing | CPU / req (server + DB) | CPU ÷ listing | Non-2xx |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [key, label] of HTTP_ROWS) {
    const r = run.http?.[key];
    if (!r) continue;
    const bad = Object.entries(r.statuses ?? {})
      .filter(([st]) => !st.startsWith('2'))
      .reduce((a, [, c]) => a + c, 0);
    const cpu = cpuOf(r);
    lines.push(
      `| ${int(run.profiles)} | ${label} | ${int(r.throughput)}/s | ${n(r.p50)} ms | ${n(r.p99)} ms | ${listingP99 ? `×${n(r.p99 / listingP99, 2)}` : '–'} | ${n(cpu, 2)} ms | ×${n(cpu / listingCpu, 2)} | ${bad + (r.errors ?? 0)} |`,
    );
  }
  const j = run.listJobs;
  if (j) {
    lines.push(
      `| ${int(run.profiles)} | A list made ahead by the matches-make job (${int(j.lists)} lists) | ${n(j.throughput, 1)} lists/s | – | – | – | ${n(cpuOf(j), 2)} ms per list | ×${n(cpuOf(j) / listingCpu, 2)} | 0 |`,
    );
  }
  lines.push(...liveMatchTableRows(run, listingCpu));
  return lines.join('\n');
}

function nightText(run) {
  const w = nightWork(run);
  if (!w) return '';
  return [
    `**The night's work, computed** (not run for a night; decision 39): every member with a gender and an active account (${int(w.members)}, the upper bound of those seen in the last ${int(run.community.activeMemberDays)} days) has their list made again once every ${int(w.refreshDays)} days, and the night's birthdays (${int(w.birthdays)}) have theirs made again and are placed again, as are the members whose first week ended (as many as join a day): ${int(w.lists)} lists and ${int(w.placements)} placements a night. At the measured costs that is ${hours(w.wallSeconds)} for one process at the rates it made lists and placed profiles here (its database on the same two cores), ${int(w.serverSeconds)} s of server CPU and ${int(w.databaseSeconds)} s of database CPU.`,
    '',
    `**Placements a day:** the generated community gains ${n(w.newPerDay, 0)} profiles a day (those created in its last 30 days, over 30); one process places ${int(w.placementCapacityPerDay)} a day at the measured rate, and the new ones cost ${n(w.placementServerSecondsPerDay, 1)} s of server CPU a day. Profiles that change a field preferences are about, come back from a pause or start a boost are placed the same way and add to that count.${
      run.placementJobs
        ? ` A placement examines the members who hold a list and whose preferences it meets: ${n(run.placementJobs.membersPerProfile, 0)} per profile with ${int(run.placementJobs.lists)} lists held here; were every possibly active member to hold one (${int(w.members)}), in proportion about ${int((run.placementJobs.membersPerProfile * w.members) / run.placementJobs.lists)} (an estimate, not measured).`
        : ''
    }`,
  ].join('\n');
}

/** The section's goals: the issue's goals as judged at this size, and the night in an hour. */
function goalsTable(run) {
  const rows = liveMatchGoals(run).map(([goal, actual, pass]) => goalRow(goal, actual, pass));
  const w = nightWork(run);
  if (w?.wallSeconds !== null && w?.wallSeconds !== undefined) {
    rows.push(
      goalRow(
        'The night’s work done in an hour on one process',
        `${hours(w.wallSeconds)} (${int(w.lists)} lists at ${n(run.listJobs.throughput, 1)} lists/s, ${int(w.placements)} placements at ${n(run.placementJobs.throughput, 1)}/s)`,
        w.wallSeconds <= 3600,
      ),
    );
  }
  return ['| Goal | Actual | |', '|---|---|---|', ...rows].join('\n');
}

/** The section for a BENCH_LARGE run's results, between its markers. */
export function largeSection(results) {
  const run = results.runs.find((r) => r.kind === 'postgres');
  if (!run) return '';
  const mc = results.machine;
  const forward = (run.migratedForward ?? [])
    .map((m) => `${m.migrations} newer migration(s) applied in ${n(m.seconds, 1)} s`)
    .join(', ');
  const made = run.reused
    ? `reused from the kept database \`${run.keptAs}\`, generated ${run.generatedAt?.slice(0, 16).replace('T', ' ')} UTC in ${n(run.generationSeconds / 60, 1)} minutes${forward ? ` (then ${forward})` : ''}`
    : `generated in this run in ${n(run.generationSeconds / 60, 1)} minutes and kept as \`${run.keptAs}\``;
  return `${START}
## At ${int(run.profiles)} profiles

A size of its own (decisions 35 to 41), measured by \`BENCH_LARGE=${run.profiles === LARGE_SCALE ? 1 : run.profiles} npm run bench\` on ${mc.date.slice(0, 10)} at ${mc.date.slice(11, 16)} UTC
(the whole run ${n(results.totalSeconds / 60, 1)} minutes; load average at start ${mc.loadAverageAtStart.join(' / ')}; ${mc.cpuCount} × ${mc.cpuModel}).
The community (${int(run.counts?.profiles)} profiles, ${int(run.counts?.messages)} messages, ${int(run.counts?.partner_preferences)} with preferences; ${run.databaseSize ?? '?'} on disk) was
${made}; each run measures a copy of it. Its results are kept in \`performance-large.json\` beside this
report and this section is written from them. The same scenarios as above, ${run.window.concurrency} connections, ${run.window.durationMs / 1000} s windows.

${goalsTable(run)}

${rowsTable(run)}

${nightText(run)}

${growthText(run)}

${run.explainReads?.length ? explainSummary(run.explainReads, run.profiles, ' of the run').join('\n') : ''}
${END}
`;
}

/** The section rendered from `file` (a BENCH_LARGE run's results) when there is one, else nothing. */
export function largeSectionFor(file) {
  if (!file || !fs.existsSync(file)) return '';
  return `\n${largeSection(JSON.parse(fs.readFileSync(file, 'utf8')))}`;
}

/**
 * Keeps a BENCH_LARGE run's results (without the plans' text) as `largeFile` and writes their section into `reportFile`:
 * in place of the one there, or at its end; the rest of the report is left as it was.
 */
export function writeLargeSection(reportFile, largeFile, full) {
  // The plans themselves stay in the run's raw results (bench/results): kept here, what they read.
  const results = {
    ...full,
    runs: full.runs.map(({ explain, ...run }) =>
      explain ? { ...run, explainReads: explainReads(explain) } : run,
    ),
  };
  fs.mkdirSync(path.dirname(largeFile), { recursive: true });
  fs.writeFileSync(largeFile, `${JSON.stringify(results, null, 2)}\n`);
  const section = largeSection(results);
  const report = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '# Jodi performance\n';
  const from = report.indexOf(START);
  const to = report.indexOf(END);
  const next =
    from >= 0 && to > from
      ? `${report.slice(0, from)}${section.trimEnd()}${report.slice(to + END.length)}`
      : `${report.trimEnd()}\n\n${section}`;
  fs.writeFileSync(reportFile, next);
}
