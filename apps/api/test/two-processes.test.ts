import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatCount, ChatMessage } from '@jodi/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, nextEvent } from '../src/modules/realtime/socket.test-kit';
import { createServerDatabase, sharedServices, uniqueEmail } from './harness';
import { freePort, spawnServer } from './spawned-server';

/**
 * Architecture, "Data and scale": two API processes against one PostgreSQL and one Redis; a chat
 * message posted to one reaches a socket held by the other. Needs DATABASE_URL and REDIS_URL.
 */
const services = sharedServices();

it('runs the two-process test exactly when PostgreSQL and Redis are both given', () => {
  const expectedMissing = (['DATABASE_URL', 'REDIS_URL'] as const).filter(
    (name) => !process.env[name]?.trim(),
  );
  if (services.ready) {
    expect(expectedMissing).toEqual([]);
    expect(services.databaseUrl).toMatch(/^postgres(ql)?:\/\//);
    expect(services.redisUrl).toMatch(/^rediss?:\/\//);
  } else {
    // Skipped below, and this says why: an embedded database cannot be shared by two processes.
    expect(services.missing).toEqual(expectedMissing);
    expect(services.missing.length).toBeGreaterThan(0);
  }
});

interface ApiProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
  dataDir: string;
  exited: Promise<number | null>;
}

function startApi(name: string, port: number, env: Record<string, string>): ApiProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `jodi-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, dataDir, env, ['ignore', 'pipe', 'pipe']);
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, url, child, output, dataDir, exited };
}

async function waitForHealth(api: ApiProcess, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (api.child.exitCode !== null) break;
    try {
      const res = await fetch(`${api.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${api.name} did not become healthy:\n${api.output.join('')}`);
}

async function stop(api: ApiProcess): Promise<number | null> {
  if (api.child.exitCode === null && api.child.signalCode === null) {
    api.child.kill('SIGTERM');
    const timer = setTimeout(() => api.child.kill('SIGKILL'), 20_000);
    const code = await api.exited;
    clearTimeout(timer);
    fs.rmSync(api.dataDir, { recursive: true, force: true });
    return code;
  }
  fs.rmSync(api.dataDir, { recursive: true, force: true });
  return api.child.exitCode;
}

async function call(api: ApiProcess, method: string, url: string, body?: object, token?: string) {
  const res = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${url} on ${api.name}: ${res.status} ${text}`);
  return JSON.parse(text) as { data: Record<string, unknown> & { id: string } };
}

interface Member {
  token: string;
  userId: string;
  profileId: string;
}

async function signUp(api: ApiProcess): Promise<Member> {
  const { data } = await call(api, 'POST', '/api/v1/sign_up', {
    email: uniqueEmail('two'),
    password: 'correct horse battery',
  });
  const user = data.user as { id: string; profile_id: string };
  return { token: data.token as string, userId: user.id, profileId: user.profile_id };
}

describe.runIf(services.ready)('two API processes sharing PostgreSQL and Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let one: ApiProcess;
  let two: ApiProcess;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    if (!services.ready) return;
    database = await createServerDatabase(services.databaseUrl);
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: services.redisUrl,
      REDIS_PREFIX: `jodi-two:${crypto.randomBytes(4).toString('hex')}:`,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    };
    // Both start at once: one migrates the fresh database while the other waits on the lock.
    one = startApi('api-1', await freePort(), shared);
    two = startApi('api-2', await freePort(), shared);
    await Promise.all([waitForHealth(one), waitForHealth(two)]);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([one, two].filter(Boolean).map(stop));
    await database?.drop();
  }, 60_000);

  it('delivers a message posted to one process to the receiver socket held by the other', async () => {
    const groom = await signUp(one);
    const bride = await signUp(one);
    const request = await call(one, 'POST', '/api/v1/chatrequests', { to: bride.profileId }, groom.token);
    await call(
      two,
      'PUT',
      `/api/v1/chatrequests/${request.data.id}/`,
      { accepted: true, declined: false },
      bride.token,
    );

    const brideOnTwo = await connect(two.url, { token: bride.token });
    const groomOnTwo = await connect(two.url, { token: groom.token });
    const groomOnOne = await connect(one.url, { token: groom.token });
    sockets.push(brideOnTwo, groomOnTwo, groomOnOne);

    const brideMessage = nextEvent<ChatMessage>(brideOnTwo, 'message', 10_000);
    const brideCount = nextEvent<ChatCount>(brideOnTwo, 'publish', 10_000);
    const groomOtherTab = nextEvent<ChatMessage>(groomOnTwo, 'message', 10_000);
    const sent = await call(
      one,
      'POST',
      '/api/v1/message/',
      { to: bride.profileId, message: 'Namaste' },
      groom.token,
    );

    expect(await brideMessage).toEqual(sent.data);
    expect(await brideCount).toEqual({ chat_count: 1 });
    expect((await groomOtherTab).id).toBe(sent.data.id);

    // And back: a reply posted to process 2 reaches the groom's socket on process 1.
    const reply = nextEvent<ChatMessage>(groomOnOne, 'message', 10_000);
    await call(two, 'POST', '/api/v1/message/', { to: groom.profileId, message: 'Namaste ji' }, bride.token);
    expect((await reply).message).toBe('Namaste ji');

    const counted = await call(one, 'GET', '/api/v1/counts/subscribe', undefined, groom.token);
    expect(counted.data).toEqual({ chat_count: 1 });
  });

  it('refuses a token on the other process as soon as it is signed out on one (decision 42)', async () => {
    const member = await signUp(one);
    // Process two keeps the caller after its first request; these answer from what it keeps.
    for (let i = 0; i < 3; i++) await call(two, 'GET', '/api/v1/user', undefined, member.token);
    await call(one, 'POST', '/api/v1/sign_out', undefined, member.token);
    await vi.waitFor(
      async () => {
        const res = await fetch(`${two.url}/api/v1/user`, {
          headers: { authorization: `Bearer ${member.token}` },
        });
        expect(res.status).toBe(401);
      },
      { timeout: 1_000, interval: 20 },
    );
  });

  it('closes its sockets on SIGTERM and exits cleanly, so clients reconnect to the other process', async () => {
    const member = await signUp(one);
    const socket = await connect(two.url, { token: member.token });
    sockets.push(socket);
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    two.child.kill('SIGTERM');
    expect(await reason).toBe('transport close');
    expect(await two.exited).toBe(0);
    // The survivor still serves the member.
    const again = await connect(one.url, { token: member.token });
    sockets.push(again);
    expect(again.connected).toBe(true);
  }, 30_000);
});
