import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './harness';
import { exited, freePort, killed, serverDataDir, spawnServer } from './spawned-server';

/**
 * Security issue, items 1 and 2, on the real server process: what production refuses to start
 * with (each in one line on stderr), the member link on the sandbox, where the server listens by
 * default, and the demo staff password generated and shown once.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-start-safety-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const emptyDataDir = () => fs.mkdtempSync(path.join(scratch, 'data-'));
/** For a server that starts: its database already made, as a first start would make it. */
const startingDataDir = () => serverDataDir(scratch);

const JWT_SECRET = 'a-fixed-secret-for-this-test-only-0123456789';

interface Run {
  child: ChildProcess;
  port: number;
  base: string;
  stdout(): string;
  stderr(): string;
}

function run(dataDir: string, env: Record<string, string>, port: number): Run {
  const child = spawnServer(port, dataDir, { JWT_SECRET, ...env }, ['ignore', 'pipe', 'pipe']);
  const out: string[] = [];
  const err: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk.toString('utf8')));
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}

async function healthy(server: Run): Promise<Run> {
  for (let i = 0; i < 600 && server.child.exitCode === null; i++) {
    const ok = await fetch(`${server.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy: ${server.stderr()}`);
}

async function start(dataDir: string, env: Record<string, string>): Promise<Run> {
  return healthy(run(dataDir, env, await freePort()));
}

async function stop(server: Run): Promise<void> {
  const done = exited(server.child);
  server.child.kill('SIGTERM');
  await done;
}

/** Starts the process, which must give up: its exit code and the lines it wrote to stderr. */
async function refusal(command: ChildProcess | Run) {
  const server = 'child' in command ? command : null;
  const child = server?.child ?? (command as ChildProcess);
  const err: string[] = [];
  if (!server) child.stderr?.on('data', (chunk: Buffer) => err.push(chunk.toString('utf8')));
  const code = await Promise.race([
    exited(child),
    new Promise<'still running'>((r) => setTimeout(() => r('still running'), 60_000)),
  ]);
  if (code === 'still running') await killed(child);
  const stderr = server ? server.stderr() : err.join('');
  return { code, lines: stderr.split('\n').filter((line) => line.trim() !== '') };
}

const production = { NODE_ENV: 'production' };

/** The parts of the answers these tests read. */
interface Envelope {
  data: { id: string; user: { plan: string; is_admin: boolean } };
  error: { code: string };
}
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Envelope });

