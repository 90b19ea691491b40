import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A relative import's file, or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * The app's files a module brings with it: static imports and re-exports, followed file to file;
 * not `import type`, not `import()`, not packages. `skip` leaves a file (and what only it imports) out.
 */
export function staticImports(entries: string[], skip: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm,
    )) {
      const found = resolveImport(file, match[1] ?? match[2] ?? '');
      if (found && !skip(found)) pending.push(found);
    }
  }
  return seen;
}
