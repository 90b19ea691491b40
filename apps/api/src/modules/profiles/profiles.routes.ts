import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import {
  cardListResponse,
  completionResponse,
  idParams,
  listQuerySchema,
  profileResponse,
  profileUpdateSchema,
  profileViewResponse,
  publicParams,
  publicQuery,
  similarQuerySchema,
  supportInfoResponse,
  supportInfoSchema,
} from './profiles.schema';
import type { ProfilesService } from './profiles.service';

export interface ProfilesRoutesOptions {
  profiles: ProfilesService;
  guards: Guards;
}

const tags = ['Profile'];
const security = [{ bearer: [] }];

export const profilesRoutes: FastifyPluginAsyncZod<ProfilesRoutesOptions> = async (
  app,
  { profiles, guards },
) => {
  app.get(
    '/api/v1/myprofile',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The own profile, owner view, with `profile_score`.',
        response: { 200: profileResponse },
      },
    },
    signedIn(async (req) => ({ data: await profiles.myProfile(req.user) })),
  );

  app.get(
    '/api/v1/profiles',
    {
      config: { errors: ['PROFILE_REQUIRED', 'UNAUTHENTICATED'] },
      preValidation: guards.optionalUser,
      schema: {
        tags,
        description:
          'Profile cards, newest first. Members see only the opposite gender; `saved=true` needs a member.',
        querystring: listQuerySchema,
        response: { 200: cardListResponse },
      },
    },
    async (req) => profiles.list(req.user, req.query),
  );

  app.get(
    '/api/v1/profiles/:id',
    {
      config: { errors: ['PROFILE_NOT_FOUND'] },
      preValidation: guards.requireUser,
      schema: { tags, security, params: idParams, response: { 200: profileViewResponse } },
    },
    signedIn(async (req) => profiles.view(req.user, req.params.id)),
  );

  app.put(
    '/api/v1/profiles/:id',
    {
      config: { errors: ['NOT_YOUR_PROFILE', 'PROFILE_NOT_FOUND'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'Partial update by the owner or staff; fields outside the profile form are ignored.',
        params: idParams,
        body: profileUpdateSchema,
        response: { 200: profileResponse },
      },
    },
    signedIn(async (req) => ({ data: await profiles.update(req.user, req.params.id, req.body.profile) })),
  );

  app.get(
    '/api/v1/view/profiles/:x',
    {
      config: { errors: ['PROFILE_NOT_FOUND'] },
      preValidation: guards.optionalUser,
      schema: {
        tags,
        description: 'Public (visitor) view; `x` is the profile id or base64 of it.',
        params: publicParams,
        response: { 200: profileResponse },
      },
    },
    async (req) => ({ data: await profiles.publicView(req.user, req.params.x) }),
  );

  app.get(
    '/api/v1/view/profile',
    {
      config: { errors: ['PROFILE_NOT_FOUND'] },
      preValidation: guards.optionalUser,
      schema: { tags, querystring: publicQuery, response: { 200: profileResponse } },
    },
    async (req) => ({ data: await profiles.publicView(req.user, req.query.id) }),
  );

  for (const url of ['/api/v1/profile_completion', '/api/v1/profile/completion']) {
    app.get(
      url,
      {
        config: { errors: ['PROFILE_REQUIRED'] },
        preValidation: guards.requireUser,
        schema: { tags, security, response: { 200: completionResponse } },
      },
      signedIn(async (req) => ({ data: await profiles.completion(req.user) })),
    );
  }

  app.get(
    '/api/v1/gender',
    {
      config: { errors: ['PROFILE_NOT_FOUND'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'Up to six profiles of `gender` similar to profile `pid` (same city, then closest age).',
        querystring: similarQuerySchema,
        response: { 200: cardListResponse },
      },
    },
    signedIn(async (req) => profiles.similar(req.user, req.query.gender, req.query.pid)),
  );

  app.put(
    '/api/v1/support/info',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: { tags, security, body: supportInfoSchema, response: { 200: supportInfoResponse } },
    },
    signedIn(async (req) => ({ data: await profiles.setSupportInfo(req.user, req.body) })),
  );
};
