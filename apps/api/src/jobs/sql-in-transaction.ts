import { type SQL, sql } from 'drizzle-orm';
import type { Database, SqlExecutor } from '../db/database';

/**
 * pg-boss's SQL (text with `$1`-style parameters) run on a Drizzle transaction, so a job is
 * written by the same transaction as what it follows from: on PostgreSQL's pooled client and on
 * the embedded database's one connection alike. The text is pg-boss's own, never a member's.
 */
export function executorIn(tx: Database): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(withParameters(text, values))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** `text`'s `$n` placeholders as Drizzle parameters (which it numbers again in order). */
export function withParameters(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) => {
    if (i % 2 === 0) return sql.raw(part);
    const index = Number(part) - 1;
    if (index < 0 || index >= values.length) throw new Error(`no value for parameter $${part}`);
    return sql.param(values[index]);
  });
  return sql.join(chunks);
}
