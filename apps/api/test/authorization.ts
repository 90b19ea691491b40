import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Call, callAs } from './calls';

/**
 * Every call answers 401 UNAUTHENTICATED to a visitor and 403 STAFF_ONLY to a member, and gets past
 * the guard for staff (whatever it then answers, never 401 or 403, nor a 5xx: in tests a code the
 * route did not declare answers 500).
 */
export async function expectStaffOnly(
  app: FastifyInstance,
  calls: Call[],
  member: { auth: Record<string, string> },
  staff: { auth: Record<string, string> },
): Promise<void> {
  for (const call of calls) {
    const name = `${call.method} ${call.url}`;
    const visitor = await callAs(app, call, null);
    expect(visitor.statusCode, `${name} as a visitor`).toBe(401);
    expect(visitor.json().error.code, `${name} as a visitor`).toBe('UNAUTHENTICATED');
    const asMember = await callAs(app, call, member);
    expect(asMember.statusCode, `${name} as a member`).toBe(403);
    expect(asMember.json().error.code, `${name} as a member`).toBe('STAFF_ONLY');
    const asStaff = await callAs(app, call, staff);
    expect([401, 403], `${name} as staff`).not.toContain(asStaff.statusCode);
    expect(asStaff.statusCode, `${name} as staff`).toBeLessThan(500);
  }
}
