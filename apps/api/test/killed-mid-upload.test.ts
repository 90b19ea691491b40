import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { uniqueEmail } from './harness';
import { fakeMp4, filesUnder } from './media-files';
import { multipart } from './multipart';

/**
 * Issue 13, faults: a server process killed (SIGKILL, no shutdown) in the middle of a video upload
 * leaves no record of it: after a restart on the same data directory the member has no video and
 * no complete file exists; only a `.partial` temporary file may remain, which is never served.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-killed-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server (src/server.ts) on the embedded database in `dataDir`, healthy. */
async function startServer(port: number): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'a-fixed-secret-for-this-test-only-0123456789',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
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

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const videoFiles = () => filesUnder(path.join(dataDir, 'media')).filter((file) => file.includes('/video/'));

it('leaves no video record and no complete file when killed mid-upload', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(port);
  try {
    const signUp = await fetch(`${base}/api/v1/sign_up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('killed'), password: 'correct horse battery' }),
    });
    const { token } = ((await signUp.json()) as { data: { token: string } }).data;

    // Send half of a multipart upload, wait until the server is writing it, then kill the server.
    const form = multipart([
      { name: 'video', filename: 'intro.mp4', contentType: 'video/mp4', data: fakeMp4(400_000) },
    ]);
    const request = http.request(`${base}/api/v1/videointro`, {
      method: 'POST',
      headers: {
        ...form.headers,
        'content-length': String(form.payload.length),
        authorization: `Bearer ${token}`,
      },
    });
    request.on('error', () => {});
    request.write(form.payload.subarray(0, 250_000));
    for (let i = 0; i < 100 && videoFiles().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(videoFiles()).toEqual([expect.stringMatching(/\.mp4\.[0-9a-f]+\.partial$/)]);
    await killed(server);
    request.destroy();

    server = await startServer(port);
    const video = await fetch(`${base}/api/v1/videointro`, { headers: { authorization: `Bearer ${token}` } });
    expect(video.status).toBe(200);
    expect(((await video.json()) as { data: unknown }).data).toBeNull();
    expect(videoFiles().filter((file) => !file.endsWith('.partial'))).toEqual([]);
  } finally {
    await killed(server);
  }
}, 120_000);
