import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

type Rows<T> = { rows: T[] };
const query = async <T>(db: Database, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as Rows<T>).rows;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The application's tables (schema `public`), parents before children, so loading them in this
 * order satisfies every foreign key. Migrations' own bookkeeping (schema `drizzle`) is not data.
 */
export async function tablesInLoadOrder(db: Database): Promise<string[]> {
  const tables = await query<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parentsOf = new Map<string, string[]>();
  for (const { child, parent } of edges) {
    const list = parentsOf.get(unquote(child)) ?? [];
    list.push(unquote(parent));
    parentsOf.set(unquote(child), list);
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parentsOf.get(table) ?? []) visit(parent, path);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

/** Every row of `table` as JSON text (PostgreSQL's own encoding: dates ISO, jsonb as JSON). */
export async function exportTable(db: Database, table: string): Promise<string> {
  const [row] = await query<{ rows: string | null }>(
    db,
    sql.raw(`SELECT coalesce(json_agg(t), '[]'::json)::text AS rows FROM ${quoted(table)} t`),
  );
  return row?.rows ?? '[]';
}

/** The columns a row may be written with (generated columns are computed by the database). */
async function writableColumns(db: Database, table: string): Promise<string[]> {
  const columns = await query<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
  );
  return columns.map(({ name }) => name);
}

/** Inserts rows exported by `exportTable` (inside the caller's transaction). */
export async function importTable(db: Database, table: string, json: string): Promise<void> {
  if (json.trim() === '[]') return;
  const columns = (await writableColumns(db, table)).map(quoted).join(', ');
  await db.execute(
    sql`${sql.raw(`INSERT INTO ${quoted(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quoted(table)}, `)}${json}::json)`,
  );
}

/** How many rows the application's tables hold together (0: an empty instance). */
export async function countRows(db: Database, tables: string[]): Promise<number> {
  let total = 0;
  for (const table of tables) {
    const [row] = await query<{ n: number | string }>(
      db,
      sql.raw(`SELECT count(*) AS n FROM ${quoted(table)}`),
    );
    total += Number(row?.n ?? 0);
  }
  return total;
}

/** Empties the given tables (restore --force). */
export async function emptyTables(db: Database, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(sql.raw(`TRUNCATE ${tables.map(quoted).join(', ')} CASCADE`));
}

/** How many migrations this database has applied. */
export async function migrationCount(db: Database): Promise<number> {
  const [row] = await query<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`,
  );
  return Number(row?.n ?? 0);
}
