import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import { trailListResponse, trailNoteBody, trailResponse, trailsQuery } from './trails.schema';
import type { TrailsService } from './trails.service';

const tags = ['Staff'];
const security = [{ bearer: [] }];

export const trailsRoutes: FastifyPluginAsyncZod<{ trails: TrailsService; guards: Guards }> = async (
  app,
  { trails, guards },
) => {
  app.get(
    '/api/v1/trails',
    {
      config: { errors: ['PROFILE_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description:
          "A profile's timeline, newest first: staff notes, calls, invites, moderation and group moves, with sign-up, plans bought and approved documents.",
        querystring: trailsQuery,
        response: { 200: trailListResponse },
      },
    },
    async (req) => ({ data: await trails.trailOf(req.query.pid) }),
  );

  app.post(
    '/api/v1/trail',
    {
      config: { errors: ['PROFILE_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: "Adds a staff note to a profile's trail.",
        body: trailNoteBody,
        response: { 201: trailResponse },
      },
    },
    signedIn(async (req, reply) =>
      reply.status(201).send({ data: await trails.addNote(req.user, req.body.pid, req.body.text) }),
    ),
  );
};
