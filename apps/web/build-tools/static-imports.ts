import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A relative import's file, or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The value names an import brings (`import { a, type B, c as d }` gives a, c); null for any other form. */
function namedBindings(clause: string): string[] | null {
  const braces = /^\s*\{([^}]*)\}\s*$/.exec(clause);
  if (!braces) return null;
  return (braces[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] ?? '');
}

/**
 * A feature's entry file (features/<name>/index.ts) re-exports what other code uses of it: for each
 * re-export line, the names it exports and the file it takes them from; null for any other file.
 */
function entryReExports(file: string, source: string): { names: string[]; from: string }[] | null {
  if (!/[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(file)) return null;
  return [...source.matchAll(/^export\s+(?!type\b)(\{[^}]*\})\s+from\s+'([^']+)'/gm)].map((match) => ({
    names: namedBindings(match[1] ?? '') ?? [],
    from: match[2] ?? '',
  }));
}

/**
 * The app's files a module brings with it: static imports and re-exports, followed file to file;
 * not `import type`, not `import()`, not packages. `skip` leaves a file (and what only it imports) out.
 * A named import from a feature's entry file follows only the files that export those names (the
 * build drops the entry's other re-exports: vite.config.ts).
 */
export function staticImports(entries: string[], skip: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  const follow = (found: string, names: string[] | null) => {
    const entry = names ? entryReExports(found, readFileSync(found, 'utf8')) : null;
    if (!entry || !names) {
      pending.push(found);
      return;
    }
    seen.add(found);
    for (const line of entry) {
      if (!line.names.some((name) => names.includes(name))) continue;
      const target = resolveImport(found, line.from);
      if (target && !skip(target)) pending.push(target);
    }
  };
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^(?:import|export)\s+(?!type\b)([^'"]*?)from\s+'([^']+)'|^import\s+'([^']+)'/gm,
    )) {
      const found = resolveImport(file, match[2] ?? match[3] ?? '');
      if (!found || skip(found)) continue;
      const isImport = match[0].startsWith('import');
      follow(found, isImport && match[1] !== undefined ? namedBindings(match[1]) : null);
    }
  }
  return seen;
}
