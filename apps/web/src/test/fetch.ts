import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: RecordedCall) => Reply;

export function jsonResponse({ status = 200, body, headers = {} }: Reply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text || null, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/**
 * Replaces fetch with a table of "METHOD /path" handlers; unknown calls answer 404 in the API's
 * envelope. Returns the calls made, for assertions.
 */
export function mockFetch(handlers: Record<string, Handler | Reply> = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      const raw = init.body;
      const call: RecordedCall = {
        method,
        url,
        headers: new Headers(init.headers),
        body: typeof raw === 'string' ? JSON.parse(raw) : raw,
      };
      calls.push(call);
      const handler = handlers[`${method} ${url.split('?')[0]}`];
      if (!handler)
        return jsonResponse({
          status: 404,
          body: { error: { code: 'ROUTE_NOT_FOUND', message: 'Not found' } },
        });
      return jsonResponse(typeof handler === 'function' ? handler(call) : handler);
    }),
  );
  return calls;
}
