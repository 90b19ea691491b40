import { ERROR_CATALOGUE, type ErrorCode, errorStatusOf } from '@jodi/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The error codes this route's own code may answer (its service's, its rate limit's). What
     * every route of its kind may answer (guards, validation, the X-App check) is added for it.
     */
    errors?: readonly ErrorCode[];
  }
}

/** A guard says which codes it may answer, so every route it guards declares them. */
export interface DeclaresErrors {
  errors?: readonly ErrorCode[];
}

/** Which codes each route answers, by `METHOD url`; read by the error handler to check answers. */
export type ErrorDeclarations = ReadonlyMap<string, ReadonlySet<ErrorCode>>;

export const routeKey = (method: string, url: string) => `${method} ${url}`;

const asList = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value as T];

/** What a route may answer beyond its own code, from its path, its schema and its guards. */
function commonErrors(route: RouteOptions): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (route.url.startsWith('/api/')) codes.push('UNKNOWN_APP');
  const schema = route.schema ?? {};
  if (schema.body || schema.querystring || schema.params) codes.push('VALIDATION_FAILED');
  if (schema.body) codes.push('MALFORMED_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  const hooks = [...asList(route.onRequest), ...asList(route.preValidation), ...asList(route.preHandler)];
  for (const hook of hooks) codes.push(...((hook as DeclaresErrors).errors ?? []));
  return codes;
}

/** The envelope of one status's codes, described by their causes for the OpenAPI document. */
export function errorEnvelopeSchema(codes: readonly ErrorCode[]) {
  const [first, ...rest] = codes as [ErrorCode, ...ErrorCode[]];
  return z
    .object({
      error: z.object({
        code: z.enum([first, ...rest]),
        message: z.string().describe('In the request’s language; branch on `code`, not on this.'),
        details: z.unknown().optional(),
      }),
    })
    .describe(codes.map((code) => `\`${code}\`: ${ERROR_CATALOGUE[code].cause}`).join('\n\n'));
}

/**
 * Gives every route the error answers it declares (its `config.errors` and the common ones) as
 * response schemas, so the OpenAPI document lists each status's codes; returns the declarations
 * for the error handler. Registered before the routes (and before the OpenAPI plugin reads them).
 */
export function registerErrorDeclarations(app: FastifyInstance): ErrorDeclarations {
  const declarations = new Map<string, ReadonlySet<ErrorCode>>();
  app.addHook('onRoute', (route) => {
    const codes = new Set<ErrorCode>([...commonErrors(route), ...(route.config?.errors ?? [])]);
    for (const method of asList(route.method)) declarations.set(routeKey(method, route.url), codes);
    if (codes.size === 0 || !route.schema) return;
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of codes) {
      const status = errorStatusOf(code);
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    const response = { ...(route.schema.response as Record<number, unknown> | undefined) };
    for (const [status, list] of byStatus) response[status] = errorEnvelopeSchema(list.sort());
    route.schema = { ...route.schema, response };
  });
  return declarations;
}
