import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../i18n/request-language';
import { sendPrivateDownload } from '../../lib/content-disposition';
import { type Guards, signedIn } from '../../plugins/auth';
import type { BiodataService } from './biodata.service';

export interface BiodataRoutesOptions {
  biodata: BiodataService;
  guards: Guards;
}

const tags = ['Biodata'];
const security = [{ bearer: [] }];
const urlResponse = z.object({ data: z.object({ url: z.string() }) });

export const biodataRoutes: FastifyPluginAsyncZod<BiodataRoutesOptions> = async (
  app,
  { biodata, guards },
) => {
  app.get(
    '/api/v1/biodata',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          "A short-lived URL of the own biodata PDF (saved as biodata.pdf), written in the member's language (else Accept-Language).",
        response: { 200: urlResponse },
      },
    },
    signedIn(async (req) => ({ data: await biodata.issueOwn(req.user, requestLanguage(req)) })),
  );

  app.get(
    '/api/v1/profile/biodata',
    {
      config: { errors: ['PROFILE_NOT_FOUND', 'PROFILE_NOT_VERIFIED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description:
          "A short-lived URL of another profile's biodata PDF. 404 when not visible, 423 when the profile is not verified.",
        querystring: z.object({ pid: z.string().max(200) }),
        response: { 200: urlResponse },
      },
    },
    signedIn(async (req) => ({ data: await biodata.issue(req.user, req.query.pid, requestLanguage(req)) })),
  );

  app.get(
    '/api/v1/biodata/file',
    {
      config: { errors: ['BIODATA_LINK_INVALID', 'PROFILE_NOT_FOUND'] },
      // The signed URL is the credential: keep it out of the request log.
      logLevel: 'warn',
      schema: {
        tags,
        description:
          'The biodata PDF behind a signed URL (no bearer needed); 403 once expired or when altered.',
        querystring: z.object({ t: z.string().max(2000).optional() }),
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await biodata.file(req.query.t, req);
      return sendPrivateDownload(reply, {
        body: pdf,
        contentType: 'application/pdf',
        fileName: filename,
        fallbackName: 'biodata',
      });
    },
  );
};
