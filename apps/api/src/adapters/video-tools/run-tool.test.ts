import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTool } from './run-tool';

const limits = { timeoutMs: 5_000, maxStdoutBytes: 1024 };

describe('runTool', () => {
  it('passes arguments as they are, never through a shell', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-run-'));
    const marker = path.join(dir, 'owned');
    const run = await runTool('/bin/echo', [`$(touch ${marker})`, '; rm -rf /'], limits);
    expect(run.code).toBe(0);
    expect(run.stdout.toString()).toBe(`$(touch ${marker}) ; rm -rf /\n`);
    expect(fs.existsSync(marker)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('kills a tool that runs past its time limit', async () => {
    const started = Date.now();
    const run = await runTool('/bin/sleep', ['10'], { ...limits, timeoutMs: 200 });
    expect(run.code).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('kills a tool that writes more than its output limit', async () => {
    const run = await runTool('/bin/cat', ['/dev/zero'], limits);
    expect(run.code).toBeNull();
    expect(run.stdout.length).toBeLessThanOrEqual(limits.maxStdoutBytes);
  });

  it('rejects when the tool cannot be started (a server fault, not the upload)', async () => {
    await expect(runTool('/nonexistent/ffprobe', [], limits)).rejects.toThrow(/ENOENT/);
  });
});
