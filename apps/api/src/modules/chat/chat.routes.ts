import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import {
  connectionsResponse,
  conversationParams,
  conversationResponse,
  countResponse,
  invitesResponse,
  messageCreateBody,
  messageResponse,
  pageQuery,
  threadsResponse,
} from './chat.schema';
import type { ChatService } from './chat.service';

export interface ChatRoutesOptions {
  chat: ChatService;
  guards: Guards;
}

const tags = ['Chat'];
const security = [{ bearer: [] }];

/** Spec 7 "Messaging". */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chat, guards }) => {
  app.post(
    '/api/v1/message',
    {
      config: {
        errors: [
          'CHAT_NOT_ALLOWED',
          'OWN_PROFILE_NOT_ALLOWED',
          'PROFILE_NOT_FOUND',
          'PROFILE_REQUIRED',
          'RATE_LIMITED',
        ],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'Sends a chat message (plain text, trimmed, 1-2000 characters) to profile `to`. Needs an accepted chat request either way or matched interests (403); a block or unknown profile is 404; 30 a minute (429). The message goes live to both sides (`message`) and the receiver gets `publish` with the new unread count.',
        body: messageCreateBody,
        response: { 201: messageResponse },
      },
    },
    signedIn(async (req, reply) =>
      reply.status(201).send({ data: await chat.send(req.user, req.body.to, req.body.message) }),
    ),
  );

  app.get(
    '/api/v1/message/:spec',
    {
      config: { errors: ['OWN_PROFILE_NOT_ALLOWED', 'PROFILE_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          '`{profile}*{n}`: the conversation with that profile, newest first, skipping the n newest, 30 at a time. Opening the first page (n = 0) marks their messages read (and pushes `publish`). Blocked or unknown: 404.',
        params: conversationParams,
        response: { 200: conversationResponse },
      },
    },
    signedIn(async (req) => chat.conversation(req.user, req.params.spec)),
  );

  app.get(
    '/api/v1/chat/threads',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'The chat list: one row per partner with the last message either way and the unread count, newest conversation first.',
        querystring: pageQuery,
        response: { 200: threadsResponse },
      },
    },
    signedIn(async (req) => chat.threads(req.user, req.query)),
  );

  app.get(
    '/api/v1/chat/connections',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'Members the caller may chat with (a match, or a chat request accepted either way; no block) and has no message with yet, newest acceptance first: the chat list\'s "Say hello" rows. Once a message is sent the partner is in GET /api/v1/chat/threads instead. `matched` says whether an accepted interest (a match) is among the acceptances; `interest_id` and `chat_request_id` name them, to withdraw the acceptance.',
        querystring: pageQuery,
        response: { 200: connectionsResponse },
      },
    },
    signedIn(async (req) => chat.connections(req.user, req.query)),
  );

  app.get(
    '/api/v1/invites',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'Pending chat requests received by the caller (as GET /api/v1/chatrequests/?accepted=false).',
        querystring: pageQuery,
        response: { 200: invitesResponse },
      },
    },
    signedIn(async (req) => chat.invites(req.user, req.query)),
  );

  app.get(
    '/api/v1/counts/subscribe',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The unread chat count (`chat_count`), from profiles the caller may see.',
        response: { 200: countResponse },
      },
    },
    signedIn(async (req) => ({ data: await chat.unreadCount(req.user) })),
  );
};
