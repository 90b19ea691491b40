import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../../test/harness';
import { filesUnder } from '../../test/media-files';
import { createProfile } from '../../test/profile-factory';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { billingKit } from '../modules/billing/billing.test-kit';
import { acceptChat, chatCalls } from '../modules/chat/chat.test-kit';
import { createBackup, restoreBackup } from './backup';
import { exportTable, tablesInLoadOrder } from './table-data';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-backup-test-'));
const sourceDir = path.join(scratch, 'source');
const archive = path.join(scratch, 'backups', 'jodi.tar.gz');
const local = (dataDir: string, databaseUrl?: string) => ({ dataDir, databaseUrl, s3: undefined });

const ISO_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d(:\d\d)?|Z)$/;
/** A row with moments written the same way whatever the server's time zone. */
const normalised = (row: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'string' && ISO_MOMENT.test(value) ? new Date(value).toISOString() : value,
      ]),
    ),
  );

/** Every table's rows, each table's sorted, so two instances compare equal when they hold the same data. */
async function snapshot(options: { dataDir: string; databaseUrl?: string }) {
  const handle = await openDatabase(options);
  try {
    const tables: Record<string, string[]> = {};
    for (const table of await tablesInLoadOrder(handle.db as Database)) {
      const rows = JSON.parse(await exportTable(handle.db, table)) as Record<string, unknown>[];
      tables[table] = rows.map(normalised).sort();
    }
    return tables;
  } finally {
    await handle.close();
  }
}

const mediaOf = (dataDir: string) => {
  const dir = path.join(dataDir, 'media');
  return Object.fromEntries(
    filesUnder(dir)
      .sort()
      .map((file) => [
        file,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(dir, file)))
          .digest('hex'),
      ]),
  );
};

/** A community on disk: two members who chat, a paid plan, public and private files. */
async function populate(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ dataDir });
  const app = await buildApp(config, { logger: false, database });
  await app.ready();
  try {
    const groom = await createProfile(app, { gender: 'male' });
    const bride = await createProfile(app, { name: 'Backupa' });
    await acceptChat(app, groom, bride);
    expect((await chatCalls(app).send(groom, bride.profileId, 'Namaste')).statusCode).toBe(201);
    await billingKit(() => ({ app, database }) as never).buy(bride, 699);
    await app.ctx.storage.put(`public/p/${bride.profileId}/photos/one.jpg`, Buffer.from('jpeg bytes'));
    await app.ctx.storage.put(`private/p/${bride.profileId}/docs/id.pdf`, Buffer.from('%PDF id'));
  } finally {
    await app.close();
    await database.close();
  }
}

describe('npm run backup / npm run restore', () => {
  let source: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    await populate(sourceDir);
    source = await snapshot({ dataDir: sourceDir });
    await createBackup(local(sourceDir), archive, 'test');
  }, 60_000);
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('writes one archive with a manifest, every table and the media', async () => {
    const listing = (await import('node:child_process')).execFileSync('tar', ['-tzf', archive], {
      encoding: 'utf8',
    });
    expect(listing).toContain('manifest.json');
    expect(listing).toContain('data/users.json');
    expect(listing).toMatch(/media\/private\/p\/[0-9a-f-]+\/docs\/id\.pdf/);
    expect(source.users).toHaveLength(2);
    expect(source.messages).toHaveLength(1);
    expect(source.payments).toHaveLength(1);
  });

  it('restores into an empty data directory with every row and file', async () => {
    const target = path.join(scratch, 'empty');
    const manifest = await restoreBackup(local(target), archive);
    expect(manifest).toMatchObject({ format: 'jodi-backup', app_version: 'test', database: 'pglite' });
    expect(await snapshot({ dataDir: target })).toEqual(source);
    expect(mediaOf(target)).toEqual(mediaOf(sourceDir));
  }, 60_000);

  it('refuses an instance holding data unless forced, and then replaces it', async () => {
    await expect(restoreBackup(local(sourceDir), archive)).rejects.toThrow(/not empty.*--force/);
    await restoreBackup(local(sourceDir), archive, true);
    expect(await snapshot({ dataDir: sourceDir })).toEqual(source);
  }, 60_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'restores the embedded backup into a fresh PostgreSQL database',
    async () => {
      const database = await createServerDatabase(process.env.DATABASE_URL!, 'jodi_backup');
      try {
        const target = path.join(scratch, 'postgres');
        await restoreBackup(local(target, database.url), archive);
        expect(await snapshot({ dataDir: target, databaseUrl: database.url })).toEqual(source);
        expect(mediaOf(target)).toEqual(mediaOf(sourceDir));
      } finally {
        await database.drop();
      }
    },
    60_000,
  );
});
