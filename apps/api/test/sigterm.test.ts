import fs from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { connect, refusal } from '../src/modules/realtime/socket.test-kit';
import { startVideoUpload, untilVideoFileAppears, videoFilesIn } from './partial-upload';
import { exited, freePort, killed, serverDataDir, signUpOver, startServer } from './spawned-server';

/**
 * Faults: SIGTERM (a deploy, a scale-down) is a graceful stop. A video upload still
 * arriving when the signal comes is finished and answered for real; live sockets are told to go
 * (`io server disconnect`), so clients reconnect elsewhere; the process exits with 0 within the
 * 15 s the server allows itself, after which nothing is accepted.
 */
const dataDir = serverDataDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const videoFiles = () => videoFilesIn(dataDir);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('finishes the upload in flight, disconnects sockets and exits with 0 on SIGTERM', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir);
  try {
    const token = await signUpOver(base, 'sigterm');
    const socket = await connect(base, { token });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const upload = startVideoUpload(base, token, 250_000);
    await untilVideoFileAppears(dataDir);
    expect(videoFiles()).toEqual([expect.stringMatching(/\.partial$/)]);

    const signalledAt = Date.now();
    const exit = exited(server);
    server.kill('SIGTERM');
    // Told by the server, or the transport closed under it: either way the client reconnects.
    expect(['io server disconnect', 'transport close']).toContain(await disconnected);
    await sleep(300); // the server is now closing, with the upload half sent
    const answer = await upload.finish();
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).data).toMatchObject({ mime: 'video/mp4' });

    expect(await exit).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    expect(videoFiles().sort()).toEqual([
      expect.stringMatching(/\.mp4$/),
      expect.stringMatching(/\.poster\.jpg$/),
    ]);
    expect(await refusal(base, { token })).not.toBe('connected');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  } finally {
    await killed(server);
  }
}, 120_000);
