import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, screenPreloads, withPreloads } from './web-static';

describe('screen preloads', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("preloads the listing's and the profile view's chunks on their paths only", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-web-'));
    dirs.push(dist);
    fs.mkdirSync(path.join(dist, 'assets'));
    for (const file of ['index-a1.js', 'listing-b2.js', 'listing-b2.css', 'profile-c3.js']) {
      fs.writeFileSync(path.join(dist, 'assets', file), '');
    }
    const preloadsFor = screenPreloads(dist);
    for (const home of ['/', '/profiles', '/profiles/', '/saved/profiles', '/filtered/profiles']) {
      expect(preloadsFor(home)).toBe(
        '<link rel="modulepreload" crossorigin href="/assets/listing-b2.js"><link rel="preload" as="style" crossorigin href="/assets/listing-b2.css">',
      );
    }
    expect(preloadsFor('/profile/YWJj')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/profile-c3.js">',
    );
    expect(preloadsFor('/blogs')).toBe('');
    expect(withPreloads('<head></head>', preloadsFor('/blogs'))).toBe('<head></head>');
    expect(withPreloads('<head>\n  </head>', '<link>')).toContain('<link>\n  </head>');
  });

  it("also preloads the chunks a screen's chunk imports, and their styles, but not the shell's", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-web-'));
    dirs.push(dist);
    fs.mkdirSync(path.join(dist, 'assets'));
    const files: Record<string, string> = {
      'index-A1b2C3d4.js': 'export const a=1;',
      'shared-E5f6G7h8.js': 'import{a}from"./index-A1b2C3d4.js";export const s=a;',
      'shared-I9j0K1l2.css': '.s{}',
      'cards-M3n4_5o6.js': 'import"./shared-E5f6G7h8.js";export const c=1;',
      'profile-P7q8R9s0.js':
        'import{c as x}from"./cards-M3n4_5o6.js";import{s}from "./shared-E5f6G7h8.js";const l=()=>import("./lazy-T1u2V3w4.js");',
      'profile-X5y6Z7a8.css': '.p{}',
      'lazy-T1u2V3w4.js': '',
    };
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, 'assets', file), text);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<head><script type="module" crossorigin src="/assets/index-A1b2C3d4.js"></script></head>',
    );
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
