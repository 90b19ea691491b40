// The benchmark's own databases: PostgreSQL databases named jodi_bench_*, or a PGlite data
// directory. Both are migrated by the API's own openDatabase(), so the schema is the shipped one.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './config.mjs';
import { tsModule } from './ts.mjs';

/** A URL for database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The server's URL for `url`: through PostgreSQL's Unix socket in `socketDir` when it is there (a
 * database on the same machine as the API is reached that way in production; over loopback TCP
 * every statement costs the server a TCP send, a third of its CPU in the first profiles), else
 * `url` unchanged.
 */
export function serverDatabaseUrl(url, socketDir) {
  if (!url || !socketDir) return url;
  const parsed = new URL(url);
  if (!fs.existsSync(path.join(socketDir, `.s.PGSQL.${parsed.port || 5432}`))) return url;
  parsed.searchParams.set('host', socketDir);
  return parsed.toString();
}

async function admin(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(adminUrl, name) {
  if (!/^jodi_bench_[a-z0-9_]+$/.test(name)) throw new Error(`not a bench database name: ${name}`);
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  return databaseUrl(adminUrl, name);
}

export async function dropBenchDatabase(adminUrl, name) {
  if (!/^jodi_bench_[a-z0-9_]+$/.test(name)) throw new Error(`not a bench database name: ${name}`);
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function serverVersion(adminUrl) {
  const { rows } = await admin(adminUrl, 'SHOW server_version');
  return rows[0].server_version;
}

/**
 * Opens (and migrates) a database the way the server does, and hands back one session for raw SQL:
 * `query(text, params)` answering `{ rows }`, and `close()`.
 */
export async function openMigrated({ databaseUrl: url, dataDir }) {
  const { openDatabase } = await tsModule(path.join(ROOT, 'apps/api/src/db/database.ts'));
  const handle = await openDatabase({ databaseUrl: url, dataDir });
  if (handle.kind === 'postgres') {
    const client = await handle.db.$client.connect();
    return {
      kind: 'postgres',
      query: (text, params) => client.query(text, params),
      async close() {
        client.release();
        await handle.close();
      },
    };
  }
  const lite = handle.db.$client;
  return {
    kind: 'pglite',
    query: (text, params) => lite.query(text, params),
    close: () => handle.close(),
  };
}
