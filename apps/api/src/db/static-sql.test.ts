import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { profiles } from './schema';
import { renderedOnce } from './static-sql';

describe('a fragment rendered once', () => {
  it('renders as the fragment it was made from', () => {
    const fragment = sql`${profiles.createdAt} DESC NULLS LAST, ${profiles.id} DESC NULLS LAST`;
    const dialect = new PgDialect();
    const statement = (part: typeof fragment) =>
      dialect.sqlToQuery(sql`SELECT 1 FROM ${profiles} ORDER BY ${part} LIMIT ${5}`);
    expect(statement(renderedOnce(fragment))).toEqual(statement(fragment));
  });

  it('refuses a fragment with parameters', () => {
    expect(() => renderedOnce(sql`${profiles.id} = ${'x'}`)).toThrow(/without parameters/);
  });
});
