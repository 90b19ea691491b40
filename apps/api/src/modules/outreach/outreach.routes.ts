import {
  contactFinderInputSchema,
  foundContactSchema,
  scoreUpResultSchema,
  scoreUpSchema,
} from '@jodi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guards, signedIn } from '../../plugins/auth';
import type { ContactFinderService } from './contact-finder.service';
import type { ScoreUpService } from './score-up.service';

export interface OutreachRoutesOptions {
  scoreUp: ScoreUpService;
  contactFinder: ContactFinderService;
  guards: Guards;
}

const tags = ['Outreach'];

export const outreachRoutes: FastifyPluginAsyncZod<OutreachRoutesOptions> = async (
  app,
  { scoreUp, contactFinder, guards },
) => {
  app.post(
    '/api/v1/score/up',
    {
      config: { errors: ['PROFILE_NOT_FOUND', 'RATE_LIMITED'] },
      preValidation: guards.optionalUser,
      schema: {
        tags,
        description:
          'Counts a visit to profile `to` (its id or base64 id; no token needed): once per visitor, profile and day, never the owner. 404 for unknown, hidden or suspended profiles.',
        body: scoreUpSchema,
        response: { 200: z.object({ data: scoreUpResultSchema }) },
      },
    },
    async (req) => ({
      data: await scoreUp.scoreUp(req.user, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      }),
    }),
  );

  app.post(
    '/api/v1/google/people',
    {
      config: {
        errors: [
          'CONTACT_FINDER_NOT_SET_UP',
          'CONTACT_FINDER_UNAVAILABLE',
          'GOOGLE_TOKEN_REJECTED',
          'RATE_LIMITED',
        ],
      },
      preValidation: guards.requireFeature('contact_finder'),
      // The body carries a Google access token: keep this call out of the request log.
      logLevel: 'warn',
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          "Finds which of the member's Google contacts (read with their OAuth token, scope contacts.readonly) have a profile they may see. 402 on Hope, 503 when not set up, 400 when Google refuses the token.",
        body: contactFinderInputSchema,
        response: { 200: z.object({ data: z.array(foundContactSchema) }) },
      },
    },
    signedIn(async (req) => ({ data: await contactFinder.find(req.user, req.body.access_token) })),
  );
};
