import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_SRC, sourceFiles } from '../../test/source-files';
import {
  type AuthUser,
  createGuards,
  type Guard,
  registerSignedInCheck,
  type SignedInGuard,
  signedIn,
} from './auth';

/**
 * A signed-in route's handler is `signedIn(…)`: it reads `req.user` as the caller, never null, and
 * the app will not start with one whose route lets anonymous callers in. The types are held by
 * `signed-in.typecheck.ts`; this holds the behaviour, and that no code asserts the user with `!`.
 */

const caller: AuthUser = { id: 'u1', email: 'a@example.com', isAdmin: false, plan: 'Hope', profileId: 'p1' };

/** A stand-in for `requireUser`: loads `caller`, or refuses when there is no token. */
const signingIn: SignedInGuard = Object.assign(
  async (request: FastifyRequest) => {
    request.user = request.headers.authorization ? caller : null;
    if (!request.user) throw Object.assign(new Error('signed out'), { statusCode: 401 });
  },
  { signsIn: true as const },
);
/** A stand-in for `optionalUser`: lets anonymous callers in. */
const letsAnyoneIn: Guard = async (request) => {
  request.user = null;
};

async function appWith(route: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  registerSignedInCheck(app);
  route(app);
  await app.ready();
  return app;
}

describe('signedIn', () => {
  it('gives the handler the user its guard loaded', async () => {
    const app = await appWith((a) =>
      a.get(
        '/me',
        { preValidation: signingIn },
        signedIn(async (req) => ({ id: req.user.id })),
      ),
    );
    const res = await app.inject({ method: 'GET', url: '/me', headers: { authorization: 'Bearer t' } });
    expect(res.json()).toEqual({ id: 'u1' });
    expect((await app.inject({ method: 'GET', url: '/me' })).statusCode).toBe(401);
    await app.close();
  });

  it('keeps the handler’s reply', async () => {
    const app = await appWith((a) =>
      a.post(
        '/made',
        { preValidation: signingIn },
        signedIn(async (req, reply: FastifyReply) => reply.status(201).send({ by: req.user.id })),
      ),
    );
    const res = await app.inject({ method: 'POST', url: '/made', headers: { authorization: 'Bearer t' } });
    expect([res.statusCode, res.json()]).toEqual([201, { by: 'u1' }]);
    await app.close();
  });

  it('stops the app from starting when its route lets anonymous callers in', async () => {
    for (const preValidation of [undefined, letsAnyoneIn, [letsAnyoneIn]]) {
      await expect(
        appWith((a) =>
          a.get(
            '/me',
            { preValidation },
            signedIn(async (req) => ({ id: req.user.id })),
          ),
        ),
      ).rejects.toThrow('GET /me: a signedIn handler needs a guard that refuses anonymous callers');
    }
  });

  it('answers 401 should it ever run without a user', async () => {
    const app = Fastify();
    app.get(
      '/me',
      signedIn(async (req) => ({ id: req.user.id })),
    );
    expect((await app.inject({ method: 'GET', url: '/me' })).statusCode).toBe(401);
    await app.close();
  });
});

describe('the guards', () => {
  it('mark exactly those that refuse anonymous callers', () => {
    const guards = createGuards({} as never, {} as never, {} as never);
    expect(guards.optionalUser).not.toHaveProperty('signsIn');
    for (const guard of [
      guards.requireUser,
      guards.requireAccountHolder,
      guards.requireOwnAccount,
      guards.requireAdmin,
      guards.requireFeature('boost'),
    ]) {
      expect(guard.signsIn).toBe(true);
    }
  });
});

describe('the source', () => {
  it('asserts no request’s user with `!` (a signed-in handler is signedIn)', () => {
    const found = sourceFiles()
      .filter((file) => !/\.test(-kit)?\.ts$/.test(file))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(API_SRC, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (/\.user!/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
