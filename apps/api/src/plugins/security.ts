import helmet from '@fastify/helmet';
import { APP_HEADER } from '@jodi/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/**
 * The live socket's origin for the site at `publicUrl` (ws: for http, wss: for https). CSP Level 3
 * lets 'self' match it, but older browsers do not, so it is named as well.
 */
export function socketOriginOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Not a site URL: ${publicUrl}`);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * A strict CSP: scripts only from our origin (plus a payment checkout's) and the inline scripts of
 * the web app's shell named by their hashes (`scriptHashes`, see inlineScriptHashes), never any
 * other inline script; no framing; connections only to our origin and its socket (`publicUrl`),
 * plus the analytics endpoint when configured.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    publicUrl,
    scriptOrigins = [],
    connectOrigins = [],
    scriptHashes = [],
  }: {
    publicUrl?: string;
    scriptOrigins?: string[];
    connectOrigins?: string[];
    scriptHashes?: string[];
  } = {},
) {
  for (const hash of scriptHashes) {
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(hash)) throw new Error(`Not a CSP hash: ${hash}`);
  }
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...scriptOrigins],
        // Mantine sets style attributes at run time; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(publicUrl ? [socketOriginOf(publicUrl)] : []), ...connectOrigins],
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
      throw badRequest('UNKNOWN_APP', { app: String(header) });
  });
}

/** The API's answers and members' photos and videos (`/media/p/…`): never for a search index. */
const MEMBER_DATA = /^\/(?:api\/|media\/p\/)/;

/**
 * Members' data never goes into a search index, even from a crawler that ignores robots.txt or
 * finds a photo's address elsewhere (decision 18); public pages and blog images are not touched.
 */
export function registerNoIndex(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (MEMBER_DATA.test(request.url)) reply.header('x-robots-tag', 'noindex, nofollow, noimageindex');
  });
}
