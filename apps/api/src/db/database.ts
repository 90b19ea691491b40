import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ChangeSignals, listenOnPglite, PostgresSignalListener } from './change-signals';
import { lockDataDir } from './data-dir-lock';
import { PreparingClient } from './prepared-statements';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL text in, rows out: what the job queue (pg-boss) talks to the embedded database through. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * How the job queue reaches this database: a PostgreSQL server's URL (it keeps a small pool of
   * its own), or the embedded database's one connection, shared with the app.
   */
  jobs: { connectionString: string } | { executor: SqlExecutor };
  /** The embedded database as a dump (PGlite's `dumpDataDir`), to start another from (`startFrom`). */
  dump?(): Promise<Blob>;
  /** The changes the database announces (decision 42): what keeps per-process caches true. */
  signals: ChangeSignals;
  /**
   * The app's connection pool on a PostgreSQL server, read at once (the metrics); the embedded
   * database has one connection and no pool.
   */
  pool?(): PoolUse;
  close(): Promise<void>;
}

/** A connection pool's clients: open, idle among them, and queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** What a pg pool reports of its clients. */
export const poolUse = (pool: pg.Pool): PoolUse => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
  max: pool.options.max ?? 10,
});

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `undefined` with no url means in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An embedded database to start from instead of an empty one: a dump (PGlite's `dumpDataDir`)
   * of one already migrated, which skips initdb and the migrations (the tests' template).
   */
  startFrom?: Blob | undefined;
}

/** The committed migrations, found from this file whether it runs from src/ or a bundle in dist/. */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Database migrations folder not found');
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const signals = new ChangeSignals();
  const listener = new PostgresSignalListener(url, signals);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: PreparingClient,
    onConnect: listener.listenOnConnect,
  });
  // A server restart drops idle clients; the pool reconnects on the next query.
  pool.on('error', () => {});
  listener.start();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const close = async () => {
    await listener.stop();
    await pool.end();
  };
  try {
    await migrateOnce(pool);
  } catch (err) {
    await close();
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    jobs: { connectionString: url },
    signals,
    pool: () => poolUse(pool),
    close,
  };
}

/** Several API processes may start together: one migrates while the others wait. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(814021)');
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock(814021)').catch(() => {});
    client.release();
  }
}

async function openPglite(dataDir: string | undefined, startFrom: Blob | undefined): Promise<DatabaseHandle> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir ? path.join(dataDir, 'pg') : undefined, {
      extensions: { pg_trgm },
      ...(startFrom ? { loadDataDir: startFrom } : {}),
    });
    await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    const signals = new ChangeSignals();
    await listenOnPglite(client, signals);
    return {
      db,
      kind: 'pglite',
      jobs: { executor: pgliteExecutor(client) },
      signals,
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * PGlite runs a statement with parameters through `query`, and several statements (pg-boss's
 * schema and migrations, sent without parameters) only through `exec`. Both wait their turn behind
 * a transaction the app holds open on the one connection.
 */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.startFrom);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
