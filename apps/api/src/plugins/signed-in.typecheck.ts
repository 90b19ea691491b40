/**
 * Typecheck only: never imported, never run (`tsc -b` reads it as part of the API project). A
 * `signedIn` handler reads `req.user` as the caller (`AuthUser`, not null) with its route's schema
 * typing kept (params, body, reply); a plain handler's `req.user` stays nullable (`optionalUser`
 * lets anonymous callers in). Each `@ts-expect-error` marks what the compiler must refuse: were it
 * ever accepted, the directive would go unused and `tsc -b` (in `npm test`) would fail.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, type Guards, signedIn } from './auth';

const params = z.object({ id: z.string() });
const body = z.object({ note: z.string() });
const response = { 200: z.object({ data: z.object({ by: z.string(), id: z.string(), note: z.string() }) }) };

export const typedRoutes: FastifyPluginAsyncZod<{ guards: Guards }> = async (app, { guards }) => {
  app.post(
    '/notes/:id',
    { preValidation: guards.requireUser, schema: { params, body, response } },
    signedIn(async (req) => {
      const user: AuthUser = req.user; // the caller, without `!`
      const id: string = req.params.id;
      const note: string = req.body.note;
      // @ts-expect-error the body's type is its schema's: it has no such field
      const other: string = req.body.other;
      return { data: { by: user.id, id, note: note + other } };
    }),
  );

  app.post(
    '/notes/:id/reply',
    { preValidation: guards.requireUser, schema: { params, body, response } },
    signedIn(async (req, reply) => {
      // @ts-expect-error the reply is held to the response schema: `note` is missing
      reply.status(200).send({ data: { by: req.user.id, id: req.params.id } });
      return reply.status(200).send({ data: { by: req.user.id, id: req.params.id, note: req.body.note } });
    }),
  );

  app.get(
    '/notes/:id',
    { preValidation: guards.requireUser, schema: { params, response } },
    // @ts-expect-error the answer is held to the response schema too: `id` is not a number
    signedIn(async (req) => ({ data: { by: req.user.id, id: 1, note: '' } })),
  );

  app.get('/anyone', { preValidation: guards.optionalUser }, async (req) => {
    // @ts-expect-error a plain handler's user may be null
    const user: AuthUser = req.user;
    return { id: user.id };
  });
};
