import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import type { ChatRequestsService } from './chat-requests.service';
import {
  chatRequestCreateBody,
  chatRequestListQuery,
  chatRequestListResponse,
  chatRequestResponse,
  chatRequestUpdateBody,
  deletedResponse,
  idParams,
} from './social.schema';

export interface ChatRequestsRoutesOptions {
  chatRequests: ChatRequestsService;
  guards: Guards;
}

const tags = ['Chat requests'];
const security = [{ bearer: [] }];

export const chatRequestsRoutes: FastifyPluginAsyncZod<ChatRequestsRoutesOptions> = async (
  app,
  { chatRequests, guards },
) => {
  app.post(
    '/api/v1/chatrequests',
    {
      config: {
        errors: [
          'CHAT_REQUEST_ALREADY_SENT',
          'DAILY_LIMIT_REACHED',
          'CHAT_REQUEST_NOT_FOUND',
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
          'Sends a chat request; it always starts pending (`accepted`/`declined` in the body are ignored). Sent before: 409. Over the plan’s daily limit (Hope 20, Belief 50, Trust 100 in any 24 hours): 429 `DAILY_LIMIT_REACHED` with `Retry-After`.',
        body: chatRequestCreateBody,
        response: { 201: chatRequestResponse },
      },
    },
    signedIn(async (req, reply) =>
      reply.status(201).send({ data: await chatRequests.send(req.user, req.body.to) }),
    ),
  );

  app.get(
    '/api/v1/chatrequests',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          '`accepted=false` (default): pending requests to the caller, from offset `from`; `accepted=true`: accepted requests either way. `profile` is the other person.',
        querystring: chatRequestListQuery,
        response: { 200: chatRequestListResponse },
      },
    },
    signedIn(async (req) => {
      const { accepted, from, offset, limit } = req.query;
      return chatRequests.list(req.user, accepted === 'true', { limit, offset: from ?? offset });
    }),
  );

  app.put(
    '/api/v1/chatrequests/:id',
    {
      config: {
        errors: [
          'CHAT_REQUEST_ALREADY_ANSWERED',
          'CHAT_REQUEST_NOT_FOUND',
          'CHAT_REQUEST_RECEIVER_ONLY',
          'PROFILE_REQUIRED',
        ],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'The receiver answers a pending request: `{ accepted: true, declined: false }` or `{ accepted: false, declined: true }` (sender: 403; answered: 409).',
        params: idParams,
        body: chatRequestUpdateBody,
        response: { 200: chatRequestResponse },
      },
    },
    signedIn(async (req) => ({
      data: await chatRequests.answer(req.user, req.params.id, req.body.accepted ? 'accepted' : 'declined'),
    })),
  );

  app.delete(
    '/api/v1/chatrequests/:id',
    {
      config: {
        errors: [
          'CHAT_REQUEST_NOT_FOUND',
          'CHAT_REQUEST_NOT_PENDING',
          'CHAT_REQUEST_SENDER_ONLY',
          'PROFILE_REQUIRED',
        ],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The sender cancels a pending request (receiver: 403; answered: 409).',
        params: idParams,
        response: { 200: deletedResponse },
      },
    },
    signedIn(async (req) => ({ data: await chatRequests.cancel(req.user, req.params.id) })),
  );

  app.post(
    '/api/v1/chatrequests/:id/withdraw',
    {
      config: { errors: ['CHAT_REQUEST_NOT_ACCEPTED', 'CHAT_REQUEST_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'Either member withdraws an accepted request: every acceptance between the two (accepted chat requests either way, their match) ends at once, so new messages and photos and contacts kept for accepted members end; earlier messages stay. It then reads as declined (`accepted: false, declined: true`). Not accepted: 409.',
        params: idParams,
        response: { 200: chatRequestResponse },
      },
    },
    signedIn(async (req) => ({ data: await chatRequests.withdraw(req.user, req.params.id) })),
  );
};
