import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SRC, sourceFiles } from '../test/source-files';

/**
 * The layout rules of decision 47, read from the source: only repositories query, and a module's
 * jobs are declared and registered in its `*.jobs.ts` files.
 */

/**
 * Where statements may run outside a `*.repository.ts`, and why. Nothing else may: a service,
 * policy, presenter, adapter or plugin asks a repository.
 */
const QUERY_EXEMPT: { path: RegExp; why: string }[] = [
  {
    path: /^db\//,
    why: 'the database itself: schema, migrations at start, prepared statements, change signals',
  },
  {
    path: /^modules\/demo\//,
    why: 'the demo seed writes a whole community in one transaction, outside any module',
  },
  { path: /^ops\//, why: 'backup and restore copy every table by name, beneath the modules' },
  {
    path: /^jobs\/sql-in-transaction\.ts$/,
    why: "pg-boss's own statements (the `jobs` schema) in an action's transaction",
  },
  { path: /\.test\.ts$|\.test-kit\.ts$|\.kit\.ts$/, why: 'tests and their kits read and set rows directly' },
];

/** Where job kinds may be declared and registered besides `*.jobs.ts`: the queue itself, and tests. */
const JOBS_EXEMPT = [/^jobs\//, /\.test\.ts$|\.test-kit\.ts$/];

type Reader = (file: string) => string;
const readSource: Reader = (file) => fs.readFileSync(path.join(API_SRC, file), 'utf8');

/** The code without comments, each call chain on one line (`db\n  .select(` reads `db.select(`). */
function codeOf(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s*\n\s*\./g, '.');
}

/** A value (not only a type) imported from `db/schema`: a table. */
const SCHEMA_VALUE_IMPORT = /import\s+\{([^}]*)\}\s+from\s+'[./]*db\/schema'/g;
function importsTables(code: string): boolean {
  return [...code.matchAll(SCHEMA_VALUE_IMPORT)].some((m) =>
    m[1]!.split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type ')),
  );
}

/** A statement built on a table: select … from, insert … values, update … set, delete … where. */
const BUILDER =
  /\.(select|selectDistinct|selectDistinctOn)\([^;]*?\.from\(|\.insert\([^;]*?\.values\(|\.update\([^;]*?\.set\(|\.delete\([^;]*?\.where\(/;
/** A statement run on a database or transaction handle, whatever its table: `db.select(`, `tx.execute(`. */
const ON_DATABASE =
  /\b(db|tx|effects\.tx)\.(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query)\(/;

/** The files outside repositories (and the exemptions) that run statements. */
function queriesOutsideRepositories(files: readonly string[], read = readSource): string[] {
  return files.filter((file) => {
    if (file.endsWith('.repository.ts')) return false;
    if (QUERY_EXEMPT.some((exempt) => exempt.path.test(file))) return false;
    const code = codeOf(read(file));
    return (importsTables(code) && BUILDER.test(code)) || ON_DATABASE.test(code);
  });
}

/** The files other than `*.jobs.ts` that declare a job kind or register one on the queue. */
function jobsOutsideJobFiles(files: readonly string[], read = readSource): string[] {
  return files.filter((file) => {
    if (file.endsWith('.jobs.ts') || JOBS_EXEMPT.some((exempt) => exempt.test(file))) return false;
    const code = codeOf(read(file));
    return (
      /\bconst \w+\s*:\s*(import\([^)]*\)\.)?JobKind</.test(code) || /\bjobs\.(define|every)\(/.test(code)
    );
  });
}

describe('the layout (decision 47)', () => {
  const files = sourceFiles(API_SRC);

  it('finds the source', () => {
    expect(files).toContain('context.ts');
    expect(files.length).toBeGreaterThan(200);
  });

  it('queries only in repositories: no other file builds or runs a statement on the schema', () => {
    const found = queriesOutsideRepositories(files);
    expect(found, 'these files run statements: move them into a *.repository.ts (decision 47)').toEqual([]);
  });

  it('declares and registers every job kind in a `*.jobs.ts` file beside its module', () => {
    const found = jobsOutsideJobFiles(files);
    expect(found, 'these files declare or register jobs: move that into a *.jobs.ts (decision 47)').toEqual(
      [],
    );
  });

  it('notices a query or a job outside its place (the checks themselves)', () => {
    const fake: Record<string, string> = {
      'modules/x/x.service.ts':
        "import { users } from '../../db/schema';\nexport const q = (db) =>\n  db\n    .select({ id: users.id })\n    .from(users);\n",
      'modules/x/x-lock.ts': 'export const lock = (tx) => tx.execute(`SELECT 1`);\n',
      'modules/x/x-types.ts':
        "import type { users } from '../../db/schema';\nexport type U = typeof users;\n",
      'modules/x/x.repository.ts':
        "import { users } from '../../db/schema';\nexport const q = (db) => db.select().from(users);\n",
      'modules/x/x-work.ts': "export const X: JobKind<{}> = { name: 'x' };\n",
      'modules/x/x.jobs.ts':
        "export const X: JobKind<{}> = { name: 'x' };\nexport const d = (jobs) => jobs.define(X, run);\n",
    };
    const all = Object.keys(fake);
    const read = (file: string) => fake[file]!;
    expect(queriesOutsideRepositories(all, read)).toEqual(['modules/x/x.service.ts', 'modules/x/x-lock.ts']);
    expect(jobsOutsideJobFiles(all, read)).toEqual(['modules/x/x-work.ts']);
  });
});
