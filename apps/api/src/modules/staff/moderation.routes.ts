import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import {
  groupProfileResponse,
  profileIdParams,
  reportIdParams,
  reportsQuery,
  staffReportPageSchema,
  staffReportResponse,
  suspendBody,
} from './moderation.schema';
import type { ModerationService } from './moderation.service';

const tags = ['Staff'];
const security = [{ bearer: [] }];

export const moderationRoutes: FastifyPluginAsyncZod<{
  moderation: ModerationService;
  guards: Guards;
}> = async (app, { moderation, guards }) => {
  app.get(
    '/api/v1/admin/reports',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: "Members' reports of a status (default open, oldest first), 20 a page.",
        querystring: reportsQuery,
        response: { 200: staffReportPageSchema },
      },
    },
    async (req) => moderation.reports(req.query.status, req.query.page),
  );

  app.post(
    '/api/v1/admin/reports/:id/dismiss',
    {
      config: { errors: ['REPORT_ALREADY_HANDLED', 'REPORT_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: 'Closes an open report without acting on the profile (409 when already handled).',
        params: reportIdParams,
        response: { 200: staffReportResponse },
      },
    },
    signedIn(async (req) => ({ data: await moderation.dismiss(req.user, req.params.id) })),
  );

  app.post(
    '/api/v1/admin/profiles/:pid/suspend',
    {
      config: { errors: ['PROFILE_NOT_FOUND', 'STAFF_NOT_SUSPENDABLE'] },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Suspends the account of the profile: hidden everywhere, sign-in refused, its sessions ended; its open reports are marked actioned. 400 for a staff account.',
        params: profileIdParams,
        body: suspendBody,
        response: { 200: groupProfileResponse },
      },
    },
    signedIn(async (req) => ({
      data: await moderation.suspend(req.user, req.params.pid, req.body?.reason || undefined),
    })),
  );

  app.post(
    '/api/v1/admin/profiles/:pid/reinstate',
    {
      config: { errors: ['PROFILE_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: 'Makes a suspended account active again (earlier sign-ins stay revoked).',
        params: profileIdParams,
        response: { 200: groupProfileResponse },
      },
    },
    signedIn(async (req) => ({ data: await moderation.reinstate(req.user, req.params.pid) })),
  );
};
