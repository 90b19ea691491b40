import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A folder of apps/api/assets (fonts, feature illustrations), found from this file in src/lib
 * (development, tests) or from dist/ (the bundled server, where every module is one file).
 */
export function assetsDir(folder: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '..', '..', 'assets', folder),
    path.resolve(here, '..', 'assets', folder),
  ];
  return candidates.find((dir) => fs.existsSync(dir)) ?? candidates[0]!;
}
