// The night's work and the day's placements at a size (decisions 35 to 41), computed from the measured cost
// per list and per placement rather than run for a night.
import path from 'node:path';
import { ROOT } from './config.mjs';
import { tsModule } from './ts.mjs';

/**
 * What the computation needs of the community: members who could be active (a profile with a
 * gender, an active account: the upper bound, every one of them seen in the last 30 days), new
 * profiles a day (those of the last 30 days), and the server's refresh period.
 */
export async function communityFacts(db) {
  const matchmaking = (file) => tsModule(path.join(ROOT, 'apps/api/src/modules/matchmaking', file));
  const [upkeep, service] = await Promise.all([
    matchmaking('match-list-upkeep.ts'),
    matchmaking('matchmaking.service.ts'),
  ]);
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM profiles p JOIN users u ON u.id = p.user_id
              WHERE p.gender IS NOT NULL AND u.status = 'active')::int AS members,
            (SELECT count(*) FROM profiles p JOIN users u ON u.id = p.user_id
              WHERE p.gender IS NOT NULL AND p.birthdate IS NOT NULL AND u.status = 'active')::int AS with_birthdate,
            (SELECT count(*) FROM profiles WHERE created_at > now() - interval '30 days')::int AS new_in_30_days`,
  );
  return {
    members: rows[0].members,
    // A member a year older is placed again and has their list made again on the night (decision 39).
    birthdaysPerNight: rows[0].with_birthdate / 365.25,
    newPerDay: rows[0].new_in_30_days / 30,
    activeMemberDays: upkeep.ACTIVE_MEMBER_DAYS ?? null,
    // Before decision 35 every active member's list was made again each night.
    listRefreshDays: service.LIST_REFRESH_DAYS ?? upkeep.LIST_REFRESH_DAYS ?? 1,
  };
}

/**
 * A run's night (decision 39): every possibly active member's list remade once per refresh
 * period, and the birthdays' lists; placed again, the birthdays and the members whose first week
 * ended (as many as join a day); all at the measured CPU per list and per placement. And a day's
 * placements of new profiles. Null parts when the run did not measure them.
 */
export function nightWork(run) {
  const c = run.community;
  if (!c) return null;
  const perList = run.listJobs?.cpu;
  const placement = run.placementJobs;
  const birthdays = c.birthdaysPerNight ?? 0;
  const lists = c.members / c.listRefreshDays + birthdays;
  const placements = birthdays + c.newPerDay;
  const known = (v) => v !== null && v !== undefined;
  const seconds = (listMs, placementMs) =>
    known(listMs) && known(placementMs) ? (lists * listMs + placements * placementMs) / 1000 : null;
  return {
    members: c.members,
    refreshDays: c.listRefreshDays,
    lists,
    birthdays,
    placements,
    /** At the rates one server process made lists and placed profiles while measured (its database on the same cores). */
    wallSeconds:
      run.listJobs && placement ? lists / run.listJobs.throughput + placements / placement.throughput : null,
    serverSeconds: seconds(perList?.serverMs, placement?.cpu.serverMs),
    databaseSeconds: seconds(perList?.databaseMs, placement?.cpu.databaseMs),
    newPerDay: c.newPerDay,
    placementCapacityPerDay: placement ? placement.throughput * 86_400 : null,
    placementServerSecondsPerDay: known(placement?.cpu.serverMs)
      ? (c.newPerDay * placement.cpu.serverMs) / 1000
      : null,
  };
}
