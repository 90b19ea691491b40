import { readFileSync } from 'node:fs';
import { staticImports } from './static-imports';

/** The names a file imports from packages: `import { Paper, Text } from '@mantine/core'` gives Paper, Text. */
function packageImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'([^'.][^']*)'/gm)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+.*$/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter((name) => /^[A-Z]\w+$/.test(name)),
  );
}

/**
 * A chunk name for what two or more of `screens` (their files) import statically, and null for
 * anything else: a code-splitting group of its own, so that what the screens share is loaded once,
 * and no screen's chunk takes it and makes the other screens load all of that chunk. Shared are the
 * app's files the screens' imports reach, the packages' components they name (a package's module
 * is found by its export's name in its path: `Paper` in `@mantine/core/esm/components/Paper/`,
 * since a package is reached through its index), and `alsoShared`.
 */
export function sharedByScreens(
  name: string,
  screens: string[],
  alsoShared?: RegExp,
): (moduleId: string) => string | null {
  const filesReached = new Map<string, number>();
  const namesReached = new Map<string, number>();
  const count = (map: Map<string, number>, keys: Iterable<string>) => {
    for (const key of keys) map.set(key, (map.get(key) ?? 0) + 1);
  };
  for (const screen of screens) {
    const files = staticImports([screen]);
    count(filesReached, files);
    count(namesReached, new Set([...files].flatMap(packageImports)));
  }
  const sharedNames = [...namesReached].filter(([, screensReaching]) => screensReaching >= 2).map(([n]) => n);
  const sharedPackagePath = new RegExp(
    `[\\\\/]node_modules[\\\\/].*[\\\\/](${sharedNames.join('|')})([\\\\/]|\\.m?js$)`,
  );
  return (moduleId) => {
    const file = moduleId.split('?')[0] ?? '';
    const shared =
      (filesReached.get(file) ?? 0) >= 2 ||
      (sharedNames.length > 0 && sharedPackagePath.test(file)) ||
      alsoShared?.test(file);
    return shared ? name : null;
  };
}
