import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { createServerDatabase, type DatabaseTemplate, templateDump } from './database-template';

export { createServerDatabase } from './database-template';

/** The run's template (test/global-setup.ts), where this process runs under vitest's global setup. */
export function databaseTemplate(): DatabaseTemplate | undefined {
  return inject('databaseTemplate');
}

/**
 * A database of this test file's own, a copy of the run's template: an in-memory PGlite, or, when
 * DATABASE_URL is set (CI), a database on that PostgreSQL server, dropped at the end.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = databaseTemplate();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return openDatabase(template?.kind === 'pglite' ? { startFrom: templateDump(template.dump) } : {});
  }
  const scratch = await createServerDatabase(
    serverUrl,
    'jodi_test',
    template?.kind === 'postgres' ? template.name : undefined,
  );
  const handle = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** What a test of several API processes shares: a PostgreSQL server and a Redis, or which is missing. */
export type SharedServices =
  | { ready: true; databaseUrl: string; redisUrl: string }
  | { ready: false; missing: ('DATABASE_URL' | 'REDIS_URL')[] };

export function sharedServices(env: Record<string, string | undefined> = process.env): SharedServices {
  const databaseUrl = env.DATABASE_URL?.trim();
  const redisUrl = env.REDIS_URL?.trim();
  if (databaseUrl && redisUrl) return { ready: true, databaseUrl, redisUrl };
  const missing: ('DATABASE_URL' | 'REDIS_URL')[] = [];
  if (!databaseUrl) missing.push('DATABASE_URL');
  if (!redisUrl) missing.push('REDIS_URL');
  return { ready: false, missing };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const testApp = await startTestApp(database, env, options);
  return {
    ...testApp,
    close: async () => {
      await testApp.close();
      await database.close();
    },
  };
}

/** The app as the tests configure it, on `database`, which stays open when the app closes. */
export async function startTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `jodi-test:${crypto.randomBytes(4).toString('hex')}:`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, { logger: false, ...options, database });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique e-mail per call, so tests never share accounts (and never share rate-limit keys). */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${crypto.randomBytes(3).toString('hex')}@example.com`;
}

export interface SignedUp {
  token: string;
  user: { id: string; email: string; profile_id: string | null; is_admin: boolean; plan: string };
  password: string;
  auth: { authorization: string };
}

/** Factory: a fresh member through the real sign-up route. */
export async function signUpMember(
  app: FastifyInstance,
  overrides: { email?: string; password?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const res = await app.inject({ method: 'POST', url: '/api/v1/sign_up', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json().data;
  return { token, user, password, auth: { authorization: `Bearer ${token}` } } as SignedUp;
}

/** The rows of a raw statement on a test database (both drivers answer `{ rows }`). */
export const rowsOf = async <T>(db: DatabaseHandle['db'], statement: SQL): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
