import { ERROR_CATALOGUE, type ErrorCode } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness';

interface ErrorAnswer {
  description?: string;
  content?: Record<
    string,
    { schema?: { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } } }
  >;
}
type Operation = { responses?: Record<string, ErrorAnswer>; security?: unknown[] };

let t: TestApp;
let operations: { name: string; op: Operation }[];

beforeAll(async () => {
  t = await buildTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([route, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${route}`, op })),
  );
});
afterAll(() => t.close());

const codesOf = (answer: ErrorAnswer) =>
  answer.content?.['application/json']?.schema?.properties?.error?.properties?.code?.enum ?? [];

const errorAnswers = (op: Operation) =>
  Object.entries(op.responses ?? {}).filter(([status]) => Number(status) >= 400);

describe('the OpenAPI document names every error answer’s codes', () => {
  it('lists, for every 4xx answer of every call (and every 5xx error envelope), its codes: each one of that status, with its cause', () => {
    const problems: string[] = [];
    for (const { name, op } of operations) {
      for (const [status, answer] of errorAnswers(op)) {
        const codes = codesOf(answer);
        // A 5xx may be a body of its own (the health check's 503 says what is down).
        if (codes.length === 0 && Number(status) < 500) problems.push(`${name} ${status}: no codes`);
        for (const code of codes) {
          const entry = ERROR_CATALOGUE[code as ErrorCode];
          if (!entry) problems.push(`${name} ${status}: ${code} is not in the catalogue`);
          else if (String(entry.status) !== status)
            problems.push(`${name} ${status}: ${code} is a ${entry.status}`);
          else if (!answer.description?.includes(entry.cause))
            problems.push(`${name} ${status}: ${code} has no cause`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists what every call of its kind may answer: the X-App check, validation, and its guard’s codes', () => {
    const problems: string[] = [];
    for (const { name, op } of operations) {
      if (!name.split(' ')[1]!.startsWith('/api/')) continue;
      const declared = new Set(errorAnswers(op).flatMap(([, answer]) => codesOf(answer)));
      if (!declared.has('UNKNOWN_APP')) problems.push(`${name}: UNKNOWN_APP`);
      if (op.security?.length && !declared.has('UNAUTHENTICATED') && !declared.has('SESSION_EXPIRED')) {
        problems.push(`${name}: a bearer call without its 401s`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses every code of the catalogue somewhere, so none is dead', () => {
    const used = new Set(
      operations.flatMap(({ op }) => errorAnswers(op).flatMap(([, answer]) => codesOf(answer))),
    );
    // Answered outside any route: a path with no route, and an unexpected failure.
    const outsideRoutes: ErrorCode[] = ['ROUTE_NOT_FOUND', 'INTERNAL'];
    const unused = Object.keys(ERROR_CATALOGUE).filter(
      (code) => !used.has(code) && !outsideRoutes.includes(code as ErrorCode),
    );
    expect(unused).toEqual([]);
  });
});
