// The HTTP scenarios: what a member's screens ask for, each request from a different member.
import { BENCH_PASSWORD } from './dataset.mjs';
import { runLoad } from './load.mjs';

const opposite = (gender) => (gender === 'male' ? 'female' : 'male');

/** Typical listing filters (the web's filter panel), as query strings. */
function listingQueries(cities) {
  const city = (i) => encodeURIComponent(cities[i % cities.length] ?? 'Pune');
  return [
    '',
    'min_age=24&max_age=30',
    `min_age=25&max_age=32&city=${city(0)}`,
    'min_age=22&max_age=35&education=masters',
    'min_height=160&max_height=180&maritial_status=never_married',
    `city=${city(1)}`,
    'offset=20',
    `min_age=26&max_age=34&city=${city(2)}&offset=20`,
    'min_age=28&max_age=36&education=bachelors',
    'offset=60',
  ];
}

/**
 * Scenario name -> { title, request(i) }. `s` are the samples, `tokens` a Map of user id -> token.
 * Requests cycle through members so that no cache on the server sees the same caller twice in a row.
 */
export function httpScenarios(s, tokens) {
  const auth = (userId) => ({ authorization: `Bearer ${tokens.get(userId)}` });
  const member = (i) => s.members[i % s.members.length];
  const primed = (i) => s.primed[i % s.primed.length];
  const queries = listingQueries(s.cities);
  const listing = {
    title: 'Listing with typical filters: GET /api/v1/profiles?…',
    request: (i) => {
      const m = member(i);
      return { path: `/api/v1/profiles?${queries[i % queries.length]}`, headers: auth(m.user_id) };
    },
  };
  return {
    health: { title: 'Bare route: GET /api/health', request: () => ({ path: '/api/health' }) },
    counts: {
      title: 'Signed-in bare route: GET /api/v1/counts/subscribe',
      request: (i) => ({ path: '/api/v1/counts/subscribe', headers: auth(member(i).user_id) }),
    },
    listing,
    search: {
      title: 'Text search: GET /api/v1/profiles?q=…',
      request: (i) => {
        const m = member(i);
        const term = s.searchTerms[i % s.searchTerms.length];
        return { path: `/api/v1/profiles?q=${encodeURIComponent(term)}`, headers: auth(m.user_id) };
      },
    },
    view: {
      title: 'Profile view with Gun Milan: GET /api/v1/profiles/:id',
      request: (i) => {
        const m = member(i);
        const pool = s.targets[opposite(m.gender)];
        return { path: `/api/v1/profiles/${pool[(i * 7) % pool.length]}`, headers: auth(m.user_id) };
      },
    },
    interests: {
      title: 'Interests lists: GET /api/v1/interests?type=…',
      request: (i) => {
        const m = member(i);
        const type = ['received', 'sent', 'matched'][i % 3];
        return { path: `/api/v1/interests?type=${type}`, headers: auth(m.user_id) };
      },
    },
    threads: {
      title: 'Chat threads: GET /api/v1/chat/threads',
      request: (i) => ({ path: '/api/v1/chat/threads', headers: auth(s.talkers[i % s.talkers.length]) }),
    },
    connections: {
      title:
        "Matches and accepted chat requests without a message ('Say hello'): GET /api/v1/chat/connections",
      request: (i) => ({ path: '/api/v1/chat/connections', headers: auth(member(i).user_id) }),
    },
    matches: {
      title: 'Matches, warm (stored list made earlier today): GET /api/v1/matches',
      request: (i) => ({ path: '/api/v1/matches', headers: auth(primed(i).user_id) }),
    },
    matchesToday: {
      title: "Today's picks (chosen earlier today): GET /api/v1/matches/today",
      request: (i) => ({ path: '/api/v1/matches/today', headers: auth(primed(i).user_id) }),
    },
    visitors: {
      title: 'Who viewed me, Belief and Trust members: GET /api/v1/visitors',
      request: (i) => ({
        path: '/api/v1/visitors',
        headers: auth(s.paidMembers[i % s.paidMembers.length].user_id),
      }),
    },
    visitorsCount: {
      title: 'Visitors count, every plan: GET /api/v1/visitors/count',
      request: (i) => ({ path: '/api/v1/visitors/count', headers: auth(member(i).user_id) }),
    },
    notifications: {
      title: 'Notifications, with the unread count: GET /api/v1/notifications',
      request: (i) => ({ path: '/api/v1/notifications', headers: auth(member(i).user_id) }),
    },
    events: {
      title: 'Community events, upcoming first with seats left: GET /api/v1/events',
      request: (i) => ({ path: '/api/v1/events', headers: auth(member(i).user_id) }),
    },
    // The same requests as the listing and warm /matches, once boosts run (boostsRunning starts them).
    listingBoosted: {
      title: 'Listing with boosts running (merged into the first page): GET /api/v1/profiles?…',
      request: (i) => listing.request(i),
    },
    matchesBoosted: {
      title: 'Matches, warm, with boosts running: GET /api/v1/matches',
      request: (i) => ({ path: '/api/v1/matches', headers: auth(primed(i).user_id) }),
    },
    matchesCold: {
      title: "Matches, cold (the member's first request today makes the list): GET /api/v1/matches",
      // Each request is a member who has no list yet, until the pool runs out (see coldShare).
      pool: s.coldMembers.length,
      request: (i) => ({
        path: '/api/v1/matches',
        headers: auth(s.coldMembers[i % s.coldMembers.length]),
      }),
    },
    signIn: {
      title: 'Sign-in (argon2id): POST /api/v1/sign_in',
      request: (i) => ({
        method: 'POST',
        path: '/api/v1/sign_in',
        body: { email: s.signInEmails[i % s.signInEmails.length], password: BENCH_PASSWORD },
      }),
    },
  };
}

