import { staffDeskSchema } from '@jodi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guards, signedIn } from '../../plugins/auth';
import type { StaffDeskService } from './staff-desk.service';

/** The staff home's counts: staff land on it after signing in. */
export const staffDeskRoutes: FastifyPluginAsyncZod<{
  desk: StaffDeskService;
  guards: Guards;
}> = async (app, { desk, guards }) => {
  app.get(
    '/api/v1/admin/desk',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags: ['Staff'],
        security: [{ bearer: [] }],
        description:
          "What waits for staff: call logs marked for a follow-up (all, and the caller's own), documents to review and open reports.",
        response: { 200: z.object({ data: staffDeskSchema }) },
      },
    },
    signedIn(async (req) => ({ data: await desk.today(req.user) })),
  );
};
