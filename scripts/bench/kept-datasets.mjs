// A generated community kept between runs (BENCH_LARGE, decisions 35 to 41): generating 1,000,000 profiles
// takes long enough that a run may be split across sittings. The kept database is never measured
// against; each run measures a copy of it, so every run starts from the community as generated.
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { ROOT } from './config.mjs';
import { createBenchDatabase, databaseUrl, openMigrated } from './databases.mjs';

const MIGRATIONS = path.join(ROOT, 'apps/api/drizzle');

export const keptName = (profiles) => `jodi_bench_kept_${profiles}`;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The kept database's applied migrations and its generation record, or null when there is none. */
async function describeKept(adminUrl, name) {
  const exists = await withClient(adminUrl, async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount > 0;
  });
  if (!exists) return null;
  return withClient(databaseUrl(adminUrl, name), async (c) => {
    const hashes = await c
      .query('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id')
      .then((r) => r.rows.map((row) => row.hash))
      .catch(() => []);
    // Written last: a database without it was left by a generation that did not finish.
    const generation = await c
      .query('SELECT info FROM bench_generation')
      .then((r) => r.rows[0]?.info ?? null)
      .catch(() => null);
    return { hashes, generation };
  });
}

const sameList = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
/** Whether migrations `a` are the first of `b` (the code only added newer ones). */
const isPrefix = (a, b) => a.length > 0 && a.length < b.length && a.every((v, i) => v === b[i]);

/**
 * The kept database of `profiles` profiles: reused when it holds a finished generation and the
 * same migrations as the code (apps/api/drizzle), migrated forward when the code only added
 * newer ones, else generated again by `generate(db)`, which
 * answers what to remember of the generation (counts, seconds, steps). Answers its name and that
 * record, with `reused`.
 */
export async function keptDataset({ adminUrl, profiles, generate, say }) {
  const name = keptName(profiles);
  const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS }).map((m) => m.hash);
  const kept = await describeKept(adminUrl, name);
  if (kept?.generation && sameList(kept.hashes, shipped)) {
    say(`  reusing the kept database ${name}, generated ${kept.generation.generatedAt}`);
    return { name, generation: { ...kept.generation, reused: true } };
  }
  if (kept?.generation && isPrefix(kept.hashes, shipped)) {
    // As production meets new code: the newer migrations applied to the kept community.
    const started = performance.now();
    const db = await openMigrated({ databaseUrl: databaseUrl(adminUrl, name) });
    await db.close();
    // What autovacuum does in production after a migration that rewrote rows: without it the
    // run would measure index-only scans sent to the heap by the visibility map it cleared.
    await withClient(databaseUrl(adminUrl, name), (c) => c.query('VACUUM ANALYZE'));
    const migratedSeconds = Math.round((performance.now() - started) / 100) / 10;
    const migratedForward = [...(kept.generation.migratedForward ?? [])];
    migratedForward.push({ migrations: shipped.length - kept.hashes.length, seconds: migratedSeconds });
    const generation = { ...kept.generation, migratedForward };
    await withClient(databaseUrl(adminUrl, name), (c) =>
      c.query('UPDATE bench_generation SET info = $1', [JSON.stringify(generation)]),
    );
    say(
      `  the kept database ${name} took ${migratedForward.at(-1).migrations} newer migration(s) in ${migratedSeconds} s`,
    );
    return { name, generation: { ...generation, reused: true } };
  }
  if (kept) {
    say(
      `  the kept database ${name} ${kept.generation ? 'was made with other migrations' : 'is an unfinished generation'}: generating it again`,
    );
  }
  const db = await openMigrated({ databaseUrl: await createBenchDatabase(adminUrl, name) });
  try {
    const generation = { ...(await generate(db)), generatedAt: new Date().toISOString() };
    await db.query('CREATE TABLE bench_generation (info jsonb NOT NULL)');
    await db.query('INSERT INTO bench_generation (info) VALUES ($1)', [JSON.stringify(generation)]);
    return { name, generation: { ...generation, reused: false } };
  } finally {
    await db.close();
  }
}

/**
 * A copy of database `from` as `to` (dropped first), file by file: at 1,000,000 profiles a few
 * minutes, against the generation's much longer time. Answers the copy's URL.
 */
export async function copyDatabase(adminUrl, from, to) {
  for (const n of [from, to])
    if (!/^jodi_bench_[a-z0-9_]+$/.test(n)) throw new Error(`not a bench database name: ${n}`);
  await withClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${to} WITH (FORCE)`);
    // STRATEGY (PostgreSQL 15+): copying the files beats writing a large database through the WAL.
    await c
      .query(`CREATE DATABASE ${to} TEMPLATE ${from} STRATEGY FILE_COPY`)
      .catch(() => c.query(`CREATE DATABASE ${to} TEMPLATE ${from}`));
  });
  return databaseUrl(adminUrl, to);
}
