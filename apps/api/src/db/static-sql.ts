import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A fragment without parameters (a select list, an order) rendered to its text once, at load:
 * drizzle otherwise walks its chunks again on every statement that holds it, which for the pool
 * reads of list making cost more CPU than parsing their rows (decision 40).
 */
export function renderedOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('renderedOnce takes a fragment without parameters');
  return sql.raw(text);
}
