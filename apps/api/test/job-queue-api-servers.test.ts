import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../src/jobs/job-queue';
import { type SmtpSink, startSmtpSink } from '../src/modules/notifications/mail/smtp-sink.test-kit';
import { DELIVER_MAIL } from '../src/modules/notifications/notifications.jobs';
import { createServerDatabase, sharedServices } from './harness';
import { freePort, spawnServer } from './spawned-server';

/**
 * Decision 19 with the real server: two API processes (src/server.ts, job workers on) on one
 * PostgreSQL race for the same notification mails; each mail is sent exactly once. Needs
 * DATABASE_URL and REDIS_URL, as the other two-process test.
 */
const services = sharedServices();

interface Server {
  child: ChildProcess;
  dataDir: string;
  exited: Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-jobs-api-'));
  const child = spawnServer(port, dataDir, env);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the server exited');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, dataDir, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become healthy');
}

describe.skipIf(!services.ready)('notification mails across two API servers (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createServerDatabase>>;
  let sink: SmtpSink;
  let sender: JobQueue;
  let pool: pg.Pool;
  const servers: Server[] = [];

  beforeAll(async () => {
    if (!services.ready) return;
    scratch = await createServerDatabase(services.databaseUrl, 'jodi_jobs_api');
    sink = await startSmtpSink();
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: services.redisUrl,
      REDIS_PREFIX: `jodi-jobs-${crypto.randomBytes(4).toString('hex')}:`,
      JWT_SECRET: 'a-fixed-secret-for-this-test-only-0123456789',
      SMTP_URL: sink.url,
      JOB_WORKERS: 'true',
      JOB_POLL_SECONDS: '0.5',
    };
    // Started together: they also take turns setting the queue up.
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    sender = new JobQueue({ connectionString: scratch.url }, silent, { work: false });
    sender.define(DELIVER_MAIL, async () => {});
    await sender.start();
  }, 120_000);

  afterAll(async () => {
    await sender?.stop(0);
    for (const s of servers) {
      s.child.kill('SIGTERM');
      await s.exited;
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
    await pool?.end();
    await sink?.close();
    await scratch?.drop();
  });

  it('sends each of 30 mails exactly once while both servers work the queue', async () => {
    const ids: string[] = [];
    const addresses: string[] = [];
    for (let i = 0; i < 30; i++) {
      const email = `jobs.${i}.${crypto.randomBytes(3).toString('hex')}@example.com`;
      const user = await pool.query<{ id: string }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
        email,
      ]);
      const note = await pool.query<{ id: string }>(
        `INSERT INTO notifications (user_id, kind, title, body, link)
         VALUES ($1, 'interest_accepted', 'It’s a match!', 'A member accepted your interest.', '/interests')
         RETURNING id`,
        [user.rows[0]!.id],
      );
      ids.push(note.rows[0]!.id);
      addresses.push(email);
    }
    await Promise.all(ids.map((notificationId) => sender.send(DELIVER_MAIL, { notificationId })));
    const end = Date.now() + 60_000;
    while (sink.mails.length < ids.length && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    // Time for a second delivery of any of them to show.
    await new Promise((r) => setTimeout(r, 2000));
    expect(sink.mails).toHaveLength(ids.length);
    for (const address of addresses) expect(sink.to(address)).toHaveLength(1);
  }, 120_000);
});
