import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './registry';

/** The label of requests no route matched (unknown paths, the web app's pages): never their URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * A request's `route` label: the pattern of the route that answered (`/api/v1/profiles/:id`), so
 * no id, token or query ever becomes a label. The web app's built files (a route each, their
 * names hashed per build) count as one.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return UNMATCHED_ROUTE;
  return pattern.startsWith('/assets/') ? '/assets/*' : pattern;
}

/** Counts and times every answer of the public app, 404s and errors included. */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      { method: request.method, route: routeLabel(request), status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
}
