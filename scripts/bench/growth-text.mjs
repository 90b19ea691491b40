// What moves off the one machine first as the community grows (decisions 35 to 41), said from a run's
// figures: the night's lists and the placements (jobs, so worker processes), then the reads that
// can lag a moment (a read replica).
import { nightWork } from './night-work.mjs';
import { cpuOf, int, n } from './report-format.mjs';

const known = (v) => v !== null && v !== undefined && !Number.isNaN(v);

/** The night's work: how many worker processes do it within the hour, and what it costs. */
function workersFirst(run, w) {
  if (!known(w?.wallSeconds)) return null;
  const workers = Math.max(1, Math.ceil(w.wallSeconds / 3600));
  const placements = known(w.placementCapacityPerDay)
    ? ` Placements are the smaller part: ${int(w.newPerDay)} new profiles a day against ${int(w.placementCapacityPerDay)} a day that one process places.`
    : '';
  return `1. **The jobs go to worker processes first.** List making and placement are jobs on the queue, worked once by whichever process takes them (decision 19), so the split is a setting: web processes run with \`JOB_WORKERS=false\` and workers with it on. At ${int(run.profiles)} profiles the night is ${int(w.lists)} lists and ${int(w.placements)} placements, ${n(w.wallSeconds / 3600, 2)} h in one process at the measured ${n(run.listJobs.throughput, 1)} lists/s and ${n(run.placementJobs.throughput, 1)} placements/s: ${workers === 1 ? 'one worker does it within the hour' : `${workers} workers, each on cores of its own, do it within the hour`}, and the ${int(w.serverSeconds)} s of server CPU they take no longer competes with members' requests.${placements}`;
}

/** The reads that can lag: their database share, and what the night adds to the primary. */
function replicaNext(run, w) {
  const listing = run.http?.listing;
  const matches = run.http?.matches;
  if (!listing?.cpu || !known(listing.cpu.databaseMs)) return null;
  const share = (r) => (100 * r.cpu.databaseMs) / cpuOf(r);
  const perCore = 1000 / listing.cpu.databaseMs;
  const matchesText =
    matches?.cpu && known(matches.cpu.databaseMs)
      ? `, warm /matches ${n(matches.cpu.databaseMs, 2)} ms (${n(share(matches), 0)}%)`
      : '';
  const night = known(w?.databaseSeconds)
    ? ` The night's lists add ${int(w.databaseSeconds)} s of database CPU, which stays on the primary (the lists are written there).`
    : '';
  return `2. **Then a read replica for the reads that may lag a second.** Per request the database spends ${n(listing.cpu.databaseMs, 2)} ms of CPU on the listing (${n(share(listing), 0)}% of its CPU)${matchesText}: one database core serves about ${int(perCore)} listings a second, the web processes scale out beside it. The listing, warm /matches and the profile view read from a replica; writes, the job queue and everything a member must see at once (their own list after a change, chat, requests) stay on the primary.${night}`;
}

/** The section's paragraph, or '' when the run measured too little to say it. */
export function growthText(run) {
  const w = nightWork(run);
  const steps = [workersFirst(run, w), replicaNext(run, w)].filter(Boolean);
  if (steps.length === 0) return '';
  return ['**What moves first as the community grows**, from these figures:', '', ...steps].join('\n');
}
