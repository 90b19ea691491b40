import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

export interface StaffCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A JSON body, or a multipart body from test/multipart.ts. */
  payload?: object;
  multipart?: { payload: Buffer; headers: Record<string, string> };
}

const inject = (app: FastifyInstance, call: StaffCall, auth: Record<string, string>) => {
  const options: InjectOptions = { method: call.method, url: call.url, headers: { ...auth } };
  if (call.multipart) {
    options.payload = call.multipart.payload;
    options.headers = { ...call.multipart.headers, ...auth };
  } else if (call.payload) {
    options.payload = call.payload;
  }
  return app.inject(options);
};

/**
 * Every call answers 401 to a visitor and 403 to a member, and gets past the guard for staff
 * (whatever it then answers, never 401 or 403).
 */
export async function expectStaffOnly(
  app: FastifyInstance,
  calls: StaffCall[],
  member: { auth: Record<string, string> },
  staff: { auth: Record<string, string> },
): Promise<void> {
  for (const call of calls) {
    const name = `${call.method} ${call.url}`;
    const visitor = await inject(app, call, {});
    expect(visitor.statusCode, `${name} as a visitor`).toBe(401);
    const asMember = await inject(app, call, member.auth);
    expect(asMember.statusCode, `${name} as a member`).toBe(403);
    expect(asMember.json().error.code).toBe('FORBIDDEN');
    const asStaff = await inject(app, call, staff.auth);
    expect([401, 403], `${name} as staff`).not.toContain(asStaff.statusCode);
  }
}
