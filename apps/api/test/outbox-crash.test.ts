import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { notifications } from '../src/db/schema';
import { type SmtpSink, startSmtpSink } from '../src/modules/notifications/mail/smtp-sink.test-kit';
import { type PushServiceFake, startPushService, subscribeBrowser } from '../src/modules/push/push.test-kit';
import { couple, socialCalls } from '../src/modules/social/social.test-kit';
import { createServerDatabase, databaseTemplate, startTestApp, type TestApp } from './harness';
import { freePort, killed, spawnServer } from './spawned-server';

/**
 * The outbox's fault test (decision 29): an interest is accepted on a server that is killed with
 * SIGKILL right after the answer (the commit); a second server on the same database delivers
 * what the acceptance set off: the notification, its push (to a local push service) and its mail
 * (to a local SMTP server), each exactly once. Needs PostgreSQL: two processes cannot share an
 * embedded database. Jobs expire after 3 s here, so a job the killed server had taken is taken up
 * after its retry delay (30 s for a push).
 */
const serverUrl = process.env.DATABASE_URL?.trim();
const SECRET = 'outbox-crash-test-secret-0123456789abcdef';

describe.skipIf(!serverUrl)('a server killed right after an acceptance commits (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createServerDatabase>>;
  let database: DatabaseHandle;
  let setup: TestApp;
  let push: PushServiceFake;
  let sink: SmtpSink;
  const children: ChildProcess[] = [];

  const serverEnv = () => ({
    DATABASE_URL: scratch.url,
    JWT_SECRET: SECRET,
    JOB_WORKERS: 'true',
    JOB_POLL_SECONDS: '0.5',
    JOB_EXPIRY_SECONDS: '3',
    SMTP_URL: sink.url,
    PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
  });

  async function startServer(): Promise<{ url: string; child: ChildProcess }> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-outbox-'));
    const child = spawnServer(port, dataDir, serverEnv());
    children.push(child);
    for (let i = 0; i < 300 && child.exitCode === null; i++) {
      if (
        await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return { url, child };
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the server did not become healthy');
  }

  beforeAll(async () => {
    const template = databaseTemplate();
    scratch = await createServerDatabase(
      serverUrl!,
      'jodi_outbox',
      template?.kind === 'postgres' ? template.name : undefined,
    );
    database = await openDatabase({ databaseUrl: scratch.url });
    push = await startPushService();
    sink = await startSmtpSink();
    // Members are made in this process (its jobs are not worked: JOB_WORKERS is off in tests).
    setup = await startTestApp(database, { JWT_SECRET: SECRET, PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
  }, 120_000);

  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) await killed(child);
    await setup?.close();
    await database?.close();
    await scratch?.drop();
    await push?.close();
    await sink?.close();
  });

  /** The groom's interest accepted by the bride through `server`; answers his browser and the notification rows. */
  async function acceptOn(server: { url: string }, answer: 'ok' | 'hold') {
    const { groom, bride } = await couple(setup.app);
    const browser = await subscribeBrowser(setup.app, groom, push, answer);
    const sent = await socialCalls(setup.app).interest(groom, bride.profileId);
    expect(sent.statusCode, sent.body).toBe(201);
    const accepted = await fetch(`${server.url}/api/v1/interests/${sent.json().data.id}`, {
      method: 'PUT',
      headers: { ...bride.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'accepted' }),
    });
    expect(accepted.status).toBe(200);
    const acceptedRows = () =>
      database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, groom.user.id), eq(notifications.kind, 'interest_accepted')));
    return { groom, browser, acceptedRows };
  }

  /** Waits for the push and the mail, then as long again as a duplicate would take, and counts. */
  async function expectDeliveredOnce(accepted: Awaited<ReturnType<typeof acceptOn>>) {
    const { groom, browser, acceptedRows } = accepted;
    const end = Date.now() + 120_000;
    while (push.at(browser.endpoint).length === 0 || sink.to(groom.user.email).length === 0) {
      if (Date.now() > end) throw new Error('the push or the mail never arrived');
      await new Promise((r) => setTimeout(r, 200));
    }
    // Long enough for a duplicate to show: a taken-up job's expiry, its retry delay and a poll.
    await new Promise((r) => setTimeout(r, 8_000));
    const rows = await acceptedRows();
    expect(rows).toHaveLength(1);
    const pushes = push.at(browser.endpoint);
    expect(pushes).toHaveLength(1);
    expect(browser.open(pushes[0]!)).toMatchObject({ id: rows[0]!.id, kind: 'interest_accepted' });
    expect(sink.to(groom.user.email)).toHaveLength(1);
  }

  it('loses nothing: the notification, its push and its mail each arrive exactly once', async () => {
    const first = await startServer();
    const accepted = await acceptOn(first, 'ok');
    await killed(first.child);
    expect(await accepted.acceptedRows()).toHaveLength(1);
    const second = await startServer();
    await expectDeliveredOnce(accepted);
    await killed(second.child);
  }, 180_000);

  it('a push under way when the server dies is sent again by the next, once', async () => {
    const first = await startServer();
    const accepted = await acceptOn(first, 'hold');
    // The first server has taken the push job and waits on the push service: killed mid-send.
    const end = Date.now() + 30_000;
    while (push.heldAt(accepted.browser.endpoint).length === 0) {
      if (Date.now() > end) throw new Error('the first server never sent the push');
      await new Promise((r) => setTimeout(r, 100));
    }
    await killed(first.child);
    await startServer();
    await expectDeliveredOnce(accepted);
  }, 180_000);
});
