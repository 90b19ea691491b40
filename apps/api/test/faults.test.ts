import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { connect, listeningUrl, nextEvent } from '../src/modules/realtime/socket.test-kit';
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

/** A TCP relay (to PostgreSQL or Redis) that can go down (every connection cut, port closed) and come back. */
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

/**
 * Redis carries the rate-limit counts and the socket events between processes. While it is
 * unreachable, RedisRateLimitStore counts in the process's memory (fails over, never refuses
 * sign-in) and each process still reaches its own sockets; once it is back, ioredis reconnects by
 * itself and counts and cross-process events go through Redis again.
 */
describe('Redis outage', () => {
  it.skipIf(!process.env.REDIS_URL)(
    'keeps signing in while Redis is unreachable, and counts and relays through it again once back',
    async () => {
      const relay = await relayTo(new URL(process.env.REDIS_URL!));
      const prefix = `jodi-faults-${crypto.randomBytes(4).toString('hex')}:`;
      const env = { REDIS_URL: `redis://127.0.0.1:${relay.port}`, REDIS_PREFIX: prefix };
      const direct = new Redis(process.env.REDIS_URL!);
      const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-faults-')));
      const databases = await Promise.all(dataDirs.map(() => openDatabase({})));
      // Two processes' worth: `sender` emits, `holder` holds the member's socket.
      const [sender, holder] = await Promise.all(
        dataDirs.map((dir, i) => buildApp(configFor(dir, env), { logger: false, database: databases[i] })),
      );
      const countKeys = async () => (await direct.keys(`${prefix}rl:*`)).length;
      try {
        const member = await signUpMember(holder!);
        const signIn = async () =>
          (
            await holder!.inject({
              method: 'POST',
              url: '/api/v1/sign_in',
              payload: { email: member.user.email, password: member.password },
            })
          ).statusCode;
        const socket = await connect(await listeningUrl(holder!), { token: member.token });
        const crossProcess = async () => {
          const heard = nextEvent(socket, 'publish', 1000).then(
            () => true,
            () => false,
          );
          sender!.ctx.realtime.toUser(member.user.id, 'publish', { chat_count: 7 });
          return heard;
        };
        const eventually = async (check: () => Promise<boolean>) => {
          for (let i = 0; i < 40; i++) if (await check()) return true;
          return false;
        };
        expect(await eventually(crossProcess)).toBe(true);
        expect(await signIn()).toBe(200);
        expect(await countKeys()).toBeGreaterThan(0);

        await relay.down();
        await direct.del(...(await direct.keys(`${prefix}*`)));
        expect(await signIn()).toBe(200);
        expect(await signIn()).toBe(200);
        expect(await countKeys()).toBe(0);
        const local = nextEvent(socket, 'publish');
        holder!.ctx.realtime.toUser(member.user.id, 'publish', { chat_count: 1 });
        expect(await local).toEqual({ chat_count: 1 });
        expect(await holder!.inject({ method: 'GET', url: '/api/health' })).toMatchObject({
          statusCode: 200,
        });

        await relay.up();
        expect(await eventually(crossProcess)).toBe(true);
        expect(await eventually(async () => (await signIn()) === 200 && (await countKeys()) > 0)).toBe(true);
        socket.close();
      } finally {
        await Promise.all([sender!.close(), holder!.close()]);
        await Promise.all(databases.map((d) => d.close()));
        const left = await direct.keys(`${prefix}*`);
        if (left.length > 0) await direct.del(...left);
        direct.disconnect();
        await relay.close();
        for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
