import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import { privacyInputSchema, privacyResponse } from './privacy.schema';
import type { PrivacyService } from './privacy.service';

export interface PrivacyRoutesOptions {
  privacy: PrivacyService;
  guards: Guards;
}

const tags = ['Privacy'];
const security = [{ bearer: [] }];

export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (
  app,
  { privacy, guards },
) => {
  app.get(
    '/api/v1/privacy',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'Who sees my photos and contacts, and until when my profile is paused.',
        response: { 200: privacyResponse },
      },
    },
    signedIn(async (req) => ({ data: await privacy.settings(req.user) })),
  );

  app.put(
    '/api/v1/privacy',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description:
          'Replaces every choice: photos everyone | members | accepted, contacts plan | accepted, paused_until (ISO time ahead, or null).',
        body: privacyInputSchema,
        response: { 200: privacyResponse },
      },
    },
    signedIn(async (req) => ({ data: await privacy.save(req.user, req.body) })),
  );
};
