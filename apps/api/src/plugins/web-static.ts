import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths whose screen has a named chunk in the build (apps/web/vite.config.ts `codeSplitting`). */
const SCREEN_CHUNKS: { chunk: string; matches: (pathname: string) => boolean }[] = [
  {
    chunk: 'listing',
    matches: (p) =>
      ['/', '/profiles', '/filtered/profiles', '/saved/profiles'].includes(p.replace(/\/+$/, '') || '/'),
  },
  { chunk: 'profile', matches: (p) => /^\/profile\/[^/]+\/?$/.test(p) },
];

/**
 * `<link>` tags that fetch a screen's script and style together with the start-up script, instead
 * of after it has run (one round trip less before the screen can ask for its data: on a phone's
 * network, over half a second). Empty for screens without a named chunk.
 */
export function screenPreloads(webDist: string): (pathname: string) => string {
  let files: string[] = [];
  try {
    files = fs.readdirSync(path.join(webDist, 'assets'));
  } catch {
    return () => '';
  }
  const tags = new Map<string, string>();
  for (const { chunk } of SCREEN_CHUNKS) {
    const named = (ext: string) => files.find((f) => f.startsWith(`${chunk}-`) && f.endsWith(ext));
    const script = named('.js');
    const style = named('.css');
    tags.set(
      chunk,
      [
        script ? `<link rel="modulepreload" crossorigin href="/assets/${script}">` : '',
        style ? `<link rel="preload" as="style" crossorigin href="/assets/${style}">` : '',
      ].join(''),
    );
  }
  return (pathname) => {
    const screen = SCREEN_CHUNKS.find((s) => s.matches(pathname));
    return screen ? (tags.get(screen.chunk) ?? '') : '';
  };
}

/** The shell with a screen's preloads added to its head. */
export function withPreloads(html: string, preloads: string): string {
  return preloads ? html.replace('</head>', `    ${preloads}\n  </head>`) : html;
}

/**
 * Serves the built web app's files, if present, and answers its index.html (read once: it changes
 * only with a deploy, which restarts the server); unknown non-API paths get that page and the client
 * routes them.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<{ html: string; preloadsFor: (pathname: string) => string } | null> {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  if (!webDist || !index || !fs.existsSync(index)) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its text files (apps/web/precompress): sent as they are.
    preCompressed: true,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return { html: fs.readFileSync(index, 'utf8'), preloadsFor: screenPreloads(webDist) };
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
