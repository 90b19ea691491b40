// EXPLAIN ANALYZE of the queries the scenarios really run: the API's own services are built on a
// database handle whose Drizzle logger records each statement, each scenario is called once to
// warm up and once to record, and every recorded statement is explained with its parameters.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ROOT } from './config.mjs';
import { tsModule } from './ts.mjs';

const api = (file) => tsModule(path.join(ROOT, 'apps/api/src', file));

const quiet = { info() {}, warn() {}, error() {} };

/** The plan's text, its execution time and the statement (first line of SQL, shortened). */
async function explain(client, { query, params }) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
  const lines = rows.map((r) => r['QUERY PLAN']);
  const time = lines.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)).find(Boolean);
  return { sql: query, params, executionMs: time ? Number(time[1]) : null, plan: lines.join('\n') };
}

/** Placement's search of the queries stored with the lists (decision 39). */
const readsStoredQueries = (query) =>
  query.trimStart().startsWith('SELECT') && query.includes('full_of_mutual');
/** A list's pools read the match bits from the walk indexes (decision 37). */
const readsMatchBits = (query) => query.includes('accept_bits');

/** `db` -> the server's MatchPlacement on it, or null before the server had placement (decisions 35 to 41). */
async function placementFor() {
  if (!fs.existsSync(path.join(ROOT, 'apps/api/src/modules/matchmaking/match-placement.ts'))) return null;
  const { MatchPlacement } = await api('modules/matchmaking/match-placement.ts');
  const { MatchPlacementRepository } = await api('modules/matchmaking/match-placement.repository.ts');
  const { MatchmakingRepository } = await api('modules/matchmaking/matchmaking.repository.ts');
  return (db) =>
    new MatchPlacement({ db, repo: new MatchPlacementRepository(), members: new MatchmakingRepository() });
}

