import { REPORT_REASONS } from '@jodi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import type { ReportsService } from './reports.service';
import { REPORT_DETAILS_MAX, reportBody, reportResponse } from './social.schema';

export interface ReportsRoutesOptions {
  reports: ReportsService;
  guards: Guards;
}

const tags = ['Reports'];
const security = [{ bearer: [] }];

export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (
  app,
  { reports, guards },
) => {
  app.post(
    '/api/v1/user/report',
    {
      config: {
        errors: [
          'ALREADY_REPORTED',
          'OWN_PROFILE_NOT_ALLOWED',
          'PROFILE_NOT_FOUND',
          'PROFILE_REQUIRED',
          'RATE_LIMITED',
        ],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: `Reports a profile (\`user_to_id\` is its profile id) for staff review. \`reason\`: ${REPORT_REASONS.join(', ')}; \`details\` (up to ${REPORT_DETAILS_MAX} characters) is required for \`other\`. One open report per profile (409); rate-limited (429).`,
        body: reportBody,
        response: { 201: reportResponse },
      },
    },
    signedIn(async (req, reply) =>
      reply.status(201).send({ data: await reports.report(req.user, req.body) }),
    ),
  );
};
