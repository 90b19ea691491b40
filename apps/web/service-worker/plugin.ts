import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw.js');
/** Public files the offline shell needs besides the built entry. */
const SHELL_FILES = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The entry chunk, the chunks it imports statically and their CSS: what the first screen loads. */
function entryFiles(bundle: Record<string, OutputChunkLike>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  return [...files].map((file) => `/${file}`);
}

/**
 * Emits dist/sw.js from service-worker/sw.js with the build's precache list and a version drawn
 * from the hashed file names, so each deploy installs a new worker and drops the old shell.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'jodi-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, OutputChunkLike>;
      const precache = [...SHELL_FILES, ...entryFiles(chunks)];
      const version = crypto
        .createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      const source = fs
        .readFileSync(TEMPLATE, 'utf8')
        .replace('__JODI_VERSION__', version)
        .replace('__JODI_PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
