import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { connect, listeningUrl } from '../src/modules/realtime/socket.test-kit';
import { createServerDatabase, signUpMember } from './harness';

const configFor = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...env,
  });

describe('graceful shutdown (what SIGTERM runs: app.close())', () => {
  it('finishes a request in flight and tells open sockets to reconnect', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-faults-'));
    const database = await openDatabase({});
    const app = await buildApp(configFor(dataDir), { logger: false, database });
    app.get('/test/slow', async () => {
      await delay(400);
      return { data: 'finished' };
    });
    await app.ready();
    const url = await listeningUrl(app);
    const member = await signUpMember(app);
    const socket = await connect(url, { token: member.token });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const inFlight = fetch(`${url}/test/slow`);
    await delay(100);
    const closing = Date.now();
    const closed = app.close();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: 'finished' });
    // "transport close" is the reason a socket.io client reconnects on its own (to another process).
    expect(await disconnected).toBe('transport close');
    await closed;
    // Without a keep-alive connection holding it open (server.ts forces an exit after 15 s).
    expect(Date.now() - closing).toBeLessThan(3000);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

/** A TCP relay to PostgreSQL that can go down (every connection cut, port closed) and come back. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    up: () => listen(port),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('PostgreSQL outage', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'answers 503 from /api/health while PostgreSQL is unreachable, and recovers without a restart',
    async () => {
      const scratch = await createServerDatabase(process.env.DATABASE_URL!);
      const relay = await relayTo(new URL(scratch.url));
      const viaRelay = new URL(scratch.url);
      viaRelay.host = `127.0.0.1:${relay.port}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-faults-'));
      const database = await openDatabase({ databaseUrl: viaRelay.toString() });
      const app = await buildApp(configFor(dataDir, { DATABASE_URL: viaRelay.toString() }), {
        logger: false,
        database,
      });
      try {
        await app.ready();
        const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
        expect(await health()).toBe(200);

        await relay.down();
        expect(await health()).toBe(503);
        expect(await health()).toBe(503);

        await relay.up();
        expect(await health()).toBe(200);
        const member = await signUpMember(app);
        expect(member.token).toBeTruthy();
      } finally {
        await app.close();
        await database.close();
        await relay.close();
        await scratch.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});
