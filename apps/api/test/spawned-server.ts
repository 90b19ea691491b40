import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDirFrom } from './database-template';
import { databaseTemplate, uniqueEmail } from './harness';

/**
 * The real server (src/server.ts) in a child process, for tests of what only a process shows:
 * being killed, signalled, restarted on the same data directory.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A data directory for a server to start on, its embedded database already made (a copy of the
 * run's template): what the server's first start would make itself, without the seconds it takes.
 */
export const serverDataDir = (parent?: string) => dataDirFrom(databaseTemplate(), parent);

/** The real server as a child process on `port` with `dataDir`, plus `env`; no demo data. */
export function spawnServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  stdio: StdioOptions = 'ignore',
): ChildProcess {
  const url = `http://127.0.0.1:${port}`;
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  });
}

/** Starts the server on the embedded database in `dataDir` and waits until it is healthy. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, dataDir, { JWT_SECRET: 'a-fixed-secret-for-this-test-only-0123456789' });
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy');
}

/** Resolves with the exit code (null when ended by a signal) once the process has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Kills the process without letting it shut down (SIGKILL); resolves once it has exited. */
export async function killed(child: ChildProcess): Promise<void> {
  const done = exited(child);
  child.kill('SIGKILL');
  await done;
}

/** Signs up a member on the server at `base`; answers their bearer token. */
export async function signUpOver(base: string, prefix: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/sign_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail(prefix), password: 'correct horse battery' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
