import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web's layers, checked on every test run (the build's tests):
 * - a feature (features/<name>/) reaches another feature only through its entry file,
 *   features/<name>/index.ts. A lazy `import()` of another feature's file is allowed: it keeps that
 *   code in its own chunk (an entry file re-exporting it would pull it into the importer's chunk).
 * - components/ and lib/ are below the features: they import no feature at all.
 * - the early script (api/early/) imports only the pure modules listed in EARLY_SCRIPT_MODULES.
 * - everything else (app/ routing and layout, api/, session/, i18n/, main.tsx) imports a feature's
 *   entry file only; app/routes.tsx lazy-loads each screen's page file with `import()`, which stays
 *   allowed so every screen keeps its own chunk.
 * - test/ (the tests' setup and helpers) is not checked: like `vi.mock`, it may reach a feature's
 *   module itself (setup.ts resets the match moment without loading the whole feature first).
 */

const SRC = dirname(fileURLToPath(import.meta.url));
/**
 * The early script (api/early/, decision 22) is inlined into the page's HTML and built on its own:
 * it imports these pure request-path modules of features directly, never an entry file, which would
 * pull the feature's screens into it (the page's early requests then never start).
 */
const EARLY_SCRIPT = `api${sep}early${sep}`;
const EARLY_SCRIPT_MODULES = [
  'features/listing/listingQuery',
  'features/matchmaking/matchesPaths',
  'features/profile-view/profileRequests',
].map((module) => join(SRC, ...module.split('/')));
const FEATURES = join(SRC, 'features');
const LOWER_LAYERS = ['components', 'lib'];
const UNCHECKED = ['test'];

interface ImportSite {
  specifier: string;
  dynamic: boolean;
  line: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Static imports and re-exports (also multi-line ones) and lazy `import()` calls, comments stripped. */
export function importsOf(code: string): ImportSite[] {
  const text = code
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const sites: ImportSite[] = [];
  for (const m of text.matchAll(
    /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g,
  )) {
    sites.push({ specifier: m[1] as string, dynamic: false, line: lineAt(m.index) });
  }
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    sites.push({ specifier: m[1] as string, dynamic: true, line: lineAt(m.index) });
  }
  return sites;
}

/** The feature a path lies in, or null. */
function featureOf(path: string): string | null {
  const rel = relative(FEATURES, path);
  if (rel.startsWith('..')) return null;
  return rel.split(sep)[0] ?? null;
}

function isEntryFile(target: string, feature: string): boolean {
  const base = join(FEATURES, feature);
  return target === base || target === join(base, 'index') || target === join(base, 'index.ts');
}

/** Every import that crosses a line, as 'file:line imports specifier (why)'. */
export function boundaryViolations(files: string[] = sourceFiles(SRC)): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = relative(SRC, file);
    if (UNCHECKED.some((dir) => from.startsWith(`${dir}${sep}`))) continue;
    const ownFeature = featureOf(file);
    const lower = LOWER_LAYERS.some((layer) => from.startsWith(`${layer}${sep}`));
    for (const site of importsOf(readFileSync(file, 'utf8'))) {
      if (!site.specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), site.specifier).replace(/\.(ts|tsx)$/, '');
      const targetFeature = featureOf(target);
      if (!targetFeature || targetFeature === ownFeature) continue;
      const where = `${from.split(sep).join('/')}:${site.line} imports '${site.specifier}'`;
      if (from.startsWith(EARLY_SCRIPT)) {
        if (!EARLY_SCRIPT_MODULES.includes(target)) {
          found.push(`${where} (the early script imports only its pure modules: EARLY_SCRIPT_MODULES)`);
        }
      } else if (lower) {
        found.push(`${where} (components/ and lib/ may not import a feature)`);
      } else if (!site.dynamic && !isEntryFile(target, targetFeature)) {
        found.push(`${where} (import features/${targetFeature}/index.ts instead)`);
      }
    }
  }
  return found;
}

describe('web layers', () => {
  it('features, components and lib import across the lines only through entry files', () => {
    expect(boundaryViolations()).toEqual([]);
  });

  it('reads multi-line, type and lazy imports', () => {
    const sites = importsOf(
      "import {\n  a,\n  b,\n} from '../x/a';\nimport type { T } from '../y/t';\n// import { c } from '../z/c';\nconst L = () => import('../w/Page');\nexport { d } from '../v';\n",
    );
    expect(sites).toEqual([
      { specifier: '../x/a', dynamic: false, line: 1 },
      { specifier: '../y/t', dynamic: false, line: 5 },
      { specifier: '../v', dynamic: false, line: 8 },
      { specifier: '../w/Page', dynamic: true, line: 7 },
    ]);
  });
});
