import { dataExportSchema } from '@jodi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrivateDownload } from '../../lib/content-disposition';
import { type Guards, signedIn } from '../../plugins/auth';
import type { MyDataService } from './my-data.service';

export interface MyDataRoutesOptions {
  myData: MyDataService;
  guards: Guards;
}

const tags = ['Privacy'];
const security = [{ bearer: [] }];
const exportResponse = z.object({ data: dataExportSchema });

export const myDataRoutes: FastifyPluginAsyncZod<MyDataRoutesOptions> = async (app, { myData, guards }) => {
  app.addHook('onClose', () => myData.idle());

  app.post(
    '/api/v1/my-data',
    {
      config: { errors: ['PROFILE_REQUIRED', 'RATE_LIMITED'] },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description:
          'Starts an archive of all of my data (202); answers the one under way instead of starting another. At most 3 a day (429).',
        response: { 202: exportResponse },
      },
    },
    signedIn(async (req, reply) => reply.code(202).send({ data: await myData.request(req.user) })),
  );

  app.get(
    '/api/v1/my-data',
    {
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description:
          'The latest archive: none, preparing, ready (with a signed `url` until `expires_at`) or failed.',
        response: { 200: exportResponse },
      },
    },
    signedIn(async (req) => ({ data: await myData.status(req.user) })),
  );

  app.get(
    '/api/v1/my-data/download',
    {
      config: { errors: ['ARCHIVE_NOT_READY'] },
      // The signed URL is the credential: keep it out of the request log.
      logLevel: 'warn',
      schema: {
        tags,
        description:
          'The archive behind its signed link (no bearer needed); 404 once expired or when altered.',
        querystring: z.object({ token: z.string().max(2000).default('') }),
      },
    },
    async (req, reply) => {
      const { stream, fileName } = await myData.download(req.query.token);
      return sendPrivateDownload(reply, {
        body: stream,
        contentType: 'application/zip',
        fileName,
        fallbackName: 'jodi-my-data',
      });
    },
  );
};
