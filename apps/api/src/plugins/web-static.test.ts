import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { screenPreloads, withPreloads } from './web-static';

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

  it('adds nothing without a build', () => {
    expect(screenPreloads('/nowhere')('/profiles')).toBe('');
  });
});
