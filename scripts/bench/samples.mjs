// Who and what the scenarios ask for, drawn from the generated data before the server starts (the
// embedded database belongs to the server while it runs), and the members' sign-in tokens.
import path from 'node:path';
import { ROOT } from './config.mjs';
import { BENCH_EMAIL_DOMAIN } from './dataset.mjs';
import { tsModule } from './ts.mjs';

/** Profiles anyone may list: not hidden, of an active account. */
const LISTABLE = 'NOT m.hidden AND NOT m.suspended';

/**
 * Excludes the user ids of an array parameter by a hashed anti-join: `<> ALL(array)` compares every
 * row with every element, minutes at 1,000,000 profiles with 20,000 ids.
 */
const notAmong = (param) => `m.user_id NOT IN (SELECT unnest(${param}::uuid[]))`;

export async function drawSamples(
  db,
  {
    count = 1000,
    pairs = 1000,
    cold = 20_000,
    primed = 250,
    listJobs = 300,
    recall = 50,
    placements = 300,
  } = {},
) {
  const q = async (sql, params) => (await db.query(sql, params)).rows;
  // Plans as the generator gives them (dataset.mjs): n % 10 of 7 or more is Belief or Trust.
  const members = await q(
    `SELECT m.n, m.user_id, m.profile_id, m.gender, m.n % 10 >= 7 AS paid FROM bench_map m
      WHERE ${LISTABLE} ORDER BY random() LIMIT $1`,
    [count],
  );
  // Members who have not asked for their matches yet (no stored list): the cold /matches, each once.
  const coldMembers = await q(
    `SELECT m.user_id FROM bench_map m WHERE ${LISTABLE} AND ${notAmong('$2')}
      ORDER BY random() LIMIT $1`,
    [cold, members.map((m) => m.user_id)],
  );
  // Members whose lists the matches-make job makes while measured (no list, kept apart from the rest).
  const listJobMembers = await q(
    `SELECT m.profile_id FROM bench_map m WHERE ${LISTABLE} AND ${notAmong('$2')}
      ORDER BY random() LIMIT $1`,
    [listJobs, [...members.map((m) => m.user_id), ...coldMembers.map((m) => m.user_id)]],
  );
  // The member whose profile was viewed most (the longest visitors list), for EXPLAIN.
  const [mostViewed] = await q(
    `SELECT m.user_id, count(*)::int AS views FROM profile_views v JOIN bench_map m ON m.profile_id = v.viewed_profile_id
      WHERE ${LISTABLE} GROUP BY m.user_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const targets = await q(
    `SELECT m.profile_id, m.gender FROM bench_map m WHERE ${LISTABLE} ORDER BY random() LIMIT $1`,
    [count * 4],
  );
  // Members in conversations, most with one to three partners (a few with more, as women may).
  const talkers = await q(
    `SELECT m.user_id, t.threads FROM bench_map m
       JOIN (SELECT n, count(*)::int AS threads
               FROM (SELECT a AS n FROM bench_pairs UNION ALL SELECT b FROM bench_pairs) ends
              GROUP BY n) t ON t.n = m.n
      WHERE ${LISTABLE} ORDER BY random() LIMIT $1`,
    [count],
  );
  // Pairs allowed to chat (an accepted request), both visible, no block either way: sender and receiver.
  const chatPairs = await q(
    `SELECT a.user_id AS a_user, a.profile_id AS a_profile, b.user_id AS b_user, b.profile_id AS b_profile
       FROM bench_pairs bp JOIN bench_map a ON a.n = bp.a JOIN bench_map b ON b.n = bp.b
      WHERE NOT a.hidden AND NOT a.suspended AND NOT b.hidden AND NOT b.suspended
        AND NOT EXISTS (SELECT 1 FROM blocks WHERE (blocker_profile_id = a.profile_id AND blocked_profile_id = b.profile_id)
                                             OR (blocker_profile_id = b.profile_id AND blocked_profile_id = a.profile_id))
      ORDER BY random() LIMIT $1`,
    [pairs],
  );
  // Recall (decisions 35 to 41): sampled members who have preferences and a listable profile, in sample order.
  const withPreferences = new Set(
    (
      await q(
        `SELECT p.id FROM profiles p
          WHERE p.id = ANY($1::uuid[]) AND p.listable AND p.gender IS NOT NULL
            AND EXISTS (SELECT 1 FROM partner_preferences pp WHERE pp.profile_id = p.id)`,
        [members.map((m) => m.profile_id)],
      )
    ).map((r) => r.id),
  );
  // Profiles the matches-place job is handed while measured: listable, of either gender.
  const placed = await q(
    `SELECT m.profile_id FROM bench_map m JOIN profiles p ON p.id = m.profile_id
      WHERE ${LISTABLE} AND p.listable ORDER BY random() LIMIT $1`,
    [placements],
  );
  const words = await q(
    `SELECT lower(w) AS w FROM (
       (SELECT name AS w FROM profiles WHERE name IS NOT NULL GROUP BY name ORDER BY count(*) DESC LIMIT 12)
       UNION ALL (SELECT last_name FROM profiles WHERE last_name IS NOT NULL GROUP BY last_name ORDER BY count(*) DESC LIMIT 12)
       UNION ALL (SELECT split_part(current_city, ',', 1) FROM profiles WHERE current_city IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 6)) x`,
  );
  const names = await q(
    `SELECT lower(name || ' ' || last_name) AS w FROM profiles WHERE name IS NOT NULL AND last_name IS NOT NULL
      ORDER BY random() LIMIT 50`,
  );
  const cities = await q(
    `SELECT split_part(current_city, ',', 1) AS city FROM profiles WHERE current_city IS NOT NULL
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 8`,
  );
  return {
    members,
    paidMembers: members.filter((m) => m.paid),
    // The warm matchmaking rows cycle through these, whose lists are made before the clock starts.
    primed: members.slice(0, primed),
    coldMembers: coldMembers.map((m) => m.user_id),
    listJobMembers: listJobMembers.map((m) => m.profile_id),
    recallMembers: members.filter((m) => withPreferences.has(m.profile_id)).slice(0, recall),
    placementProfiles: placed.map((r) => r.profile_id),
    mostViewed: mostViewed ?? null,
    targets: {
      male: targets.filter((t) => t.gender === 'male').map((t) => t.profile_id),
      female: targets.filter((t) => t.gender === 'female').map((t) => t.profile_id),
    },
    talkers: talkers.map((t) => t.user_id),
    chatPairs,
    searchTerms: [...words.map((r) => r.w), ...names.map((r) => r.w)],
    cities: cities.map((r) => r.city),
    signInEmails: members.map((m) => `bench${m.n}@${BENCH_EMAIL_DOMAIN}`),
  };
}

/** One sign-in session per user id (decision 15): user id -> session id. */
export async function createSessions(db, userIds) {
  const { rows } = await db.query(
    'INSERT INTO sessions (user_id) SELECT unnest($1::uuid[]) RETURNING id, user_id',
    [[...userIds]],
  );
  return new Map(rows.map((r) => [r.user_id, r.id]));
}

/** Signed tokens for user ids and their sessions, made with the server's own token service and secret. */
export async function tokensFor(sessionIds, secret) {
  const { TokenService } = await tsModule(path.join(ROOT, 'apps/api/src/lib/tokens.ts'));
  const tokens = new TokenService(secret, 24 * 3600);
  const out = new Map();
  for (const [id, sid] of sessionIds) out.set(id, await tokens.sign({ sub: id, tv: 0, sid }));
  return out;
}
