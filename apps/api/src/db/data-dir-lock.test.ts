import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  it('refuses a second holder while the first process lives, and frees on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, 'jodi.lock'), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    } finally {
      child.kill();
    }
    fs.rmSync(path.join(dir, 'jodi.lock'));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'jodi.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'jodi.lock'))).toBe(false);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-lock-'));
    fs.writeFileSync(path.join(dir, 'jodi.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'jodi.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
