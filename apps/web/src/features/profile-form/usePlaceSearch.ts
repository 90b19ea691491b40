import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Data } from '../../api/schema';

/** A place of the server's gazetteer (GeoNames): its label, coordinates and IANA time zone. */
export type Place = Data<'/api/v1/places'>[number];

/** How long typing must pause before the place search asks the server. */
export const PLACE_SEARCH_DEBOUNCE_MS = 250;

/**
 * The longest search text the server takes (the contract's `PLACE_QUERY_MAX`, which lives beside its
 * schema and so not in the contract's zod-free part the web build reads).
 */
export const PLACE_QUERY_MAX = 80;

interface PlaceSearchOptions {
  /** How many places to ask for (the server's default, 10, when not given). */
  limit?: number;
  /** False while there is nothing to look up (the box shows the chosen place). */
  enabled?: boolean;
}

/**
 * GET /api/v1/places for what is being typed, a quarter of a second after typing stops. `places` is
 * the answer for `q`, or the previous answer while the next one loads (`current` false then);
 * `searching` while typing has not paused or the answer is on its way.
 */
export function usePlaceSearch(text: string, { limit, enabled = true }: PlaceSearchOptions = {}) {
  const typed = text.trim().slice(0, PLACE_QUERY_MAX);
  const [q] = useDebouncedValue(typed, PLACE_SEARCH_DEBOUNCE_MS);
  const active = enabled && q !== '';
  const search = useQuery({
    queryKey: ['places', q, limit ?? null] as const,
    queryFn: ({ signal }) =>
      api.get('/api/v1/places', { query: limit === undefined ? { q } : { q, limit }, signal }),
    enabled: active,
    // The gazetteer does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const settled = active && typed === q;
  return {
    places: active ? (search.data ?? []) : [],
    /** The places answer exactly what is typed now. */
    current: settled && search.isSuccess && !search.isPlaceholderData,
    searching: enabled && typed !== '' && (typed !== q || search.isFetching),
    failed: search.isError,
  };
}
