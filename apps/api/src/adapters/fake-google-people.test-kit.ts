import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePerson {
  name?: string;
  emails?: string[];
}

/**
 * A tiny in-process Google People API for tests: GET /v1/people/me/connections with a bearer
 * token, answering in pages of `pageSize` (its own, to test paging) with `nextPageToken`, and
 * Google's error shape for a token it does not know.
 */
export interface FakeGooglePeople {
  apiUrl: string;
  /** The only access token it accepts. */
  token: string;
  /** The signed-in Google user's contacts. */
  people: FakePerson[];
  pageSize: number;
  /** Every request: path, query and Authorization header. */
  requests: { path: string; query: Record<string, string>; authorization: string | undefined }[];
  /** The next request answers this HTTP status once. */
  failNext: number | undefined;
  close(): Promise<void>;
}

export async function startFakeGooglePeople(): Promise<FakeGooglePeople> {
  const state = {
    token: `ya29.${crypto.randomBytes(16).toString('base64url')}`,
    people: [] as FakePerson[],
    pageSize: 2,
    failNext: undefined as number | undefined,
    requests: [] as FakeGooglePeople['requests'],
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, message: string) =>
    send(res, status, {
      error: { code: status, message, status: status === 401 ? 'UNAUTHENTICATED' : 'ERROR' },
    });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
    });
    if (req.method !== 'GET' || url.pathname !== '/v1/people/me/connections')
      return error(res, 404, 'Not found');
    if (req.headers.authorization !== `Bearer ${state.token}`) {
      return error(res, 401, 'Request had invalid authentication credentials.');
    }
    if (state.failNext) {
      const status = state.failNext;
      state.failNext = undefined;
      return error(res, status, 'Backend error');
    }
    const start = Number(url.searchParams.get('pageToken') ?? '0');
    const slice = state.people.slice(start, start + state.pageSize);
    const next = start + state.pageSize < state.people.length ? String(start + state.pageSize) : undefined;
    send(res, 200, {
      connections: slice.map((p, i) => ({
        resourceName: `people/c${start + i}`,
        ...(p.name ? { names: [{ displayName: p.name }] } : {}),
        ...(p.emails ? { emailAddresses: p.emails.map((value) => ({ value })) } : {}),
      })),
      totalPeople: state.people.length,
      ...(next ? { nextPageToken: next } : {}),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    get token() {
      return state.token;
    },
    get people() {
      return state.people;
    },
    set people(value) {
      state.people = value;
    },
    get pageSize() {
      return state.pageSize;
    },
    set pageSize(value) {
      state.pageSize = value;
    },
    get failNext() {
      return state.failNext;
    },
    set failNext(value) {
      state.failNext = value;
    },
    requests: state.requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
