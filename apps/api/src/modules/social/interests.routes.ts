import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import type { InterestsService } from './interests.service';
import {
  deletedResponse,
  idParams,
  interestCreateBody,
  interestListQuery,
  interestListResponse,
  interestResponse,
  interestUpdateBody,
} from './social.schema';

export interface InterestsRoutesOptions {
  interests: InterestsService;
  guards: Guards;
}

const tags = ['Interests'];
const security = [{ bearer: [] }];

export const interestsRoutes: FastifyPluginAsyncZod<InterestsRoutesOptions> = async (
  app,
  { interests, guards },
) => {
  app.post(
    '/api/v1/interests',
    {
      config: {
        errors: [
          'DAILY_LIMIT_REACHED',
          'INTEREST_ALREADY_SENT',
          'INTEREST_NOT_FOUND',
          'OWN_PROFILE_NOT_ALLOWED',
          'PROFILE_NOT_FOUND',
          'PROFILE_REQUIRED',
        ],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'Sends an interest (201). If that profile’s interest in the caller is pending, accepts it instead: a match (200, `matched: true`; not counted as a send). Already sent or matched: 424. Over the plan’s daily limit (Hope 20, Belief 50, Trust 100 in any 24 hours): 429 `DAILY_LIMIT_REACHED` with `Retry-After`.',
        body: interestCreateBody,
        response: { 200: interestResponse, 201: interestResponse },
      },
    },
    signedIn(async (req, reply) => {
      const { interest, created } = await interests.send(req.user, req.body.to);
      return reply.status(created ? 201 : 200).send({ data: interest });
    }),
  );

  app.get(
    '/api/v1/interests',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          '`sent` (default): the caller’s pending and declined interests; `received`: pending interests to the caller; `matched`: accepted either way. Newest first.',
        querystring: interestListQuery,
        response: { 200: interestListResponse },
      },
    },
    signedIn(async (req) => interests.list(req.user, req.query.type, req.query)),
  );

  app.put(
    '/api/v1/interests/:id',
    {
      config: {
        errors: [
          'INTEREST_ALREADY_ANSWERED',
          'INTEREST_NOT_FOUND',
          'INTEREST_RECEIVER_ONLY',
          'PROFILE_REQUIRED',
        ],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The receiver accepts or declines a pending interest (sender: 403; answered: 409).',
        params: idParams,
        body: interestUpdateBody,
        response: { 200: interestResponse },
      },
    },
    signedIn(async (req) => ({ data: await interests.answer(req.user, req.params.id, req.body.status) })),
  );

  app.delete(
    '/api/v1/interests/:id',
    {
      config: {
        errors: ['INTEREST_NOT_FOUND', 'INTEREST_NOT_PENDING', 'INTEREST_SENDER_ONLY', 'PROFILE_REQUIRED'],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The sender cancels a pending interest (receiver: 403; answered: 409).',
        params: idParams,
        response: { 200: deletedResponse },
      },
    },
    signedIn(async (req) => ({ data: await interests.cancel(req.user, req.params.id) })),
  );

  app.post(
    '/api/v1/interests/:id/withdraw',
    {
      config: { errors: ['INTEREST_NOT_ACCEPTED', 'INTEREST_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'Either member of a match withdraws it: every acceptance between the two (the match, accepted chat requests either way) ends at once, so photos and contacts kept for accepted members and new messages end; earlier messages stay. The interest then reads as declined. Not accepted: 409.',
        params: idParams,
        response: { 200: interestResponse },
      },
    },
    signedIn(async (req) => ({ data: await interests.withdraw(req.user, req.params.id) })),
  );
};