export async function explainQueries(databaseUrl, samples) {
  const schema = await api('db/schema.ts');
  const { createContext } = await api('context.ts');
  const { loadConfig } = await api('config.ts');
  const { ChangeSignals } = await api('db/change-signals.ts');
  const { AuthUserRepository } = await api('modules/auth/auth-user.repository.ts');
  const { listQuerySchema } = await api('modules/profiles/profiles.schema.ts');
  const { ProfilesRepository } = await api('modules/profiles/profiles.repository.ts');
  const { EXACT_TOTAL_UP_TO } = await api('modules/profiles/listing-totals.ts');
  const { WINDOW_SIZE } = await api('modules/profiles/listing-windows.ts');
  const { MatchmakingRepository } = await api('modules/matchmaking/matchmaking.repository.ts');
  const placement = await placementFor();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-bench-explain-'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const client = await pool.connect();
  let recording = null;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => recording?.push({ query, params }) },
  });
  try {
    const config = loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir });
    const ctx = createContext(
      config,
      // Signals never heard: nothing of the callers is kept, every statement runs as recorded.
      {
        db,
        kind: 'postgres',
        jobs: { connectionString: databaseUrl },
        signals: new ChangeSignals(),
        close: async () => {},
      },
      quiet,
    );
    const users = new AuthUserRepository(db);
    const man = samples.members.find((m) => m.gender === 'male') ?? samples.members[0];
    const signedIn = async (userId) => {
      const { rows } = await pool.query('INSERT INTO sessions (user_id) VALUES ($1) RETURNING id', [userId]);
      return { sub: userId, tv: 0, sid: rows[0].id };
    };
    const manClaims = await signedIn(man.user_id);
    const member = await users.findActiveForToken(manClaims);
    const talker = await users.findActiveForToken(await signedIn(samples.talkers[0]));
    const pair = samples.chatPairs[0];
    const sender = await users.findActiveForToken(await signedIn(pair.a_user));
    let messagesSent = 0;
    const popular = samples.mostViewed
      ? await users.findActiveForToken(await signedIn(samples.mostViewed.user_id))
      : member;
    const list = (query) => ctx.profiles.list(member, listQuerySchema.parse(query));
    const page = { limit: 20, offset: 0 };
    const profilesRepo = new ProfilesRepository();
    const year = new Date().getUTCFullYear();
    const ages24to30 = {
      gender: 'female',
      bornOnOrBefore: `${year - 24}-12-31`,
      bornAfter: `${year - 31}-12-31`,
    };
    const cases = [
      ['Sign-in check of every request (auth)', () => users.findActiveForToken(manClaims)],
      // Filters matching more than 200 read the page by id from a shared window (decision 24): the
      // warm-up call reads the window, the recorded one only the page's cards.
      [
        'Listing, ages 24-30 (a page of a shared window, by id)',
        () => list({ min_age: '24', max_age: '30' }),
      ],
      [
        'Listing, ages 25-32 in a city',
        () => list({ min_age: '25', max_age: '32', city: samples.cities[0] }),
      ],
      ['Listing, third page', () => list({ offset: '40' })],
      [
        `A shared candidate window of ${WINDOW_SIZE} with the total counted up to ${EXACT_TOTAL_UP_TO} (read once per 30 s for every member asking these filters)`,
        () =>
          profilesRepo.candidateIds(
            db,
            { viewerProfileId: null, ...ages24to30 },
            { limit: WINDOW_SIZE, offset: 0 },
            EXACT_TOTAL_UP_TO,
          ),
      ],
      [
        `Listing page with its total counted up to ${EXACT_TOTAL_UP_TO} (filters matching ${EXACT_TOTAL_UP_TO} or fewer, read per viewer)`,
        () =>
          profilesRepo.listCards(
            db,
            { viewerProfileId: man.profile_id, ...ages24to30 },
            page,
            EXACT_TOTAL_UP_TO,
          ),
      ],
      [
        'Exact total of the same filters (counted once per 30 s and shared; before: on every request)',
        () => profilesRepo.countCards(db, { viewerProfileId: null, ...ages24to30 }),
      ],
      ['Text search, one word', () => list({ q: samples.searchTerms[0] })],
      ['Text search, first and last name', () => list({ q: samples.searchTerms.at(-1) })],
      [
        'Profile view (with its who-viewed-me row, written behind in a batch)',
        async () => {
          const view = await ctx.profiles.view(member, samples.targets.female[0]);
          await ctx.matchmaking.flushViews();
          return view;
        },
      ],
      ['Interests received', () => ctx.social.interests.list(member, 'received', page)],
      ['Interests matched', () => ctx.social.interests.list(member, 'matched', page)],
      ['Chat threads', () => ctx.chat.threads(talker, page)],
      [
        "A message sent: the pair's lock and standing, the message, the receiver's notification and its jobs, then the receiver's unread count",
        () => ctx.chat.send(sender, pair.b_profile, `Explained message ${++messagesSent}`),
      ],
      [
        "Chat connections: matches and accepted chat requests without a message ('Say hello')",
        () => ctx.chat.connections(member, page),
      ],
      // Matchmaking (decision 16). Deleting the member's list or picks (outside the recording) makes
      // the recorded call the first of the day.
      [
        'Matches, cold: making the stored list (the matches-make job, or a request that finds none)',
        async () => {
          await pool.query('DELETE FROM match_lists WHERE profile_id = $1', [man.profile_id]);
          return ctx.matchmaking.matches(member, page);
        },
      ],
      // Decisions 35 to 41: the statements that read the match bits (making a list) and the match terms'
      // index (placing a profile), picked out of what each runs.
      [
        "A list's mutual fits, however old: both sides' preferences as match bits through the walk indexes (making a list)",
        async () => {
          await pool.query('DELETE FROM match_lists WHERE profile_id = $1', [man.profile_id]);
          return ctx.matchmaking.matches(member, page);
        },
        readsMatchBits,
      ],
      ...(placement && samples.placementProfiles?.length
        ? [
            [
              "Placement: the members whose list's stored query a profile meets, from the lists' index (the matches-place job's search)",
              () => placement(db).place(samples.placementProfiles[0]),
              readsStoredQueries,
            ],
          ]
        : []),
      ['Matches, warm: a page of the stored list', () => ctx.matchmaking.matches(member, page)],
      [
        "Matches, the list's total (counted apart, reused for 30 s per member)",
        () => new MatchmakingRepository().countList(db, man.profile_id),
      ],
      [
        "Today's picks, the first request of the day chooses them",
        async () => {
          await pool.query('DELETE FROM daily_picks WHERE profile_id = $1', [man.profile_id]);
          return ctx.matchmaking.today(member);
        },
      ],
      ["Today's picks, already chosen today", () => ctx.matchmaking.today(member)],
      [
        `Who viewed me, the most viewed member (${samples.mostViewed?.views ?? '?'} views)`,
        () => ctx.matchmaking.visitors(popular, page),
      ],
      ['Visitors count, the most viewed member', () => ctx.matchmaking.visitorCount(popular)],
      ['Who viewed me, a sampled member', () => ctx.matchmaking.visitors(member, page)],
      // Decision 32: explained once the boosted rows have started their boosts.
      [
        'Listing, first page, with boosts running (up to three merged on top when read)',
        () => list({ min_age: '24', max_age: '30' }),
      ],
      ['Matches, warm, first page with boosts running', () => ctx.matchmaking.matches(member, page)],
      ['Community events, upcoming first with seats left', () => ctx.events.list(member, 'upcoming', page)],
      [
        'Notifications page with the unread count, a member with about 300',
        () => ctx.notifications.list(popular, page),
      ],
      [
        'Notifications page with the unread count, a sampled member',
        () => ctx.notifications.list(member, page),
      ],
    ];
    const out = [];
    for (const [title, run, keep = () => true] of cases) {
      await run();
      recording = [];
      await run();
      const statements = recording;
      recording = null;
      const explained = [];
      // Transaction control (begin, commit) is recorded too, and has no plan. A statement may
      // start with a comment (PLAN_FOR_EACH_CALL_MARK, decision 36).
      for (const statement of statements.filter(
        (st) =>
          /^\s*(\/\*.*?\*\/\s*)*(select|insert|update|delete|with)\b/is.test(st.query) && keep(st.query),
      ))
        explained.push(await explain(client, statement));
      out.push({ title, statements: explained });
    }
    ctx.redis?.disconnect();
    return out;
  } finally {
    client.release();
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
