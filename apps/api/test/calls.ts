import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A JSON body, or a multipart body from test/multipart.ts. */
  payload?: object;
  multipart?: { payload: Buffer; headers: Record<string, string> };
}

/** Makes `call` as someone (their bearer header) or as a visitor (null). */
export function callAs(app: FastifyInstance, call: Call, who: { auth: Record<string, string> } | null) {
  const auth = who?.auth ?? {};
  const options: InjectOptions = { method: call.method, url: call.url, headers: { ...auth } };
  if (call.multipart) {
    options.payload = call.multipart.payload;
    options.headers = { ...call.multipart.headers, ...auth };
  } else if (call.payload) {
    options.payload = call.payload;
  }
  return app.inject(options);
}
