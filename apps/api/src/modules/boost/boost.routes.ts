import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import { boostResponse } from './boost.schema';
import type { BoostService } from './boost.service';

export interface BoostRoutesOptions {
  boost: BoostService;
  guards: Guards;
}

const tags = ['Boost'];
const security = [{ bearer: [] }];

/** Profile boost (decision 32): Belief and Trust; Hope is answered 402 by the feature guard. */
export const boostRoutes: FastifyPluginAsyncZod<BoostRoutesOptions> = async (app, { boost, guards }) => {
  app.get(
    '/api/v1/boost',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireFeature('boost'),
      schema: {
        tags,
        security,
        description:
          'The running boost (`boosted_until`, null when none runs), the boosts `left` in the plan’s current 30-day month, and the running or last boost’s `started_at` and `seen_by` (members shown it in a boosted place).',
        response: { 200: boostResponse },
      },
    },
    signedIn(async (req) => ({ data: await boost.status(req.user) })),
  );

  app.post(
    '/api/v1/boost',
    {
      config: { errors: ['PROFILE_REQUIRED', 'BOOST_RUNNING', 'NO_BOOSTS_LEFT', 'BOOST_PROFILE_NOT_SHOWN'] },
      preValidation: guards.requireFeature('boost'),
      schema: {
        tags,
        security,
        description:
          'Starts a 24-hour boost: the profile takes one of at most three boosted places at the top of the first page of the listing and of /matches for every member whose filters and hard ranges it meets. 409 while one runs, when none is left this month, or when the profile is not listed (paused, hidden, incomplete).',
        response: { 200: boostResponse },
      },
    },
    signedIn(async (req) => ({ data: await boost.start(req.user) })),
  );
};
