import type { ErrorCode } from '@jodi/contract';
import { t } from '../i18n';
import { notify } from '../lib/notify';
import { warnPlanUpgrade } from '../lib/planUpgrade';
import { forgetActingProfile } from '../session/actingProfile';
import { sessionStore } from '../session/sessionStore';
import { ApiError, hasCode, SESSION_ENDED_CODES } from './ApiError';
import { dropEarlyAnswers, takeEarlyAnswer } from './early/takeEarlyAnswer';
import { baseHeaders } from './headers';

export { baseHeaders };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON-serialisable body, or FormData for uploads (multipart). */
  body?: unknown;
  /** Send the bearer token when signed in (default). Calls the spec lists as token-free pass false. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** Same origin: the API serves the built app, and Vite's dev server proxies /api. */
const BASE_URL = '';

function buildInit(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  token: string | null,
): RequestInit {
  const headers = baseHeaders(token, path);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method, headers, body, signal: options.signal, credentials: 'same-origin' };
}

/** A response text as JSON; undefined when empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A failed answer as an ApiError, from its status, its body and its Retry-After header. */
export function toApiError(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)
    ?.error;
  const retryAfter = Number(retryAfterHeader);
  return new ApiError(
    status,
    // The server answers the contract's codes (ERROR_CATALOGUE); the type is taken on trust here,
    // which keeps the catalogue itself out of the bundle.
    typeof error?.code === 'string' ? (error.code as ErrorCode) : `HTTP_${status}`,
    typeof error?.message === 'string' ? error.message : t.notices.somethingWentWrong,
    error?.details,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/**
 * Reacts to the answers every screen shares: 402 asks to buy a plan, an ended session signs out, and
 * a profile the account no longer manages (403 `NOT_MANAGER`, decision 33) sends it back to its own.
 */
export function handleSharedFailures(error: ApiError, sentToken: boolean): void {
  if (hasCode(error, 'PLAN_UPGRADE_REQUIRED')) warnPlanUpgrade();
  if (hasCode(error, 'NOT_MANAGER') && sentToken && forgetActingProfile()) {
    notify.warning(t.familyBar.accessEnded);
  }
  if (hasCode(error, ...SESSION_ENDED_CODES) && sentToken) sessionStore.logout();
}

/** The token a call sends: the session's, unless the call is one of the token-free ones. */
export function tokenFor(options: Pick<RequestOptions, 'auth'>): string | null {
  return options.auth === false ? null : sessionStore.getSnapshot().token;
}

/**
 * Calls the API and returns the whole success body, unchecked; any failure rejects with an ApiError.
 * The transport under the typed client (client.ts), which screens call instead: there the path,
 * parameters, body and answer are those the server's OpenAPI document declares.
 */
export async function request(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<unknown> {
  const token = tokenFor(options);
  // The page's first calls may already be under way since the HTML arrived (index.html's early
  // requests): a matching successful answer is used once; anything else asks the server again.
  const early = takeEarlyAnswer(method, path, token);
  if (early) {
    const answer = await early;
    options.signal?.throwIfAborted();
    if (answer) return parseJson(answer.text) ?? { data: undefined };
  }
  // A change may make what was fetched before it stale.
  if (method !== 'GET') dropEarlyAnswers();
  let response: Response;
  try {
    response = await fetch(`${BASE_URL}${path}`, buildInit(method, path, options, token));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', t.notices.networkError);
  }
  const body = parseJson(await response.text());
  if (!response.ok) {
    const error = toApiError(response.status, body, response.headers.get('Retry-After'));
    handleSharedFailures(error, token !== null);
    throw error;
  }
  return body ?? { data: undefined };
}
