import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Migration 0022 (decision 28) replaces a chat request's two booleans with one status column: every
 * existing request keeps its meaning. The migrations up to 0021 run, rows in each old state are
 * written, then 0022 runs on them, as a server upgrading would.
 */
const drizzleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-migration-0022-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A migrations folder holding the committed migrations up to `last` (its journal cut there). */
function migrationsUpTo(last: number): string {
  const dir = path.join(scratch, `upto-${last}`);
  fs.cpSync(drizzleDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0022: chat_requests.status', () => {
  it('maps (false, false) to pending, (true, false) to accepted, (false, true) to declined', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: migrationsUpTo(21) });
      const old = [
        ['11111111-1111-4111-8111-111111111111', false, false, 'pending'],
        ['22222222-2222-4222-8222-222222222222', true, false, 'accepted'],
        ['33333333-3333-4333-8333-333333333333', false, true, 'declined'],
        // Never written by the app; read as accepted before (accepted was checked first), so still.
        ['44444444-4444-4444-8444-444444444444', true, true, 'accepted'],
      ] as const;
      // The rows only: their profiles are beside the point (foreign keys are not checked here).
      await client.exec('SET session_replication_role = replica');
      for (const [id, accepted, declined] of old) {
        await client.query(
          `INSERT INTO chat_requests (id, from_profile_id, to_profile_id, accepted, declined)
           VALUES ($1, gen_random_uuid(), gen_random_uuid(), $2, $3)`,
          [id, accepted, declined],
        );
      }
      await client.exec('SET session_replication_role = origin');

      await migrate(db, { migrationsFolder: migrationsUpTo(22) });
      const { rows } = await client.query<{ id: string; status: string }>(
        'SELECT id, status FROM chat_requests ORDER BY id',
      );
      expect(rows).toEqual(old.map(([id, , , status]) => ({ id, status })));
      const columns = await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'chat_requests' ORDER BY column_name`,
      );
      expect(columns.rows.map((c) => c.column_name)).toEqual([
        'created_at',
        'from_profile_id',
        'id',
        'status',
        'to_profile_id',
        'updated_at',
      ]);
      // A new request starts pending.
      await client.exec('SET session_replication_role = replica');
      const fresh = await client.query<{ status: string }>(
        'INSERT INTO chat_requests (from_profile_id, to_profile_id) VALUES (gen_random_uuid(), gen_random_uuid()) RETURNING status',
      );
      expect(fresh.rows[0]?.status).toBe('pending');
    } finally {
      await client.close();
    }
  });
});
