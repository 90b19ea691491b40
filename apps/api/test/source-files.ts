import fs from 'node:fs';
import path from 'node:path';

/** The API's source folder (`apps/api/src`), for tests that read the code itself. */
export const API_SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src');

/** Every `.ts` file below `dir`, as paths relative to it with forward slashes (`modules/x/x.ts`). */
export function sourceFiles(dir: string = API_SRC, root: string = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, root);
    return entry.name.endsWith('.ts') ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}
