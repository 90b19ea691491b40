import { leadInputSchema, leadSchema } from '@jodi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMetaSchema, pageQuery } from '../../lib/pagination';
import { type Guards, signedIn } from '../../plugins/auth';
import type { LeadsService } from './leads.service';

export interface LeadsRoutesOptions {
  leads: LeadsService;
  guards: Guards;
}

const tags = ['Ads'];
const security = [{ bearer: [] }];

export const leadsRoutes: FastifyPluginAsyncZod<LeadsRoutesOptions> = async (app, { leads, guards }) => {
  app.post(
    '/api/v1/leads',
    {
      config: { errors: ['RATE_LIMITED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'A business asks to publish an advert (members; a few a day).',
        body: z.object({ lead: leadInputSchema }),
        response: { 201: z.object({ data: leadSchema }) },
      },
    },
    signedIn(async (req, reply) =>
      reply.status(201).send({ data: await leads.submit(req.user, req.body.lead) }),
    ),
  );

  app.get(
    '/api/v1/admin/leads',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: 'Advert requests, newest first (staff).',
        querystring: pageQuery({ defaultLimit: 20, maxLimit: 100 }),
        response: { 200: z.object({ data: z.array(leadSchema), meta: listMetaSchema }) },
      },
    },
    async (req) => leads.list(req.query),
  );
};
