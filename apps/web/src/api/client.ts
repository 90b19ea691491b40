import { type HttpMethod, request } from './http';
import { buildPath, type UrlParts } from './paths';
import type { ApiMethod, InitArgs, Operation, PathsWith, SuccessBody, SuccessData } from './schema';

type Lower<M extends HttpMethod> = Lowercase<M> & ApiMethod;
/** What every typed init is at run time. */
type SentInit = UrlParts & { body?: unknown; auth?: boolean; signal?: AbortSignal };

/**
 * Calls the API and returns the whole success body (`{ data }`, with `meta` on lists and, for some
 * calls, fields beside `data`). The path is one the server declares, as its template; `init` gives
 * its `{name}` values (`path`), its `query` and its JSON `body` (or a FormData upload), all typed
 * from the server's OpenAPI document, so a call the server does not take fails the typecheck.
 * Everything else is request()'s: early answers, the token, headers, ApiError, 401 and 402.
 */
export function apiRequest<M extends HttpMethod, P extends PathsWith<Lower<M>>>(
  method: M,
  path: P,
  ...[init]: InitArgs<Operation<P, Lower<M>>>
): Promise<SuccessBody<Operation<P, Lower<M>>>> {
  const { path: params, query, body, auth, signal } = (init ?? {}) as SentInit;
  return request(method, buildPath(path, { path: params, query }), { body, auth, signal }) as Promise<
    SuccessBody<Operation<P, Lower<M>>>
  >;
}

const dataOf = <M extends HttpMethod>(method: M) =>
  function call<P extends PathsWith<Lower<M>>>(
    path: P,
    ...init: InitArgs<Operation<P, Lower<M>>>
  ): Promise<SuccessData<Operation<P, Lower<M>>>> {
    return apiRequest(method, path, ...init).then(
      (body) => (body as { data?: unknown } | undefined)?.data as SuccessData<Operation<P, Lower<M>>>,
    );
  };

/** The API's calls, resolving to the answer's `data`: `api.post('/api/v1/interests', { body: { to } })`. */
export const api = {
  get: dataOf('GET'),
  post: dataOf('POST'),
  put: dataOf('PUT'),
  patch: dataOf('PATCH'),
  delete: dataOf('DELETE'),
};
