import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/database';

/**
 * The database every test file starts from, made once per run by test/global-setup.ts: a database
 * as a started app leaves it (the migrations, the job queue's schema and its queues). A copy of it
 * replaces initdb, the 22 migrations and the queue's set-up in every file: on the embedded
 * database about 3 s of CPU a file (a copy loads in about 0.6 s).
 */
export type DatabaseTemplate =
  /** `dump`: PGlite's dumpDataDir of it (in-memory databases load it); `dataDir`: the same as files (spawned servers copy it). */
  | { kind: 'pglite'; dump: string; dataDir: string }
  /** A database on the server that CREATE DATABASE … TEMPLATE copies. */
  | { kind: 'postgres'; serverUrl: string; name: string };

const randomName = (prefix: string) => `${prefix}_${crypto.randomBytes(6).toString('hex')}`;

const withAdmin = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh database on the PostgreSQL server of `serverUrl`, empty or a copy of `template`: its URL,
 * for code that opens it itself (other processes), and `drop`, which ends every connection to it.
 */
export async function createServerDatabase(
  serverUrl: string,
  prefix = 'jodi_test',
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = randomName(prefix);
  await withAdmin(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    name,
    drop: async () => {
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * Makes the template: `prepare` starts an app on the new database the way the tests do and stops
 * it, leaving the database open. Answers the template and how to remove it.
 */
export async function makeDatabaseTemplate(
  serverUrl: string | undefined,
  prepare: (database: DatabaseHandle) => Promise<void>,
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  if (serverUrl) {
    const server = await createServerDatabase(serverUrl, 'jodi_template');
    const database = await openDatabase({ databaseUrl: server.url });
    await prepare(database).finally(() => database.close());
    return { template: { kind: 'postgres', serverUrl, name: server.name }, remove: server.drop };
  }
  const database = await openDatabase({});
  const dumped = await prepare(database)
    .then(() => database.dump?.())
    .finally(() => database.close());
  if (!dumped) throw new Error('the embedded template database could not be dumped');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-test-template-'));
  const dump = path.join(dir, 'database.tar');
  fs.writeFileSync(dump, Buffer.from(await dumped.arrayBuffer()));
  // The same database as files, for servers in other processes that open a data directory.
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  const files = await PGlite.create(path.join(dataDir, 'pg'), {
    extensions: { pg_trgm },
    loadDataDir: dumped,
  });
  await files.close();
  return {
    template: { kind: 'pglite', dump, dataDir },
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The template's dump, read once per worker (its files share modules, and this Blob serves them all). */
let loadedDump: { file: string; blob: Blob } | undefined;
export function templateDump(file: string): Blob {
  if (loadedDump?.file !== file) loadedDump = { file, blob: new Blob([fs.readFileSync(file)]) };
  return loadedDump.blob;
}

/**
 * A new data directory whose embedded database is a copy of the template's (what a server started
 * on it would have made itself), or an empty one without a template.
 */
export function dataDirFrom(template: DatabaseTemplate | undefined, parent = os.tmpdir()): string {
  const dataDir = fs.mkdtempSync(path.join(parent, 'jodi-data-'));
  if (template?.kind === 'pglite') {
    fs.cpSync(path.join(template.dataDir, 'pg'), path.join(dataDir, 'pg'), { recursive: true });
  }
  return dataDir;
}
