// Fresh placement latency (decisions 35 to 41): a new member registers as a family would (sign-up, the
// profile's listing minimum, then the photo that completes it), with values copied from a profile
// that is a mutual fit of a chosen member whose list is stored; timed from the photo upload's
// answer until that member's stored list holds the new profile.
import pg from 'pg';
import { BENCH_EMAIL_DOMAIN, seedPortrait } from './dataset.mjs';
import { percentile } from './load.mjs';
import { RECALL_CARDS } from './recall.mjs';

export const PLACEMENT_DEADLINE_MS = 60_000;
const POLL_MS = 25;

/** The profile form's fields, from a row of fit-scan.mjs (the copied profile's fit columns and name). */
function profileFrom(row) {
  const fields = {
    name: row.name ?? 'Bench',
    lastName: row.last_name,
    gender: row.gender,
    birthdate: row.birthdate,
    height: row.height,
    current_city: row.current_city,
    maritial_status: row.maritial_status,
    education: row.education,
    annual_income: row.annual_income,
    dietary_preferences: row.dietary_preferences,
    smoking_habits: row.smoking_habits,
    drinking_habits: row.drinking_habits,
    mangal_dosh: row.mangal_dosh,
    // The same birth name gives the same Moon, so the same Gun Milan with the chosen member.
    birthname: row.birthname,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));
}

