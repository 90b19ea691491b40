import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import {
  cardListResponse,
  matchesQuery,
  matchListResponse,
  preferencesBodySchema,
  preferencesResponse,
  skipBody,
  skipParams,
  skipResponse,
  todayResponse,
  visitorCountResponse,
  visitorListResponse,
  visitorsQuery,
} from './matchmaking.schema';
import type { MatchmakingService } from './matchmaking.service';

export interface MatchmakingRoutesOptions {
  matchmaking: MatchmakingService;
  guards: Guards;
}

const tags = ['Matchmaking'];
const security = [{ bearer: [] }];

export const matchmakingRoutes: FastifyPluginAsyncZod<MatchmakingRoutesOptions> = async (
  app,
  { matchmaking, guards },
) => {
  app.get(
    '/api/v1/preferences',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The partner preferences; null or [] is "doesn\'t matter".',
        response: { 200: preferencesResponse },
      },
    },
    signedIn(async (req) => ({ data: await matchmaking.preferences(req.user) })),
  );

  app.put(
    '/api/v1/preferences',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'Replaces the whole set (the object, or `{ preferences }`); a key left out is "doesn\'t matter".',
        body: preferencesBodySchema,
        response: { 200: preferencesResponse },
      },
    },
    signedIn(async (req) => ({ data: await matchmaking.savePreferences(req.user, req.body) })),
  );

  app.get(
    '/api/v1/matches',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'Recommended profiles, best first: mutual fit, one-way fit, Gun Milan, verification, activity, completeness. Each card has `fit`.',
        querystring: matchesQuery,
        response: { 200: matchListResponse },
      },
    },
    signedIn(async (req) => matchmaking.matches(req.user, req.query)),
  );

  app.get(
    '/api/v1/matches/today',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'Up to 10 picks, the same all day, profiles not seen before first; each with `fit` and `is_new`.',
        response: { 200: todayResponse },
      },
    },
    signedIn(async (req) => matchmaking.today(req.user)),
  );

  app.post(
    '/api/v1/matches/skip',
    {
      config: { errors: ['OWN_PROFILE_NOT_ALLOWED', 'PROFILE_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'Never recommend this profile again (idempotent).',
        body: skipBody,
        response: { 201: skipResponse },
      },
    },
    signedIn(async (req, reply) => {
      reply.code(201);
      return { data: await matchmaking.skip(req.user, req.body.to) };
    }),
  );

  app.get(
    '/api/v1/matches/skip',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The skipped profiles, newest skip first.',
        querystring: matchesQuery,
        response: { 200: cardListResponse },
      },
    },
    signedIn(async (req) => matchmaking.skipped(req.user, req.query)),
  );

  app.delete(
    '/api/v1/matches/skip/:profileId',
    {
      config: { errors: ['PROFILE_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'Undoes a skip (idempotent).',
        params: skipParams,
        response: { 200: skipResponse },
      },
    },
    signedIn(async (req) => ({ data: await matchmaking.unskip(req.user, req.params.profileId) })),
  );

  app.get(
    '/api/v1/visitors',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireFeature('profile_visitors'),
      schema: {
        tags,
        security,
        description:
          'Members who opened my profile, newest first, one row per viewer and day. 402 on Hope (the count stays at /visitors/count).',
        querystring: visitorsQuery,
        response: { 200: visitorListResponse },
      },
    },
    signedIn(async (req) => matchmaking.visitors(req.user, req.query)),
  );

  app.get(
    '/api/v1/visitors/count',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'How many visitor rows /visitors would list, on every plan.',
        response: { 200: visitorCountResponse },
      },
    },
    signedIn(async (req) => ({ data: await matchmaking.visitorCount(req.user) })),
  );
};
