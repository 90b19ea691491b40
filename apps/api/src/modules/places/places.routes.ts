import { placeSchema, placeSearchQuerySchema } from '@jodi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guards, signedIn } from '../../plugins/auth';
import type { PlacesService } from './places.service';

export interface PlacesRoutesOptions {
  places: PlacesService;
  guards: Guards;
}

/**
 * The birth-place search of the profile form and the guided start (and the preferred cities): for
 * signed-in members, who are the ones filling those in; the data itself is open (GeoNames).
 */
export const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, { places, guards }) => {
  app.get(
    '/api/v1/places',
    {
      config: { errors: ['RATE_LIMITED'] },
      preValidation: guards.requireUser,
      schema: {
        tags: ['Places'],
        security: [{ bearer: [] }],
        description:
          "Places whose name, or a word of it, begins with `q` (accents and case ignored; a few former names of Indian cities too), best first: an exact name, then India, then abroad. Each with its coordinates and IANA time zone, which fill the profile's birth_place, birth_lat, birth_lon and birth_tz. Data: GeoNames (CC-BY-4.0), timezone-boundary-builder.",
        querystring: placeSearchQuerySchema,
        response: { 200: z.object({ data: z.array(placeSchema) }) },
      },
    },
    signedIn(async (req) => ({ data: await places.search(req.user, req.query) })),
  );
};
