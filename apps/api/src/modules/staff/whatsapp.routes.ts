import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import { waMessageResponse, whatsappQuery } from './whatsapp.schema';
import type { WhatsAppInvitesService } from './whatsapp.service';

export const whatsappRoutes: FastifyPluginAsyncZod<{
  invites: WhatsAppInvitesService;
  guards: Guards;
}> = async (app, { invites, guards }) => {
  app.get(
    '/api/v1/whatsapp',
    {
      config: { errors: ['CALL_LOG_NOT_FOUND', 'RATE_LIMITED', 'WHATSAPP_SEND_FAILED'] },
      preValidation: guards.requireAdmin,
      schema: {
        tags: ['Staff'],
        security: [{ bearer: [] }],
        description:
          "Sends a WhatsApp invite to 91 + number (10 digits) and records it; with calllog=<id> it appears in that call log's wamsgs. 502 when the provider refuses (recorded as failed); 429 past 60 an hour.",
        querystring: whatsappQuery,
        response: { 200: waMessageResponse },
      },
    },
    signedIn(async (req) => ({ data: await invites.invite(req.user, req.query.number, req.query.calllog) })),
  );
};
