import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** With DATABASE_URL (CI), the browser tests get a database of their own, dropped afterwards. */
async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  const name = `jodi_e2e_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy within 120 s');
}

/**
 * Starts the built server (npm run build first) the way production runs it, but for NODE_ENV: the
 * tests browse the demo community, which production never seeds. Staff sign in with the account of
 * ADMIN_EMAIL / ADMIN_PASSWORD (the demo's own staff password is generated per install).
 */
export default async function globalSetup() {
  const entry = path.join(root, 'apps', 'api', 'dist', 'server.js');
  if (!fs.existsSync(entry)) throw new Error('Build first: npm run build');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-e2e-'));
  const database = await freshDatabase();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Plans are bought in the sandbox's checkout dialog, for the signed-in member only.
    PAYMENTS_PROVIDER: 'sandbox',
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    REDIS_PREFIX: `jodi-e2e:${crypto.randomBytes(4).toString('hex')}:`,
    ADMIN_EMAIL: 'staff@e2e.jodi.example',
    ADMIN_PASSWORD: 'staff-e2e-pass',
  };
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  const server = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForHealth(baseUrl, server);
  } catch (err) {
    server.kill('SIGKILL');
    await database.drop();
    throw err;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_STAFF_EMAIL = env.ADMIN_EMAIL;
  process.env.E2E_STAFF_PASSWORD = env.ADMIN_PASSWORD;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
