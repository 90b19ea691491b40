import helmet from '@fastify/helmet';
import { APP_HEADER } from '@jodi/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/**
 * A strict CSP: scripts only from our origin (plus a payment checkout's), no inline script, no
 * framing; connections only to our origin (plus the analytics endpoint when configured).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { scriptOrigins = [], connectOrigins = [] }: { scriptOrigins?: string[]; connectOrigins?: string[] } = {},
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptOrigins],
        // Mantine sets style attributes at run time; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...connectOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", ...scriptOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** Spec: every request marks its client app; a missing header is the default app, an unknown one is 400. */
export function registerAppHeaderCheck(app: FastifyInstance, appIds: string[]) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers[APP_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !appIds.includes(header))
      throw badRequest(`Unknown app "${String(header)}".`);
  });
}
