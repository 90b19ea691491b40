import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * How many distinct statement texts get a name. The app builds a bounded set of statements (one
 * per query shape: a listing with an age filter and a city is one text whatever the values), so
 * this is never reached in practice; it bounds what each PostgreSQL connection keeps if a future
 * query builds its text from data (an IN list of varying length, say).
 */
export const MAX_NAMED_STATEMENTS = 2000;

const names = new Map<string, string>();

/**
 * The statement name for `text`, or undefined when the text is not worth preparing: only
 * parameterised statements (which node-postgres sends through the extended protocol anyway, so
 * they are always a single statement) and only while the registry has room.
 */
export function statementNameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `jodi_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * The name to give Drizzle's `.prepare()` for a statement that must stay unnamed, so that
 * PostgreSQL plans it for its values on every call. For the listing: with a cached generic plan
 * PostgreSQL cannot see how many profiles an age range matches, guesses few, and sorts them all
 * instead of walking the newest-first index and stopping at the page (measured: twice the
 * database time per request).
 */
export const PLAN_FOR_EACH_CALL = '';

/**
 * A raw statement (`db.execute`) that must stay unnamed, as PLAN_FOR_EACH_CALL is for Drizzle's
 * `.prepare()`: its text starts with this comment (the match pools, decision 36).
 */
export const PLAN_FOR_EACH_CALL_MARK = '/* plan for each call */';

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

function withName<T>(config: T, values: unknown): T {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfigLike;
  if (query.name !== undefined || typeof query.submit === 'function' || typeof query.text !== 'string') {
    return config;
  }
  if (query.text.startsWith(PLAN_FOR_EACH_CALL_MARK)) return config;
  const params = Array.isArray(values) ? values : query.values;
  if (!Array.isArray(params) || params.length === 0) return config;
  const name = statementNameFor(query.text);
  return name === undefined ? config : ({ ...query, name } as T);
}

/**
 * A node-postgres client that prepares each parameterised statement once per connection (a named
 * statement) and afterwards only binds and executes it. Drizzle sends every query unnamed, so
 * PostgreSQL parsed and planned the same listing or profile statement on every request: in the
 * benchmark, planning took as long as executing (docs/performance.md). PostgreSQL keeps the plan
 * per connection and re-plans by itself when a table's schema or statistics change.
 */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query is a family of overloads; every one is forwarded unchanged but for the name.
  override query(config: any, values?: any, callback?: any): any {
    return super.query(withName(config, values), values, callback);
  }
}