async function call(origin, method, path, token, body) {
  const headers = { 'x-app': 'jodi' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${origin}${path}`, { method, headers, body: payload });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

/**
 * Registers one member with `profile` (and `preferences`, when given) and uploads `photo`; answers
 * the profile id and when the upload answered.
 */
async function register(origin, email, profile, photo, preferences) {
  const { token } = await call(origin, 'POST', '/api/v1/sign_up', null, { email, password: 'bench-fresh-1' });
  const { id } = await call(origin, 'GET', '/api/v1/myprofile', token);
  await call(origin, 'PUT', `/api/v1/profiles/${id}`, token, { id, profile });
  if (preferences) await call(origin, 'PUT', '/api/v1/preferences', token, preferences);
  const form = new FormData();
  form.append('pics', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  await call(origin, 'POST', '/api/v1/bulk/picb', token, form);
  return { id, answeredAt: performance.now() };
}

/** Milliseconds until `member`'s stored list holds `candidate`, or null after the deadline. */
async function untilListed(pool, member, candidate, from) {
  for (;;) {
    const { rowCount } = await pool.query(
      'SELECT 1 FROM match_candidates WHERE profile_id = $1 AND candidate_id = $2',
      [member, candidate],
    );
    const waited = performance.now() - from;
    if (rowCount > 0) return waited;
    if (waited > PLACEMENT_DEADLINE_MS) return null;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * A target for each of `count` new members. A new mutual fit enters a member's list only above
 * its last entry: certain while the member's mutual fits, the new ones included, are fewer than
 * the list holds (a list full of better mutual fits rightly leaves her out). Members are reused
 * round-robin while they have room; only when none has room are the fewest-fit members taken.
 */
function chooseTargets(targets, count) {
  const used = new Map();
  const roomy = targets.filter((t) => t.count < RECALL_CARDS);
  const chosen = [];
  while (chosen.length < count && roomy.length > 0) {
    const open = roomy.filter((t) => t.count + (used.get(t) ?? 0) < RECALL_CARDS);
    if (open.length === 0) break;
    for (const t of open.slice(0, count - chosen.length)) {
      used.set(t, (used.get(t) ?? 0) + 1);
      chosen.push(t);
    }
  }
  for (let i = 0; chosen.length < count && targets.length > 0; i++) chosen.push(targets[i % targets.length]);
  return chosen;
}

/**
 * For a member whose list is full of mutual fits, the first of them, with its preferences: a new
 * member with its answers, birth name and preferences fits as well both ways (the preferences met
 * on her side count in the rank too) and, new, ranks above it (decision 38), so she belongs in that
 * list. An example fit from the scan
 * may rank below the list's last entry, and rightly stay out. Null for a list with room.
 */
async function topOfFullList(pool, target) {
  if (target.count < RECALL_CARDS) return null;
  const { rows } = await pool.query(
    `SELECT p.gender, p.birthdate::text AS birthdate, p.height, p.current_city, p.maritial_status,
            p.education, p.annual_income, p.dietary_preferences, p.smoking_habits, p.drinking_habits,
            p.mangal_dosh, p.name, p.last_name, p.birthname,
            (SELECT to_jsonb(pp) - 'profile_id' - 'updated_at' FROM partner_preferences pp WHERE pp.profile_id = p.id) AS preferences
       FROM match_candidates c JOIN profiles p ON p.id = c.candidate_id
      WHERE c.profile_id = $1 AND c.tier = 2
      ORDER BY c.score DESC, c.candidate_id LIMIT 1`,
    [target.member.profile_id],
  );
  return rows[0] ?? null;
}

/** What the database says of a new member who did not reach the chosen member's list in time. */
async function whyMissed(pool, target, profileId) {
  const { rows } = await pool.query(
    `SELECT (SELECT listable FROM profiles WHERE id = $2) AS listable,
            (SELECT count(*)::int FROM match_candidates WHERE candidate_id = $2) AS lists_holding,
            (SELECT count(*)::int FROM match_candidates WHERE profile_id = $1) AS list_size,
            (SELECT count(*)::int FROM match_candidates WHERE profile_id = $1 AND tier = 2) AS list_mutual,
            (SELECT json_agg(json_build_object('state', state, 'output', output) ORDER BY created_on)
               FROM jobs.job WHERE name = 'matches-place' AND data->>'profileId' = $2::text) AS jobs`,
    [target.member.profile_id, profileId],
  );
  return {
    member: target.member.profile_id,
    profileId,
    mutualFitsInCommunity: target.count,
    ...rows[0],
  };
}

/**
 * `placing`: placementKind's answer, asked before the run sent any job. `targets` from measureRecall (members with a stored list and an example mutual fit, fewest fits
 * first: a member with fewer than 200 has room in the list for every one of them). Answers null
 * when the server has no placement job yet.
 */
export async function measureFreshPlacement({ origin, databaseUrl, placing, targets, count, say }) {
  if (!placing) {
    say('  fresh placement: the running server has no placement job: skipped');
    return null;
  }
  if (targets.length === 0 || count === 0) return null;
  const photos = { female: await seedPortrait('female', 0), male: await seedPortrait('male', 0) };
  const chosen = chooseTargets(targets, count);
  const stamp = Date.now().toString(36);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  const waits = [];
  const missed = [];
  let failed = 0;
  let firstError = null;
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const i = next++;
      const target = chosen[i];
      const top = await topOfFullList(pool, target);
      const profile = profileFrom(top ?? target.example);
      const email = `fresh-${stamp}-${i}@${BENCH_EMAIL_DOMAIN}`;
      let registered;
      try {
        registered = await register(origin, email, profile, photos[profile.gender], top?.preferences ?? null);
      } catch (err) {
        failed++;
        firstError ??= err.message;
        continue;
      }
      const waited = await untilListed(pool, target.member.profile_id, registered.id, registered.answeredAt);
      if (waited !== null) waits.push(waited);
      else missed.push(await whyMissed(pool, target, registered.id));
    }
  };
  try {
    await Promise.all(Array.from({ length: 3 }, worker));
  } finally {
    await pool.end();
  }
  const sorted = waits.sort((a, b) => a - b);
  const result = {
    members: chosen.length,
    placed: waits.length,
    misses: missed.length,
    /** What the database says of each miss: the placement jobs' outputs, the member's list, the new profile's entries. */
    missed,
    /** Registrations the API refused (not timed); the first one's answer. */
    failed,
    firstError,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? null,
    targets: new Set(chosen.map((t) => t.member.profile_id)).size,
    /** Targets with 200 or more mutual fits already (used only when none had room): a miss there may be right. */
    targetsWithFullLists: new Set(
      chosen.filter((t) => t.count >= RECALL_CARDS).map((t) => t.member.profile_id),
    ).size,
  };
  say(
    `  fresh placement: ${result.placed} of ${result.members} new members in the chosen member's list, p50 ${result.p50?.toFixed(0)} ms, p99 ${result.p99?.toFixed(0)} ms, ${missed.length} missed the ${PLACEMENT_DEADLINE_MS / 1000} s${failed ? `, ${failed} registrations failed (${firstError})` : ''}`,
  );
  if (missed.length > 0) say(`    the first misses: ${JSON.stringify(missed.slice(0, 3))}`);
  return result;
}
