import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries a new session's token (sign-in, sign-up): never kept by any cache. */
    answersToken?: boolean;
  }
}

/** A request that carries a bearer token, valid or not (the answer may be a member's own data). */
const hasBearer = (request: FastifyRequest) => /^bearer\s/i.test(request.headers.authorization ?? '');

/**
 * What a signed-in member is answered, and a new session's token, is never stored by a
 * browser's or a shared cache. Every answer to a request with a bearer token (data, errors, 401s,
 * 404s) and every answer of a route marked `answersToken` gets `Cache-Control: no-store`, unless
 * the route said itself how its answer may be cached (members' media behind signed URLs, the web
 * app's files and page, public texts such as the A/B menu): those answers are the same for
 * whoever asks. Visitors' answers are left as they are.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    if (hasBearer(request) || request.routeOptions.config?.answersToken === true) {
      reply.header('cache-control', 'no-store');
    }
  });
}
