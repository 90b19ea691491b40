import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import type { BlocksService } from './blocks.service';
import { blockBody, blockListResponse, blockStateResponse, isBlockQuery, pageQuery } from './social.schema';

export interface BlocksRoutesOptions {
  blocks: BlocksService;
  guards: Guards;
}

const tags = ['Blocks'];
const security = [{ bearer: [] }];

export const blocksRoutes: FastifyPluginAsyncZod<BlocksRoutesOptions> = async (app, { blocks, guards }) => {
  app.post(
    '/api/v1/block',
    {
      config: { errors: ['OWN_PROFILE_NOT_ALLOWED', 'PROFILE_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          'Blocks a profile (idempotent): the pair disappears from each other’s lists and views; bookmarks both ways and pending interests and chat requests are removed.',
        body: blockBody,
        response: { 200: blockStateResponse },
      },
    },
    signedIn(async (req) => ({ data: await blocks.block(req.user, req.body.profileId) })),
  );

  app.post(
    '/api/v1/unblock',
    {
      config: { errors: ['OWN_PROFILE_NOT_ALLOWED', 'PROFILE_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'Removes the caller’s own block (idempotent).',
        body: blockBody,
        response: { 200: blockStateResponse },
      },
    },
    signedIn(async (req) => ({ data: await blocks.unblock(req.user, req.body.profileId) })),
  );

  app.get(
    '/api/v1/blocks',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The profiles the caller blocked, newest first (to find them again and unblock).',
        querystring: pageQuery,
        response: { 200: blockListResponse },
      },
    },
    signedIn(async (req) => blocks.list(req.user, req.query)),
  );

  app.get(
    '/api/v1/isblock',
    {
      config: { errors: ['PROFILE_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: '`is_blocked` is true when the caller blocked the profile.',
        querystring: isBlockQuery,
        response: { 200: blockStateResponse },
      },
    },
    signedIn(async (req) => ({ data: await blocks.isBlocked(req.user, req.query.profileId) })),
  );
};
