// The report's rows for matchmaking live and complete (decisions 35 to 41): recall, list-making CPU, reverse
// matching and fresh placement, judged against the issue's goals.
import { cpuOf, int, n } from './report-format.mjs';

export const RECALL_GOAL = { average: 0.95, worst: 0.9 };
export const LIST_CPU_GOAL_MS = 20;
export const PLACEMENT_GOAL_S = 60;

/** How many members held a list when reverse matching ran, with their share of the community. */
const listsHeld = (run, p) =>
  `${int(p.lists)} members with a list${run.community?.members ? `, ${n((100 * p.lists) / run.community.members, 1)}% of the members` : ''}`;

const seconds = (ms) => (ms === null || ms === undefined ? '–' : `${n(ms / 1000, 2)} s`);

/** The worst member in words: their recall and counts. */
const worstOf = (r) =>
  r.worst
    ? `${n(r.worst.recall, 2)} (${int(r.worst.mutualInCards)} mutual fits in the first ${int(r.worst.cards)} cards of ${int(r.worst.mutualInCommunity)} in the community)`
    : '–';

/** Goal rows as [goal, actual, pass] for a run, those it measured. */
export function liveMatchGoals(run) {
  const rows = [];
  const r = run.recall;
  if (r) {
    rows.push([
      `Recall of /matches, ${int(r.judged)} members with preferences: the mutual fits among their first 200 cards over min(200, all mutual fits in the community) averages ≥ ${RECALL_GOAL.average} and is ≥ ${RECALL_GOAL.worst} for the worst (no boost running)`,
      `average ${n(r.average, 3)}, worst ${worstOf(r)}; ${int(r.belowNinety)} below 0.9; ${int(r.withoutMutualFits)} of ${int(r.members)} sampled have no mutual fit (left out)`,
      r.average === null ? null : r.average >= RECALL_GOAL.average && r.worst.recall >= RECALL_GOAL.worst,
    ]);
  }
  const j = run.listJobs;
  if (j) {
    // The issue's goal is the list's whole CPU: the server's and the database's together (its
    // 48 ms baseline was both).
    const total = j.cpu.serverMs === null ? null : j.cpu.serverMs + (j.cpu.databaseMs ?? 0);
    rows.push([
      `A list made ahead by the matches-make job in ≤ ${LIST_CPU_GOAL_MS} ms of CPU, the server's and the database's together`,
      `${n(total, 1)} ms: ${n(j.cpu.serverMs, 1)} ms server + ${n(j.cpu.databaseMs, 1)} ms database per list; ${n(j.throughput, 1)} lists/s in one process`,
      total === null ? null : total <= LIST_CPU_GOAL_MS,
    ]);
  }
  const f = run.freshPlacement;
  if (f) {
    rows.push([
      `A new member in a chosen member's stored list within ${PLACEMENT_GOAL_S} s of the photo that completes her profile (${int(f.members)} registered through the API)`,
      `p50 ${seconds(f.p50)}, p99 ${seconds(f.p99)}, max ${seconds(f.max)}; ${int(f.misses)} missed${f.failed ? `; ${int(f.failed)} registrations refused (${f.firstError})` : ''}`,
      f.failed === 0 && f.misses === 0 && f.placed > 0,
    ]);
  }
  const p = run.placementJobs;
  if (p) {
    rows.push([
      'Reverse matching: profiles placed into members’ stored lists by the matches-place job: measured',
      `${n(p.throughput, 1)} profiles/s in one process (${listsHeld(run, p)}), ${n(p.placedPerProfile, 1)} entries placed and ${n(p.membersPerProfile, 1)} members examined per profile, CPU ${n(p.cpu.serverMs, 1)} + ${n(p.cpu.databaseMs, 1)} ms per profile${p.failed || p.unfinished ? `; ${int(p.failed)} failed, ${int(p.unfinished)} unfinished` : ''}`,
      null,
    ]);
  }
  return rows;
}

/** Rows for the matchmaking table (its columns) of a run: the placement job and fresh placement. */
export function liveMatchTableRows(run, listingCpu) {
  const lines = [];
  const p = run.placementJobs;
  if (p) {
    const cpuMs = cpuOf(p);
    lines.push(
      `| ${int(run.profiles)} | A profile placed in members' lists by the matches-place job (${int(p.profiles)} profiles, ${listsHeld(run, p)}; ${n(p.placedPerProfile, 1)} entries placed, ${n(p.membersPerProfile, 1)} members examined per profile) | ${n(p.throughput, 1)} profiles/s | – | – | – | ${n(cpuMs, 2)} ms per profile | ×${n(cpuMs / listingCpu, 2)} | ${int(p.failed + p.unfinished)} |`,
    );
  }
  const f = run.freshPlacement;
  if (f) {
    lines.push(
      `| ${int(run.profiles)} | A new member in a chosen member's list, from the photo upload's answer (${int(f.members)} members) | – | ${n(f.p50)} ms | ${n(f.p99)} ms | – | – | – | ${int(f.misses + f.failed)} |`,
    );
  }
  return lines;
}

/** Recall at every size measured. */
export function recallTable(runs) {
  const measured = runs.filter((r) => r.recall);
  if (measured.length === 0) return '_Recall was not measured in this run._';
  return [
    '| Profiles | Members judged | Average | Worst (mutual fits in the first 200 cards of those in the community) | Below 0.9 | Without mutual fits (left out) | Profiles scanned |',
    '|---:|---:|---:|---|---:|---:|---:|',
    ...measured.map(
      ({ profiles, recall: r }) =>
        `| ${int(profiles)} | ${int(r.judged)} | ${n(r.average, 3)} | ${worstOf(r)} | ${int(r.belowNinety)} | ${int(r.withoutMutualFits)} | ${int(r.scanned)} |`,
    ),
  ].join('\n');
}
