import type { Database } from './database';

/**
 * Statements built once per database and key, then only executed: drizzle builds a statement's
 * text on every call otherwise, which for a large statement on a busy route is a real share of the
 * request's CPU (the /matches page, docs/performance.md). Keys must come from a small fixed set.
 */
export class StatementCache<T> {
  private readonly byDatabase = new WeakMap<Database, Map<string, T>>();

  get(db: Database, key: string, build: () => T): T {
    let statements = this.byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      this.byDatabase.set(db, statements);
    }
    let statement = statements.get(key);
    if (statement === undefined) {
      statement = build();
      statements.set(key, statement);
    }
    return statement;
  }
}
