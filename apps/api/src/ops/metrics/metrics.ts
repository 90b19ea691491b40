import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerHttpMetrics } from './http-metrics';
import { MetricsServer } from './metrics-server';
import { createMetrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus endpoint's own server when METRICS_PORT is set; server.ts starts it. */
    metrics: MetricsServer | null;
  }
}

/**
 * The one place metrics are wired: with METRICS_PORT set, the app's requests are counted and
 * timed, and `app.metrics` is the server that answers `/metrics` on its own port (started by
 * server.ts, closed with the app). Unset: nothing is registered and nothing is measured.
 */
export function setUpMetrics(app: FastifyInstance, ctx: AppContext): void {
  const settings = ctx.config.metrics;
  if (!settings) {
    app.decorate('metrics', null);
    return;
  }
  const metrics = createMetrics({
    jobs: ctx.jobs,
    realtime: ctx.realtime,
    database: ctx.database,
    log: app.log,
  });
  registerHttpMetrics(app, metrics);
  const server = new MetricsServer(metrics, settings, app.log);
  app.decorate('metrics', server);
  // Before the job queue and the database close (onClose), so no scrape reads them half closed.
  app.addHook('preClose', async () => {
    await server.close();
  });
}
