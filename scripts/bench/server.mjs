// Starts the built API server (apps/api/dist/server.js) the way production runs it, against a
// bench database, with limits relaxed only through the server's own settings.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export const BENCH_JWT_SECRET = crypto.randomBytes(32).toString('hex');

/**
 * `databaseUrl` unset means the embedded database (PGlite) under `dataDir`. `redis` is
 * `{ url, prefix }` or null. Resolves when /api/health answers; `stop()` sends SIGTERM.
 */
export async function startServer({ entry, databaseUrl, dataDir, webDist, redis, staff }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    SEED_DEMO: 'false',
    // The benchmark buys nothing; production refuses to start without payment keys unless asked.
    PAYMENTS_PROVIDER: 'sandbox',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_JWT_SECRET,
    // Sign-in is measured from one address: the per-address and per-account limits must not answer 429.
    AUTH_RATE_LIMIT: '100000000',
    AUTH_RATE_WINDOW_SECONDS: '60',
    ADMIN_EMAIL: staff.email,
    ADMIN_PASSWORD: staff.password,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (redis) {
    env.REDIS_URL = redis.url;
    env.REDIS_PREFIX = redis.prefix;
  }
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not become healthy within 180 s');
    }
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