// Each test starts processes of its own and mostly waits on them: they run side by side.
describe.concurrent('starting the real server', () => {
  describe('payments in production (item 1)', () => {
    it('refuses to start without payment keys unless the sandbox is asked for by name, in one line', async () => {
      const { code, lines } = await refusal(run(emptyDataDir(), production, await freePort()));
      expect(code).not.toBe(0);
      expect(code).not.toBe('still running');
      expect(lines).toEqual([
        expect.stringMatching(
          /^Refusing to start: NODE_ENV=production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET .*PAYMENTS_PROVIDER=sandbox/,
        ),
      ]);
    }, 90_000);

    it('on the sandbox asked for by name, nobody upgrades another account without its token', async () => {
      const server = await start(startingDataDir(), { ...production, PAYMENTS_PROVIDER: 'sandbox' });
      try {
        const email = uniqueEmail('victim');
        const password = 'correct horse battery';
        const signUp = await fetch(`${server.base}/api/v1/sign_up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        const victimToken = ((await signUp.json()) as { data: { token: string } }).data.token;

        // The attack of the issue, step by step, with no token.
        const order = await json(
          await fetch(`${server.base}/api/v2/order?amount=499&email=${encodeURIComponent(email)}`),
        );
        expect(order).toMatchObject({ status: 403, body: { error: { code: 'SANDBOX_NEEDS_SIGN_IN' } } });
        const ownOrder = await json(
          await fetch(`${server.base}/api/v1/order?amount=499`, {
            headers: { authorization: `Bearer ${victimToken}` },
          }),
        );
        const checkout = await json(
          await fetch(`${server.base}/api/v1/sandbox/checkout`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ order_id: ownOrder.body.data.id, outcome: 'success', email }),
          }),
        );
        expect(checkout).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
        const pay = await json(
          await fetch(`${server.base}/api/v2/payments/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              payment_id: 'pay_sbx_x',
              order_id: ownOrder.body.data.id,
              signature: 'ab',
              amount: 49900,
              email,
            }),
          }),
        );
        expect(pay).toMatchObject({ status: 403, body: { error: { code: 'SANDBOX_NEEDS_SIGN_IN' } } });

        const signIn = await json(
          await fetch(`${server.base}/api/v1/sign_in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          }),
        );
        expect(signIn.body.data.user.plan).toBe('Hope');
      } finally {
        await stop(server);
      }
    }, 120_000);
  });

  describe('the demo and the staff password (item 2)', () => {
    it('refuses SEED_DEMO=true in production, in one line', async () => {
      const env = { ...production, PAYMENTS_PROVIDER: 'sandbox', SEED_DEMO: 'true' };
      const { code, lines } = await refusal(run(emptyDataDir(), env, await freePort()));
      expect(code).not.toBe(0);
      expect(code).not.toBe('still running');
      expect(lines).toEqual([
        expect.stringMatching(/^Refusing to start: SEED_DEMO=true with NODE_ENV=production/),
      ]);
    }, 90_000);

    it('npm run seed refuses in production, in one line, and writes nothing', async () => {
      const dataDir = emptyDataDir();
      const seed = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed.ts'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          PAYMENTS_PROVIDER: 'sandbox',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const { code, lines } = await refusal(seed);
      expect(code).toBe(1);
      expect(lines).toEqual([
        expect.stringMatching(/^Refusing to seed the demo community: NODE_ENV=production/),
      ]);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    }, 90_000);

    it('shows the generated staff password once, at the first start, and keeps it in DATA_DIR (0600)', async () => {
      const dataDir = startingDataDir();
      const first = await start(dataDir, { SEED_DEMO: 'true', NODE_ENV: 'development' });
      const file = path.join(dataDir, 'demo-staff-password');
      try {
        const password = fs.readFileSync(file, 'utf8');
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        expect(password).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(first.stdout()).toContain(`staff@jodi.example / ${password} (admin;`);
        expect(first.stdout()).not.toContain('staff1234');
        const signIn = (pw: string) =>
          fetch(`${first.base}/api/v1/sign_in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'staff@jodi.example', password: pw }),
          });
        expect((await json(await signIn(password))).body.data.user.is_admin).toBe(true);
        expect(await json(await signIn('staff1234'))).toMatchObject({
          status: 401,
          body: { error: { code: 'WRONG_CREDENTIALS' } },
        });
      } finally {
        await stop(first);
      }
      const password = fs.readFileSync(file, 'utf8');
      const second = await start(dataDir, { SEED_DEMO: 'true', NODE_ENV: 'development' });
      await stop(second);
      expect(second.stdout()).not.toContain(password);
      expect(fs.readFileSync(file, 'utf8')).toBe(password);
    }, 180_000);
  });

  describe('where the server listens by default (item 2)', () => {
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    const reachable = (host: string, port: number) =>
      fetch(`http://${host}:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );

    it('without PUBLIC_URL, on this machine only; with it, on every interface', async () => {
      const local = await start(startingDataDir(), { HOST: '', PUBLIC_URL: '', LOG_LEVEL: 'info' });
      try {
        expect(await reachable('127.0.0.1', local.port)).toBe(true);
        const listening = [...local.stdout().matchAll(/Server listening at http:\/\/([^"]+):\d+/g)].map(
          (m) => m[1],
        );
        expect(listening.length).toBeGreaterThan(0);
        for (const host of listening) expect(['127.0.0.1', '[::1]']).toContain(host);
        if (outside) expect(await reachable(outside, local.port)).toBe(false);
      } finally {
        await stop(local);
      }
      if (!outside) return; // no interface but loopback here: the log above is the proof
      const port = await freePort();
      const served = await healthy(
        run(startingDataDir(), { HOST: '', PUBLIC_URL: `http://${outside}:${port}` }, port),
      );
      try {
        expect(await reachable(outside, served.port)).toBe(true);
      } finally {
        await stop(served);
      }
    }, 120_000);
  });
});
