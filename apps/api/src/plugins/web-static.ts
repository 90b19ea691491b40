import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app's files, if present, and answers its index.html (read once: it changes
 * only with a deploy, which restarts the server); unknown non-API paths get that page and the client
 * routes them.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<{ html: string } | null> {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  if (!webDist || !index || !fs.existsSync(index)) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return { html: fs.readFileSync(index, 'utf8') };
}

export function isSpaNavigation(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/media/') &&
    !request.url.startsWith('/socket.io')
  );
}

export function sendSpaShell(reply: FastifyReply, html: string) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
