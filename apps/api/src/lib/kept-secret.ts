import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface KeptSecret {
  value: string;
  file: string;
  /** True when this call generated it (the first start of an install). */
  created: boolean;
}

/** 48 random bytes as base64url: 64 characters. */
export const randomSecret = (bytes = 48) => crypto.randomBytes(bytes).toString('base64url');

/**
 * A secret of this install kept in `dataDir/name`, readable by its owner only (0600): read when
 * present, otherwise generated once with `generate` and written. Processes starting together on
 * one directory agree: the file is created exclusively and a loser of the race reads the winner's.
 */
export function keptSecret(dataDir: string, name: string, generate: () => string = randomSecret): KeptSecret {
  const file = path.join(dataDir, name);
  const read = (): KeptSecret => ({ value: fs.readFileSync(file, 'utf8').trim(), file, created: false });
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const value = generate();
  try {
    fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
    return { value, file, created: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw err;
  }
}
