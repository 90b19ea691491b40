/**
 * Types read from the server's OpenAPI document (generated/openapi.ts, `npm run api:types`): which
 * paths take which methods, their path and query parameters, their JSON bodies and their success
 * answers. Types only: nothing here reaches the bundle.
 */
import type { paths } from './generated/openapi';

export type { paths };

/** Every path the API declares, as its template: `/api/v1/interests/{id}`. */
export type ApiPath = keyof paths;
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that answer this method. */
export type PathsWith<M extends ApiMethod> = {
  [P in ApiPath]: paths[P][M] extends undefined ? never : P;
}[ApiPath];

/** One operation: the method on the path. */
export type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[P][M]>;

type ParametersOf<O> = O extends { parameters: infer X } ? X : never;
/** The `{name}` parts of the path, when it has any. */
export type PathParams<O> = ParametersOf<O> extends { path: infer X } ? X : never;
/** The query parameters; `never` when the operation takes none. */
export type QueryParams<O> = ParametersOf<O> extends { query?: infer Q } ? NonNullable<Q> : never;
/** The JSON request body; `never` when the operation declares none (FormData uploads). */
export type JsonBody<O> = O extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never]
    ? never
    : NonNullable<R> extends { content: { 'application/json': infer B } }
      ? B
      : never
  : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type ResponsesOf<O> = O extends { responses: infer R } ? R : never;
/** The success answer's whole JSON body (`{ data, meta? }`); `undefined` for an answer without one. */
export type SuccessBody<O> = {
  [S in keyof ResponsesOf<O>]: S extends SuccessStatus
    ? ResponsesOf<O>[S] extends { content: { 'application/json': infer B } }
      ? B
      : undefined
    : never;
}[keyof ResponsesOf<O>];
/** The success answer's `data`. */
export type SuccessData<O> =
  SuccessBody<O> extends infer B ? (B extends { data: infer D } ? D : undefined) : never;

type PathInit<O> = [PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> };
type QueryInit<O> = [QueryParams<O>] extends [never]
  ? { query?: never }
  : ParametersOf<O> extends { query: object }
    ? { query: QueryParams<O> }
    : { query?: QueryParams<O> };
type BodyInit<O> = [JsonBody<O>] extends [never]
  ? { /** A multipart upload: the operation declares no JSON body. */ body?: FormData }
  : O extends { requestBody: object }
    ? null extends JsonBody<O>
      ? { body?: JsonBody<O> }
      : { body: JsonBody<O> }
    : { body?: JsonBody<O> };

/** What a call to one operation sends: its path parameters, query and body, as the server declares them. */
export type CallInit<O> = PathInit<O> &
  QueryInit<O> &
  BodyInit<O> & {
    /** Send the bearer token when signed in (default). Calls the spec lists as token-free pass false. */
    auth?: boolean;
    signal?: AbortSignal;
  };

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** The init argument: required when the operation has path parameters, a required query or a body. */
export type InitArgs<O> = O extends unknown
  ? [RequiredKeys<CallInit<O>>] extends [never]
    ? [init?: CallInit<O>]
    : [init: CallInit<O>]
  : never;

/** The query parameters of a GET: `Query<'/api/v1/profiles'>`. */
export type Query<P extends PathsWith<'get'>> = QueryParams<Operation<P, 'get'>>;
/** What a call answers in `data`: `Data<'/api/v1/interests', 'post'>`. */
export type Data<P extends ApiPath, M extends ApiMethod = 'get'> = SuccessData<Operation<P, M>>;
/** A JSON body a call sends: `Body<'/api/v1/preferences', 'put'>`. */
export type Body<P extends ApiPath, M extends ApiMethod> = JsonBody<Operation<P, M>>;
/** A call's whole success body, `data` and what stands beside it: `ApiBody<'/api/v1/profiles/{id}'>`. */
export type ApiBody<P extends ApiPath, M extends ApiMethod = 'get'> = SuccessBody<Operation<P, M>>;

type ErrorCodesOf<O> = {
  [S in keyof ResponsesOf<O>]: S extends SuccessStatus
    ? never
    : ResponsesOf<O>[S] extends { content: { 'application/json': { error: { code: infer C } } } }
      ? C
      : never;
}[keyof ResponsesOf<O>];
/**
 * The error codes a call declares in its 4xx and 5xx answers, for branching on an ApiError's `code`:
 * `ErrorCodes<'/api/v1/interests', 'post'>` includes `INTEREST_ALREADY_SENT`.
 */
export type ErrorCodes<P extends ApiPath, M extends ApiMethod = 'get'> = ErrorCodesOf<Operation<P, M>>;
