import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_NAMED_STATEMENTS,
  PLAN_FOR_EACH_CALL,
  PLAN_FOR_EACH_CALL_MARK,
  PreparingClient,
  statementNameFor,
} from './prepared-statements';

describe('statement names', () => {
  it('gives one text one stable name and another text another', () => {
    const name = statementNameFor('SELECT $1::int');
    expect(name).toMatch(/^jodi_[0-9a-f]{24}$/);
    expect(statementNameFor('SELECT $1::int')).toBe(name);
    expect(statementNameFor('SELECT $1::text')).not.toBe(name);
  });
});

const databaseUrl = process.env.DATABASE_URL;

// The client talks to a real PostgreSQL server (CI); the embedded database has no named statements.
describe.runIf(Boolean(databaseUrl))('PreparingClient on PostgreSQL', () => {
  let pool: pg.Pool;
  let client: pg.PoolClient;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 1, Client: PreparingClient });
    client = await pool.connect();
  });
  afterAll(async () => {
    client.release();
    await pool.end();
  });

  const prepared = async () =>
    (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map(
      (r) => r.statement,
    );

  it('prepares a parameterised statement once and reuses it with other values', async () => {
    const text = 'SELECT $1::int * 2 AS doubled';
    expect((await client.query(text, [4])).rows[0].doubled).toBe(8);
    expect((await client.query({ text, values: [5] })).rows[0].doubled).toBe(10);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
  });

  it('leaves statements without parameters, already named ones and PLAN_FOR_EACH_CALL alone', async () => {
    await client.query('SELECT 41 + 1 AS answer');
    await client.query({ name: 'chosen_by_caller', text: 'SELECT $1::int - 1 AS less', values: [3] });
    const db = drizzle(client);
    const rows = await db
      .select({ one: sql<number>`${7}::int + 0` })
      .from(sql`(SELECT 1) AS t`)
      .prepare(PLAN_FOR_EACH_CALL)
      .execute();
    expect(rows).toEqual([{ one: 7 }]);
    const statements = await prepared();
    expect(statements).not.toContain('SELECT 41 + 1 AS answer');
    expect(statements.filter((s) => s.includes('::int + 0'))).toEqual([]);
    const named = await client.query('SELECT name FROM pg_prepared_statements WHERE statement = $1', [
      'SELECT $1::int - 1 AS less',
    ]);
    expect(named.rows.map((r) => r.name)).toEqual(['chosen_by_caller']);
  });

  it('leaves a raw statement that starts with PLAN_FOR_EACH_CALL_MARK unnamed', async () => {
    const db = drizzle(client);
    const result = await db.execute(sql`${sql.raw(PLAN_FOR_EACH_CALL_MARK)} SELECT ${6}::int * 7 AS product`);
    expect(result.rows).toEqual([{ product: 42 }]);
    expect((await prepared()).filter((s) => s.includes('::int * 7'))).toEqual([]);
  });

  it("names Drizzle's own queries", async () => {
    const db = drizzle(client);
    await db.execute(sql`SELECT ${'x'}::text || 'y' AS joined`);
    expect((await prepared()).some((s) => s.includes("::text || 'y'"))).toBe(true);
  });
});

// Last: it fills the registry that the tests above need room in.
describe('a full registry', () => {
  it('stops naming new texts, and keeps the names it gave', () => {
    const kept = statementNameFor('SELECT $1::bigint');
    for (let i = 0; i < MAX_NAMED_STATEMENTS; i++) statementNameFor(`SELECT $1::int + ${i}`);
    expect(statementNameFor('SELECT $1::numeric')).toBeUndefined();
    expect(statementNameFor('SELECT $1::bigint')).toBe(kept);
  });
});
