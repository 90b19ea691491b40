import type { Operation, PathParams, PathsWith, QueryParams } from './schema';

/** A query value: a scalar, or a list sent as the same key repeated; absent and null ones are left out. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** What fills a path template: the `{name}` values and the query. */
export interface UrlParts {
  path?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
}

/**
 * The URL of a call: the path template with each `{name}` replaced by its encoded value, then the
 * query in the order given. The app's calls and index.html's early requests both build their URLs
 * here, so an early answer is found by the same string.
 */
export function buildPath(template: string, { path, query }: UrlParts = {}): string {
  const pathname = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

type GetOperation<P extends PathsWith<'get'>> = Operation<P, 'get'>;
/** The `{name}` values (when the path has any) and the query of a GET. */
export type GetParts<P extends PathsWith<'get'>> = ([PathParams<GetOperation<P>>] extends [never]
  ? { path?: never }
  : { path: PathParams<GetOperation<P>> }) & { query?: QueryParams<GetOperation<P>> };

/**
 * The URL of a GET the server declares, its parameters typed from the OpenAPI document:
 * `apiPath('/api/v1/profiles/{id}', { path: { id } })`. For URLs that are keys too (early requests).
 */
export function apiPath<P extends PathsWith<'get'>>(
  template: P,
  ...[parts]: [PathParams<GetOperation<P>>] extends [never] ? [parts?: GetParts<P>] : [parts: GetParts<P>]
): string {
  return buildPath(template, parts as UrlParts | undefined);
}
