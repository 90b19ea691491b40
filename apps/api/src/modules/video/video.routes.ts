import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../i18n/error-messages';
import { MB, openSingleFile } from '../../lib/uploads';
import { type Guards, signedIn } from '../../plugins/auth';
import { MULTIPART_ERRORS } from '../../plugins/multipart';
import { requireOwnProfileId } from '../../policies/own-profile';
import { videoIdParams, videoIntroResponse } from './video.schema';
import type { VideoService } from './video.service';

export interface VideoRoutesOptions {
  video: VideoService;
  guards: Guards;
  /** Largest video accepted, in bytes (config VIDEO_MAX_MB). */
  maxBytes: number;
}

const tags = ['Video introduction'];

const security = [{ bearer: [] }];

export const videoRoutes: FastifyPluginAsyncZod<VideoRoutesOptions> = async (
  app,
  { video, guards, maxBytes },
) => {
  const maxMb = Math.round((maxBytes / MB) * 10) / 10;
  app.addHook('onReady', async () => {
    const removed = await video.removeStaleUploads();
    if (removed > 0) app.log.info({ removed }, 'removed the staged video uploads a crash left');
  });

  app.post(
    '/api/v1/videointro',
    {
      config: {
        errors: [...MULTIPART_ERRORS, 'FILE_REQUIRED', 'PROFILE_REQUIRED'],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: `Uploads (or replaces) the video introduction: one file, MP4, WebM or QuickTime, at most ${maxMb} MB, that browsers play (H.264, HEVC, VP8, VP9 or AV1 video); anything else is 415. Answers it with a poster JPEG made from one of its frames.`,
        response: { 200: videoIntroResponse },
      },
    },
    signedIn(async (req) => {
      const profileId = requireOwnProfileId(req.user);
      const file = await openSingleFile(req, {
        maxBytes,
        tooLargeMessage: errorMessage('PAYLOAD_TOO_LARGE.video', { mb: maxMb }),
      });
      return { data: await video.upload(profileId, file) };
    }),
  );

  app.get(
    '/api/v1/videointro',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: { tags, security, response: { 200: videoIntroResponse } },
    },
    signedIn(async (req) => ({ data: await video.get(requireOwnProfileId(req.user)) })),
  );

  app.delete(
    '/api/v1/videointro/:id',
    {
      config: { errors: ['PROFILE_REQUIRED', 'VIDEO_NOT_FOUND'] },
      preValidation: guards.requireUser,
      schema: { tags, security, params: videoIdParams, response: { 200: videoIntroResponse } },
    },
    signedIn(async (req) => {
      await video.remove(requireOwnProfileId(req.user), req.params.id);
      return { data: null };
    }),
  );
};
