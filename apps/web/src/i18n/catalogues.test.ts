import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareCatalogues, flattenCatalogue } from '@jodi/i18n/check';
import { describe, expect, it } from 'vitest';
import { resolveImport, staticImports } from '../../build-tools/static-imports';
import { en } from './en';
import { start } from './en/start';
import { hi } from './hi';
import { mr } from './mr';

const SOURCE_ROOT = join(import.meta.dirname, '..');

/** The app's code (not the catalogues, not the tests), as one text to search. */
function appSource(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (path !== join(SOURCE_ROOT, 'i18n')) walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        files.push(path);
      }
    }
  };
  walk(SOURCE_ROOT);
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A key is used when code reads it (`t.chat.noMessages`), or reads a group above it as a whole
 * (`t.labels.options[field]`, `sections(t.fit)`), which then picks keys at run time.
 */
function isUsed(path: string, source: string): boolean {
  if (new RegExp(`\\bt\\.${escapeRegExp(path)}(?![\\w$])`).test(source)) return true;
  const parts = path.split('.');
  for (let length = parts.length - 1; length >= 1; length -= 1) {
    const group = escapeRegExp(parts.slice(0, length).join('.'));
    if (new RegExp(`\\bt\\.${group}(?:\\[|\\s*[),;}\\]]|\\s*$)`, 'm').test(source)) return true;
  }
  return false;
}

/** Texts a translation keeps in English on purpose (and why). */
const KEPT_IN_ENGLISH: Record<string, string> = {
  'deleteAccount.mailSubject':
    'support staff look for this exact subject in their inbox (Marathi and Hindi write theirs first, with it in brackets)',
};
/** Names that stay as they are in every language. */
const NAMES = new Set(['Jodi', 'Hope', 'Belief', 'Trust', 'WhatsApp']);

/** Whether a text still has an English word once its placeholders, paths and names are left out. */
function hasEnglishWord(text: string): boolean {
  let bare = text;
  // Innermost ICU arguments first, until none is left.
  while (/\{[^{}]*\}/.test(bare)) bare = bare.replace(/\{[^{}]*\}/g, ' ');
  bare = bare.replace(/\/[\w/-]*/g, ' ');
  // A masked number's x's are not a word.
  return (bare.match(/[A-Za-z]{3,}/g) ?? []).some((word) => !NAMES.has(word) && !/^x+$/.test(word));
}

/** Keys whose translation is the English text itself, word for word. */
function untranslated(catalogue: object): string[] {
  const translated = flattenCatalogue(catalogue);
  return [...flattenCatalogue(en)]
    .filter(([key, text]) => JSON.stringify(translated.get(key)) === JSON.stringify(text))
    .filter(([key, text]) => !(key in KEPT_IN_ENGLISH) && [text].flat().some(hasEnglishWord))
    .map(([key]) => key);
}

/** The screens routes.tsx marks as reading only the start texts (`lazyNamed(..., 'start')`). */
function firstScreens(): string[] {
  const routes = join(SOURCE_ROOT, 'app', 'routes.tsx');
  return [
    ...readFileSync(routes, 'utf8').matchAll(
      /lazyNamed\(\s*\(\) => import\('([^']+)'\),\s*'\w+',\s*'start',?\s*\)/g,
    ),
  ].map((match) => resolveImport(routes, match[1] ?? '') ?? match[1] ?? '');
}

describe('the web catalogues', () => {
  it("the first screen's code reads only the texts loaded before the first render (start.ts)", () => {
    const screens = firstScreens();
    expect(screens.length).toBeGreaterThan(0);
    // The catalogues themselves are loaded by language.ts, by language and part.
    const files = staticImports([join(SOURCE_ROOT, 'main.tsx'), ...screens], (file) =>
      /[\\/]i18n[\\/](en|mr|hi)[\\/]/.test(file),
    );
    const read = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\.([a-zA-Z]+)/g)) read.add(match[1] ?? '');
    }
    const startGroups = new Set(Object.keys(start));
    expect([...read].filter((group) => !startGroups.has(group)).sort()).toEqual([]);
  });

  it.each([
    ['mr', mr],
    ['hi', hi],
  ])(
    '%s has every key of the English one, none empty, none extra, the same ICU placeholders',
    (_, catalogue) => {
      expect(compareCatalogues(en, catalogue)).toEqual([]);
    },
  );

  it.each([
    ['mr', mr],
    ['hi', hi],
  ])('%s leaves no English text untranslated', (_, catalogue) => {
    expect(untranslated(catalogue)).toEqual([]);
  });

  it('English is valid ICU throughout', () => {
    expect(compareCatalogues(en, en)).toEqual([]);
  });

  it('has no key that no code uses', () => {
    const source = appSource();
    const unused = [...flattenCatalogue(en).keys()].filter((path) => !isUsed(path, source));
    expect(unused).toEqual([]);
  });
});
