import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw.js');
/** Public files the offline shell needs besides the built scripts and styles. */
const SHELL_FILES = [
  '/',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/img/placeholder.svg',
  '/img/placeholder-female.svg',
  '/img/placeholder-male.svg',
];

/**
 * Emits dist/sw.js from service-worker/sw.js with the build's precache list and a version drawn
 * from the hashed file names, so each deploy installs a new worker and drops the old shell.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'jodi-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      // Every script and style of every screen (about 0.4 MB compressed), so any screen opens offline.
      const built = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file) && file !== 'sw.js');
      const precache = [...SHELL_FILES, ...built.map((file) => `/${file}`)];
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
