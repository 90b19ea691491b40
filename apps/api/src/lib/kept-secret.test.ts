import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptSecret } from './kept-secret';
import { resolveJwtSecret } from './tokens';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-kept-secret-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const freshDir = () => fs.mkdtempSync(path.join(root, 'install-'));

describe('keptSecret', () => {
  it('generates once into a 0600 file, then reads the same value back', () => {
    const dataDir = path.join(freshDir(), 'not-yet-made');
    const first = keptSecret(dataDir, 'some-secret');
    expect(first.created).toBe(true);
    expect(first.value).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(first.file).toBe(path.join(dataDir, 'some-secret'));
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600);
    expect(keptSecret(dataDir, 'some-secret')).toEqual({ ...first, created: false });
  });

  it('is random per install and per name', () => {
    const a = keptSecret(freshDir(), 'x').value;
    const b = keptSecret(freshDir(), 'x').value;
    const dir = freshDir();
    expect(new Set([a, b, keptSecret(dir, 'x').value, keptSecret(dir, 'y').value]).size).toBe(4);
  });

  it('keeps the value another process wrote first, and never overwrites a file it finds', () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, 'taken'), 'written-by-another-process\n', { mode: 0o600 });
    expect(keptSecret(dir, 'taken', () => 'mine')).toMatchObject({
      value: 'written-by-another-process',
      created: false,
    });
  });

  it('backs the generated JWT secret: JWT_SECRET wins, else DATA_DIR/jwt-secret', () => {
    const dir = freshDir();
    expect(resolveJwtSecret('c'.repeat(32), dir)).toBe('c'.repeat(32));
    expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    const generated = resolveJwtSecret(undefined, dir);
    expect(generated).toBe(fs.readFileSync(path.join(dir, 'jwt-secret'), 'utf8'));
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dir)).toBe(generated);
  });
});
