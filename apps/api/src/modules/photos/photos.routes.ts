import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../i18n/error-messages';
import { readFiles } from '../../lib/uploads';
import { type Guards, signedIn } from '../../plugins/auth';
import { MULTIPART_ERRORS } from '../../plugins/multipart';
import { requireOwnProfileId } from '../../policies/own-profile';
import {
  defaultPicQuery,
  defaultPicResponse,
  photoIdParams,
  photoListResponse,
  setPrimaryBody,
} from './photos.schema';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, type PhotosService, tooManyPhotos } from './photos.service';

export interface PhotosRoutesOptions {
  photos: PhotosService;
  guards: Guards;
}

const tags = ['Photos'];
const security = [{ bearer: [] }];

const listOf = (data: Awaited<ReturnType<PhotosService['list']>>) => ({
  data,
  meta: { total: data.length, limit: MAX_PHOTOS, offset: 0 },
});

export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, { photos, guards }) => {
  app.post(
    '/api/v1/bulk/picb',
    {
      config: {
        errors: [...MULTIPART_ERRORS, 'FILE_REQUIRED', 'PHOTO_LIMIT_REACHED', 'PROFILE_REQUIRED'],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: `Adds photos (multipart, any field name): JPEG, PNG or WebP, at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB each and ${MAX_PHOTOS} per profile in all. All or nothing. Answers the member's photos.`,
        response: { 200: photoListResponse },
      },
    },
    signedIn(async (req) => {
      const profileId = requireOwnProfileId(req.user);
      const files = readFiles(req, {
        maxFileBytes: MAX_PHOTO_BYTES,
        maxFiles: MAX_PHOTOS,
        tooLargeMessage: errorMessage('PAYLOAD_TOO_LARGE.photo', { mb: MAX_PHOTO_BYTES / 1024 / 1024 }),
        tooManyFiles: () => tooManyPhotos(),
      });
      return listOf(await photos.upload(profileId, files));
    }),
  );

  app.get(
    '/api/v1/pics',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: { tags, security, response: { 200: photoListResponse } },
    },
    signedIn(async (req) => listOf(await photos.list(requireOwnProfileId(req.user)))),
  );

  app.delete(
    '/api/v1/pics/:id',
    {
      config: { errors: ['PHOTO_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: { tags, security, params: photoIdParams, response: { 200: photoListResponse } },
    },
    signedIn(async (req) => listOf(await photos.remove(requireOwnProfileId(req.user), req.params.id))),
  );

  app.put(
    '/api/v1/set/profile/pic',
    {
      config: { errors: ['PHOTO_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: { tags, security, body: setPrimaryBody, response: { 200: photoListResponse } },
    },
    signedIn(async (req) => listOf(await photos.setPrimary(requireOwnProfileId(req.user), req.body.id))),
  );

  app.get(
    '/api/v1/default/pic',
    {
      preValidation: guards.optionalUser,
      schema: {
        tags,
        description: "A profile's primary photo (medium), or a placeholder by gender.",
        querystring: defaultPicQuery,
        response: { 200: defaultPicResponse },
      },
    },
    async (req) => ({ data: { url: await photos.defaultPic(req.user ?? null, req.query.pid) } }),
  );
};
