import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  size: number;
}

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media lives. Keys are server-made (`public/...` or `private/...`); `public/` keys are
 * served at /media/, `private/` keys only through routes that check who is asking.
 */
export interface Storage {
  put(key: string, body: Buffer | Readable): Promise<StoredObject>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object under `prefix/` (a whole folder, never keys that merely start alike). */
  deletePrefix(prefix: string): Promise<void>;
}

const KEY_PATTERN = /^(public|private)\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** A server-made key: `public/` or `private/`, then plain path segments (no `.`/`..`, no empty ones). */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '.' || part === '..');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** Files under DATA_DIR/media; writes go to a temp file first, so no half-written file is ever seen. */
export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable): Promise<StoredObject> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.partial`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(temp));
      await fsp.rename(temp, target);
    } catch (err) {
      await fsp.rm(temp, { force: true });
      throw err;
    }
    const { size } = await fsp.stat(target);
    return { size };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    await fsp.access(file);
    return fs.createReadStream(file, range);
  }

  async stat(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const s = await fsp.stat(file);
      return s.isFile() ? { size: s.size } : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fsp.rm(this.pathOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }

  /**
   * Removes the temp files of writes a crash cut short (`*.partial`, never served), when not
   * written to for `olderThanMs`: a younger one may be an upload still arriving in another
   * process on the same data directory. Answers how many were removed.
   */
  async removeStalePartials(olderThanMs = STALE_PARTIAL_MS): Promise<number> {
    const entries = await fsp.readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.partial')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const modified = await fsp.stat(file).then(
        (s) => s.mtimeMs,
        () => Number.POSITIVE_INFINITY,
      );
      if (modified > cutoff) continue;
      await fsp.rm(file, { force: true });
      removed++;
    }
    return removed;
  }
}

/** How long a `.partial` file may go unwritten before start-up treats it as a crash's leftover. */
export const STALE_PARTIAL_MS = 15 * 60 * 1000;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** The media type a key is served with, from its server-made extension; null for unknown ones. */
export function contentTypeOf(key: string): string | null {
  const dot = key.lastIndexOf('.');
  if (dot < key.lastIndexOf('/') + 1) return null;
  return CONTENT_TYPES[key.slice(dot + 1).toLowerCase()] ?? null;
}

/** Media keys of one profile, so erasing an account erases every file it owns. */
export const profileMediaPrefixes = (profileId: string) => [
  `public/p/${profileId}`,
  `private/p/${profileId}`,
];