/** CPU milliseconds per request of the server and of the database backends. */
export function perRequest({ serverMs, databaseMs }, requests) {
  const per = (v) => (v === null || requests === 0 ? null : v / requests);
  return { serverMs: per(serverMs), databaseMs: per(databaseMs) };
}

/** Runs each scenario, the bare route first so the others can be read as a ratio of it. */
export async function measureHttp(
  origin,
  scenarios,
  { names, concurrency, durationMs, warmupMs, meter },
  log,
) {
  const results = {};
  for (const name of ['health', ...names.filter((n) => n !== 'health')]) {
    const scenario = scenarios[name];
    if (scenario.prepare) await scenario.prepare();
    const before = await meter?.sample();
    const result = await runLoad({
      origin,
      concurrency,
      durationMs,
      warmupMs,
      next: scenario.request,
    });
    if (meter) result.cpu = perRequest(await meter.since(before), result.completed);
    results[name] = { title: scenario.title, ...result };
    // Requests past the pool (warm-up included) went to members whose list was already made: the
    // share of the measured requests that were cold (those before the window are the warm-up's).
    if (scenario.pool !== undefined && result.requests > 0) {
      const beforeWindow = result.completed - result.requests;
      const coldInWindow = Math.max(0, Math.min(result.requests, scenario.pool - beforeWindow));
      results[name].coldShare = coldInWindow / result.requests;
      results[name].pool = scenario.pool;
    }
    log(name, result);
  }
  for (const name of Object.keys(results)) {
    results[name].ratioToHealth = results[name].throughput / results.health.throughput;
  }
  return results;
}

/**
 * Starts a boost (decision 32) for each of `members` on Belief or Trust, eight at a time, through the
 * API as the members would; answers how many run. A profile that may not be boosted (paused,
 * hidden, incomplete) is answered 409 and skipped.
 */
export async function startBoosts(origin, members, tokens) {
  let next = 0;
  let running = 0;
  const worker = async () => {
    while (next < members.length) {
      const m = members[next++];
      const res = await fetch(`${origin}/api/v1/boost`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.get(m.user_id)}`, 'x-app': 'jodi' },
      });
      if (res.ok) running++;
      else if (res.status !== 409)
        throw new Error(`POST /api/v1/boost answered ${res.status}: ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return running;
}
