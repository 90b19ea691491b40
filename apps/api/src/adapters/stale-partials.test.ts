import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { filesUnder } from '../../test/media-files';
import { LocalDiskStorage, STALE_PARTIAL_MS } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-partials-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(relative: string, ageMs: number) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'bytes');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
  return relative;
}

it('removes stale .partial files only, keeping fresh ones (an upload still arriving) and real files', async () => {
  write('public/video/p1/intro.mp4.ab12.partial', STALE_PARTIAL_MS + 60_000);
  const fresh = write('private/calllogs/call.wav.cd34.partial', 1_000);
  const kept = write('public/photos/p1/large.jpg', STALE_PARTIAL_MS * 4);

  expect(await new LocalDiskStorage(root).removeStalePartials()).toBe(1);
  expect(filesUnder(root).sort()).toEqual([fresh, kept].sort());
  expect(await new LocalDiskStorage(path.join(root, 'missing')).removeStalePartials()).toBe(0);
});
