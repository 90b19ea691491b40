import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, rowsOf, signUpMember, type TestApp } from '../../../test/harness';
import { loadConfig } from '../../config';
import { DELIVER_MAIL, DELIVER_PUSH } from '../../modules/notifications/notifications.jobs';
import { connect, listeningUrl } from '../../modules/realtime/socket.test-kit';

let t: TestApp;
let webDist: string;
let metricsUrl: string;
let bound: { host: string; port: number };

/** The exposition as Prometheus scrapes it. */
async function scrape(): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(metricsUrl);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The value of one series (`name{labels}`), or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

beforeAll(async () => {
  // The web app's build is there, as in production: an unknown page gets the app's shell.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Jodi</title><div id="root"></div>',
  );
  t = await buildTestApp({ METRICS_PORT: '0', WEB_DIST: webDist });
  if (!t.app.metrics) throw new Error('METRICS_PORT set, yet no metrics server');
  bound = await t.app.metrics.listen();
  metricsUrl = `http://127.0.0.1:${bound.port}/metrics`;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the Prometheus endpoint (METRICS_PORT)', () => {
  it('is never on the public port: /metrics answers 404 there, to a browser as to a scraper', async () => {
    for (const headers of [{}, { accept: 'text/html' }, { accept: 'text/plain' }]) {
      for (const url of ['/metrics', '/metrics/', '/metrics?name[]=x']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.body).not.toContain('jodi_http_requests_total');
      }
    }
    // An unknown page still gets the web app's shell, as before.
    expect((await t.app.inject({ method: 'GET', url: '/some/page' })).statusCode).toBe(200);
  });

  it('binds 127.0.0.1 unless METRICS_HOST says otherwise, and is off without METRICS_PORT', async () => {
    expect(bound.host).toBe('127.0.0.1');
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: 'not a host!' })).toThrow(/METRICS_HOST/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
    const off = await buildTestApp();
    try {
      expect(off.app.metrics).toBeNull();
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('answers 200 in the Prometheus text format, /metrics only', async () => {
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    // Every line is a comment (HELP, TYPE), empty, or `name{labels} value`.
    const series =
      /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="([^"\\]|\\.)*",?)*\})? [-+0-9.eEInfNa]+$/;
    const bad = text
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('# ') && !series.test(line));
    expect(bad).toEqual([]);
    // prom-client's process metrics come too.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(405);
  });

  it('counts requests by route pattern and status, with a latency histogram', async () => {
    const unmatched = 'jodi_http_requests_total{method="GET",route="(unmatched)",status="404"}';
    const unmatchedBefore = seriesValue((await scrape()).text, unmatched) ?? 0;
    await signUpMember(t.app);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    const { text } = await scrape();
    expect(seriesValue(text, 'jodi_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(
      2,
    );
    expect(
      seriesValue(text, 'jodi_http_requests_total{method="POST",route="/api/v1/sign_up",status="200"}'),
    ).toBe(1);
    expect(seriesValue(text, unmatched)).toBe(unmatchedBefore + 1);
    const health = 'method="GET",route="/api/health",status_class="2xx"';
    expect(seriesValue(text, `jodi_http_request_duration_seconds_count{${health}}`)).toBe(2);
    expect(seriesValue(text, `jodi_http_request_duration_seconds_bucket{le="+Inf",${health}}`)).toBe(2);
    expect(seriesValue(text, `jodi_http_request_duration_seconds_sum{${health}}`)).toBeGreaterThan(0);
    expect(text).not.toContain('no-such-thing');
  });

  it('labels a URL with an id or a token by its route pattern, never the URL', async () => {
    const id = crypto.randomUUID();
    const token = crypto.randomBytes(12).toString('hex');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/blog/${id}?t=${token}` })).statusCode).toBe(
      404,
    );
    const media = await t.app.inject({ method: 'GET', url: `/media/private/p/${id}/${token}.jpg` });
    const { text } = await scrape();
    expect(
      seriesValue(text, 'jodi_http_requests_total{method="GET",route="/api/v1/blog/:id",status="404"}'),
    ).toBe(1);
    expect(
      seriesValue(
        text,
        `jodi_http_requests_total{method="GET",route="/media/*",status="${media.statusCode}"}`,
      ),
    ).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain(token);
  });

  it('reports the job queue per kind: depth, the oldest waiting job, retries and failures', async () => {
    const { db } = t.database;
    const before = await scrape();
    // Every defined kind has its series, zero when it has no jobs.
    expect(seriesValue(before.text, `jodi_job_queue_depth{kind="${DELIVER_PUSH.name}",state="active"}`)).toBe(
      0,
    );
    expect(seriesValue(before.text, `jodi_job_failed_last_hour{kind="${DELIVER_MAIL.name}"}`)).toBe(0);

    // This app works no jobs (tests start workers themselves): what is sent stays in the queue.
    const due = await t.app.ctx.jobs.send(DELIVER_PUSH, { notificationId: crypto.randomUUID() });
    await t.app.ctx.jobs.send(DELIVER_PUSH, { notificationId: crypto.randomUUID() });
    await t.app.ctx.jobs.send(
      DELIVER_PUSH,
      { notificationId: crypto.randomUUID() },
      {
        after: new Date(Date.now() + 3_600_000),
      },
    );
    const failing = await t.app.ctx.jobs.send(DELIVER_MAIL, { notificationId: crypto.randomUUID() });
    const failed = await t.app.ctx.jobs.send(DELIVER_MAIL, { notificationId: crypto.randomUUID() });
    // As pg-boss leaves them: one due for 90 seconds, a mail waiting for its retry, a mail failed for good.
    await db.execute(sql`UPDATE jobs.job SET start_after = now() - interval '90 seconds' WHERE id = ${due}`);
    await db.execute(sql`UPDATE jobs.job SET state = 'retry', retry_count = 1 WHERE id = ${failing}`);
    await db.execute(
      sql`UPDATE jobs.job SET state = 'failed', retry_count = 4, completed_on = now() WHERE id = ${failed}`,
    );
    const rows = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM jobs.job WHERE name IN (${DELIVER_PUSH.name}, ${DELIVER_MAIL.name})`,
    );
    expect(rows[0]?.n).toBe(5);

    const { text } = await scrape();
    const push = DELIVER_PUSH.name;
    const mail = DELIVER_MAIL.name;
    expect(seriesValue(text, `jodi_job_queue_depth{kind="${push}",state="waiting"}`)).toBe(2);
    expect(seriesValue(text, `jodi_job_queue_depth{kind="${push}",state="scheduled"}`)).toBe(1);
    expect(seriesValue(text, `jodi_job_queue_depth{kind="${push}",state="active"}`)).toBe(0);
    expect(seriesValue(text, `jodi_job_queue_depth{kind="${mail}",state="waiting"}`)).toBe(1);
    const oldest = seriesValue(text, `jodi_job_queue_oldest_waiting_seconds{kind="${push}"}`) ?? 0;
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(oldest).toBeLessThan(600);
    expect(seriesValue(text, `jodi_job_retrying{kind="${mail}"}`)).toBe(1);
    expect(seriesValue(text, `jodi_job_failed_last_hour{kind="${mail}"}`)).toBe(1);
    expect(seriesValue(text, `jodi_job_failed_last_hour{kind="${push}"}`)).toBe(0);
    expect(text).not.toMatch(/jodi_metrics_collect_errors_total\{/);
  });

  it('counts the live sockets connected to this process', async () => {
    const member = await signUpMember(t.app);
    const url = await listeningUrl(t.app);
    expect(seriesValue((await scrape()).text, 'jodi_realtime_sockets')).toBe(0);
    const sockets = [
      await connect(url, { token: member.token }),
      await connect(url, { token: member.token }),
    ];
    try {
      expect(seriesValue((await scrape()).text, 'jodi_realtime_sockets')).toBe(2);
    } finally {
      for (const socket of sockets) socket.close();
    }
    await expect.poll(async () => seriesValue((await scrape()).text, 'jodi_realtime_sockets')).toBe(0);
  });

  it('reports the database pools on PostgreSQL, and only the database kind on the embedded one', async () => {
    const { text } = await scrape();
    expect(seriesValue(text, `jodi_database_info{kind="${t.database.kind}"}`)).toBe(1);
    if (t.database.kind === 'postgres') {
      // The app's pool (10 clients at most) and the job queue's own (3).
      expect(seriesValue(text, 'jodi_db_pool_max_clients{pool="app"}')).toBe(10);
      expect(seriesValue(text, 'jodi_db_pool_max_clients{pool="jobs"}')).toBe(3);
      for (const pool of ['app', 'jobs']) {
        expect(seriesValue(text, `jodi_db_pool_clients{pool="${pool}"}`)).toBeGreaterThanOrEqual(1);
        expect(seriesValue(text, `jodi_db_pool_idle_clients{pool="${pool}"}`)).toBeGreaterThanOrEqual(0);
        expect(seriesValue(text, `jodi_db_pool_waiting_queries{pool="${pool}"}`)).toBe(0);
      }
    } else {
      // PGlite is one connection in the process: no pool, so no pool series.
      expect(text).not.toMatch(/^jodi_db_pool_\w+\{/m);
    }
  });
});
