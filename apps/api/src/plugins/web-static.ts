import crypto from 'node:crypto';
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
  { chunk: 'matches', matches: (p) => (p.replace(/\/+$/, '') || '/') === '/matches' },
];

/** An entry of the build's manifest (Vite `build.manifest`): a chunk's file, its imports and styles. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

function readManifest(webDist: string): Record<string, ManifestChunk> | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * `<link>` tags that fetch a screen's script and style together with the start-up script, instead
 * of after it has run (one round trip less before the screen can ask for its data: on a phone's
 * network, over half a second); with the chunks that script imports, and their styles, which the
 * browser would otherwise find only once it runs (another round trip). What the shell (index.html)
 * already loads is left out. Read from the build's manifest; empty without one.
 */
export function screenPreloads(webDist: string): (pathname: string) => string {
  const manifest = readManifest(webDist);
  if (!manifest) return () => '';
  const shell = manifest['index.html'];
  const inShell = new Set(['index.html', ...(shell?.imports ?? [])]);
  const tags = new Map<string, string>();
  for (const { chunk } of SCREEN_CHUNKS) {
    const scripts: ManifestChunk[] = [];
    const visit = (key: string) => {
      const found = manifest[key];
      if (!found || inShell.has(key) || scripts.includes(found)) return;
      scripts.push(found);
      for (const imported of found.imports ?? []) visit(imported);
    };
    const named = Object.keys(manifest).find((key) => manifest[key]?.name === chunk);
    if (named) visit(named);
    tags.set(
      chunk,
      [
        ...scripts.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`),
        ...scripts
          .flatMap((c) => c.css ?? [])
          .map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
      ].join(''),
    );
  }
  return (pathname) => {
    const screen = SCREEN_CHUNKS.find((s) => s.matches(pathname));
    return screen ? (tags.get(screen.chunk) ?? '') : '';
  };
}

/**
 * `'sha256-…'` sources for the CSP's script-src, one per inline script of the built index.html (the
 * early requests of apps/web/src/api/early/inline.ts): those scripts run, and no other inline one.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  let html: string;
  try {
    html = webDist ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  } catch {
    return [];
  }
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`);
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
    // Cache-Control is ours (below), not send's default.
    cacheControl: false,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return { html: fs.readFileSync(index, 'utf8'), preloadsFor: screenPreloads(webDist) };
}

export function isSpaNavigation(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/media/') &&
    !request.url.startsWith('/socket.io') &&
    // The metrics are never on the public port (METRICS_PORT): a 404 here, not the app's page.
    !/^\/metrics(?:[/?]|$)/.test(request.url)
  );
}

export function sendSpaShell(reply: FastifyReply, html: string) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
