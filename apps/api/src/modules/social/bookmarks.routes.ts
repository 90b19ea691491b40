import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import type { BookmarksService } from './bookmarks.service';
import {
  bookmarkCreateBody,
  bookmarkListResponse,
  bookmarkResponse,
  deletedResponse,
  idParams,
  pageQuery,
} from './social.schema';

export interface BookmarksRoutesOptions {
  bookmarks: BookmarksService;
  guards: Guards;
}

const tags = ['Bookmarks'];
const security = [{ bearer: [] }];

export const bookmarksRoutes: FastifyPluginAsyncZod<BookmarksRoutesOptions> = async (
  app,
  { bookmarks, guards },
) => {
  app.get(
    '/api/v1/bookmarks',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The caller’s bookmarks, newest first, each with the bookmarked profile.',
        querystring: pageQuery,
        response: { 200: bookmarkListResponse },
      },
    },
    signedIn(async (req) => bookmarks.list(req.user, req.query)),
  );

  app.post(
    '/api/v1/bookmarks',
    {
      config: {
        errors: ['BOOKMARK_NOT_FOUND', 'OWN_PROFILE_NOT_ALLOWED', 'PROFILE_NOT_FOUND', 'PROFILE_REQUIRED'],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'Bookmarks a profile: 201 when new, 200 with the existing bookmark when already saved.',
        body: bookmarkCreateBody,
        response: { 200: bookmarkResponse, 201: bookmarkResponse },
      },
    },
    signedIn(async (req, reply) => {
      const { bookmark, created } = await bookmarks.add(req.user, req.body.bookmark.to);
      return reply.status(created ? 201 : 200).send({ data: bookmark });
    }),
  );

  app.delete(
    '/api/v1/bookmarks/:id',
    {
      config: { errors: ['BOOKMARK_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'Removes the caller’s bookmark; `id` is the bookmark id or the bookmarked profile id.',
        params: idParams,
        response: { 200: deletedResponse },
      },
    },
    signedIn(async (req) => ({ data: await bookmarks.remove(req.user, req.params.id) })),
  );
};
