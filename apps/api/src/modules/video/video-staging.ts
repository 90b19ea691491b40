import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LocalDiskStorage } from '../../adapters/storage';

/**
 * Local files that hold a video upload while it is checked, before anything is put in storage
 * (local disk or S3), so an unchecked file is never served. Named `*.partial`, outside the media
 * folder; the leftovers of a crash are removed at start-up once stale.
 */
export class VideoStaging {
  constructor(private readonly dir: string) {}

  /** Writes an upload to a file of its own and answers its path; on failure nothing is left. */
  async receive(upload: Readable): Promise<string> {
    await fsp.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${crypto.randomUUID()}.partial`);
    try {
      await pipeline(upload, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    } catch (err) {
      await this.discard(file);
      throw err;
    }
    return file;
  }

  async discard(file: string): Promise<void> {
    await fsp.rm(file, { force: true });
  }

  /** Removes the staged files a crash left (not written to for STALE_PARTIAL_MS); answers how many. */
  removeStale(): Promise<number> {
    // The same sweep as the media folder's: `*.partial` files past the same age.
    return new LocalDiskStorage(this.dir).removeStalePartials();
  }
}
