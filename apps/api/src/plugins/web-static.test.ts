import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, screenPreloads, withPreloads } from './web-static';

/** The build manifest Vite writes (`build.manifest`), as the server reads it. */
function writeManifest(dist: string, manifest: Record<string, object>) {
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

describe('screen preloads', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("preloads the listing's, the profile view's and the matches' chunks on their paths only", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-web-'));
    dirs.push(dist);
    writeManifest(dist, {
      'index.html': { file: 'assets/index-a1.js', name: 'index' },
      '_listing-b2.js': {
        file: 'assets/listing-b2.js',
        name: 'listing',
        imports: ['index.html'],
        css: ['assets/listing-b2.css'],
      },
      '_profile-c3.js': { file: 'assets/profile-c3.js', name: 'profile', imports: ['index.html'] },
      '_matches-d4.js': { file: 'assets/matches-d4.js', name: 'matches', imports: ['index.html'] },
    });
    const preloadsFor = screenPreloads(dist);
    for (const home of ['/', '/profiles', '/profiles/', '/saved/profiles', '/filtered/profiles']) {
      expect(preloadsFor(home)).toBe(
        '<link rel="modulepreload" crossorigin href="/assets/listing-b2.js"><link rel="preload" as="style" crossorigin href="/assets/listing-b2.css">',
      );
    }
    expect(preloadsFor('/profile/YWJj')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/profile-c3.js">',
    );
    for (const matches of ['/matches', '/matches/']) {
      expect(preloadsFor(matches)).toBe(
        '<link rel="modulepreload" crossorigin href="/assets/matches-d4.js">',
      );
    }
    expect(preloadsFor('/blogs')).toBe('');
    expect(withPreloads('<head></head>', preloadsFor('/blogs'))).toBe('<head></head>');
    expect(withPreloads('<head>\n  </head>', '<link>')).toContain('<link>\n  </head>');
  });

  it("also preloads the chunks a screen's chunk imports, and their styles, but not the shell's", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-web-'));
    dirs.push(dist);
    writeManifest(dist, {
      'index.html': { file: 'assets/index-A1b2C3d4.js', name: 'index', imports: ['_runtime-B1c2D3e4.js'] },
      '_runtime-B1c2D3e4.js': { file: 'assets/runtime-B1c2D3e4.js', name: 'runtime' },
      '_shared-E5f6G7h8.js': {
        file: 'assets/shared-E5f6G7h8.js',
        name: 'shared',
        imports: ['index.html', '_runtime-B1c2D3e4.js'],
        css: ['assets/shared-I9j0K1l2.css'],
      },
      '_cards-M3n4_5o6.js': {
        file: 'assets/cards-M3n4_5o6.js',
        name: 'cards',
        imports: ['_shared-E5f6G7h8.js'],
      },
      '_profile-P7q8R9s0.js': {
        file: 'assets/profile-P7q8R9s0.js',
        name: 'profile',
        imports: ['_cards-M3n4_5o6.js', '_shared-E5f6G7h8.js'],
        css: ['assets/profile-X5y6Z7a8.css'],
      },
      'src/Lazy.tsx': { file: 'assets/lazy-T1u2V3w4.js', name: 'Lazy', imports: ['_profile-P7q8R9s0.js'] },
    });
    expect(screenPreloads(dist)('/profile/YWJj')).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/profile-P7q8R9s0.js">',
        '<link rel="modulepreload" crossorigin href="/assets/cards-M3n4_5o6.js">',
        '<link rel="modulepreload" crossorigin href="/assets/shared-E5f6G7h8.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/profile-X5y6Z7a8.css">',
        '<link rel="preload" as="style" crossorigin href="/assets/shared-I9j0K1l2.css">',
      ].join(''),
    );
  });

  it('adds nothing without a build', () => {
    expect(screenPreloads('/nowhere')('/profiles')).toBe('');
  });
});

describe('inline script hashes', () => {
  it('hashes each inline script of the shell exactly as written, and nothing else', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-web-'));
    try {
      const code = '(function(){window.x=`a</b>`;})();';
      fs.writeFileSync(
        path.join(dist, 'index.html'),
        `<head><script>${code}</script><script type="module" src="/assets/i.js"></script><script> </script></head>`,
      );
      const hash = crypto.createHash('sha256').update(code).digest('base64');
      expect(inlineScriptHashes(dist)).toEqual([`'sha256-${hash}'`]);
      expect(inlineScriptHashes('/nowhere')).toEqual([]);
      expect(inlineScriptHashes(undefined)).toEqual([]);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
