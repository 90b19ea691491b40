import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/database';
import {
  countRows,
  emptyTables,
  exportTable,
  importTable,
  migrationCount,
  tablesInLoadOrder,
} from './table-data';

/**
 * A backup is one .tar.gz (made and read by the system's tar):
 *   manifest.json        what this file is (format version, when, app version, migrations, tables)
 *   data/<table>.json    every row of each table, as PostgreSQL's json_agg wrote it
 *   media/...            the local media folder (DATA_DIR/media), public and private files
 * The same export serves the embedded database and PostgreSQL: it goes through the app's own
 * connection, so a backup of one restores into the other.
 */
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupManifest {
  format: 'jodi-backup';
  version: number;
  created_at: string;
  app_version: string;
  database: 'pglite' | 'postgres';
  migrations: number;
  /** Tables in load order with their row counts. */
  tables: { name: string; rows: number }[];
  media: boolean;
}

type Settings = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

const mediaDirOf = (config: Settings) => path.join(config.dataDir, 'media');

function withScratchDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-backup-'));
  return work(dir).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/** Opens the configured database; for the embedded one this fails while a server holds DATA_DIR. */
async function withDatabase<T>(
  config: Settings,
  work: (db: Database, kind: string) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await work(handle.db, handle.kind);
  } finally {
    await handle.close();
  }
}

function refuseS3(config: Settings): void {
  if (config.s3) {
    throw new Error(
      'Media are in S3: back the bucket up with its own tools; this backup covers local media only.',
    );
  }
}

/** Writes a backup of the configured instance to `file`; returns its manifest. */
export async function createBackup(
  config: Settings,
  file: string,
  appVersion = 'unknown',
): Promise<BackupManifest> {
  refuseS3(config);
  return withScratchDir(async (scratch) => {
    fs.mkdirSync(path.join(scratch, 'data'));
    const manifest = await withDatabase(config, async (db, kind) => {
      const tables: BackupManifest['tables'] = [];
      // One snapshot for every table, so rows written meanwhile (PostgreSQL) never half appear.
      await db.transaction(
        async (tx) => {
          for (const name of await tablesInLoadOrder(tx as unknown as Database)) {
            const json = await exportTable(tx as unknown as Database, name);
            fs.writeFileSync(path.join(scratch, 'data', `${name}.json`), json);
            tables.push({ name, rows: (JSON.parse(json) as unknown[]).length });
          }
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      return {
        format: 'jodi-backup',
        version: BACKUP_FORMAT_VERSION,
        created_at: new Date().toISOString(),
        app_version: appVersion,
        database: kind as BackupManifest['database'],
        migrations: await migrationCount(db),
        tables,
        media: fs.existsSync(mediaDirOf(config)),
      } satisfies BackupManifest;
    });
    fs.writeFileSync(path.join(scratch, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const media = manifest.media ? ['-C', config.dataDir, 'media'] : [];
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    execFileSync('tar', ['-czf', path.resolve(file), '-C', scratch, 'manifest.json', 'data', ...media]);
    return manifest;
  });
}

function readManifest(dir: string): BackupManifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 'jodi-backup' || manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new Error(`Not a Jodi backup of format ${BACKUP_FORMAT_VERSION}.`);
  }
  return manifest;
}

/**
 * Restores `file` into the configured instance: migrates its database, then loads every table in
 * one transaction, then copies the media. Refuses an instance that already holds data unless
 * `force` (which empties it first).
 */
export async function restoreBackup(config: Settings, file: string, force = false): Promise<BackupManifest> {
  refuseS3(config);
  return withScratchDir(async (scratch) => {
    execFileSync('tar', ['-xzf', path.resolve(file), '-C', scratch]);
    const manifest = readManifest(scratch);
    await withDatabase(config, async (db) => {
      const known = await migrationCount(db);
      if (manifest.migrations > known) {
        throw new Error(
          `The backup needs ${manifest.migrations} migrations; this version has ${known}. Upgrade first.`,
        );
      }
      const tables = await tablesInLoadOrder(db);
      if (!force && (await countRows(db, tables)) > 0) {
        throw new Error('The target database is not empty; restore with --force to replace its data.');
      }
      await db.transaction(async (tx) => {
        if (force) await emptyTables(tx as unknown as Database, tables);
        for (const { name } of manifest.tables) {
          const json = fs.readFileSync(path.join(scratch, 'data', `${name}.json`), 'utf8');
          await importTable(tx as unknown as Database, name, json);
        }
      });
    });
    const media = path.join(scratch, 'media');
    if (fs.existsSync(media)) {
      if (force) fs.rmSync(mediaDirOf(config), { recursive: true, force: true });
      fs.cpSync(media, mediaDirOf(config), { recursive: true, force });
    }
    return manifest;
  });
}
