import { nextOffset } from '../../lib/paging';

/** The listing's filters, as they stand in the page's URL query (so a filtered page can be shared). */
export const FILTER_KEYS = [
  'gender',
  'min_age',
  'max_age',
  'min_height',
  'max_height',
  'city',
  'education',
  'maritial_status',
  'rashi',
  'gotra',
  'mangal_dosh',
  'q',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ListingFilters = Partial<Record<FilterKey, string>>;

/** Which listing: all profiles, the saved (bookmarked) ones, or the filtered ones. */
export type ListingMode = 'all' | 'saved' | 'filtered';

export const PAGE_SIZE = 24;

/** The known filters of a URL query, trimmed; blank ones are left out. */
export function filtersFromSearchParams(params: URLSearchParams): ListingFilters {
  const filters: ListingFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** Filters as a URL query, in a fixed order, without blanks. */
export function filtersToSearchParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

export function hasFilters(filters: ListingFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]?.trim()));
}

/** The query string of GET /api/v1/profiles for one page of a listing. */
export function buildListQuery({
  mode,
  filters = {},
  limit = PAGE_SIZE,
  offset = 0,
}: {
  mode: ListingMode;
  filters?: ListingFilters;
  limit?: number;
  offset?: number;
}): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (mode === 'saved') params.set('saved', 'true');
  if (mode === 'filtered') {
    for (const [key, value] of filtersToSearchParams(filters)) params.set(key, value);
  }
  return `?${params.toString()}`;
}

/** The API path of one page of a listing (GET /api/v1/profiles{query}). */
export function profilesListPath(page: Parameters<typeof buildListQuery>[0]): string {
  return `/api/v1/profiles${buildListQuery(page)}`;
}

/**
 * The photos of the first cards, as the cards show them (ProfileCard's `primary_profile_pic`; a
 * card without one shows a small local placeholder, not worth fetching ahead).
 */
export function leadingCardPhotos(cards: readonly { primary_profile_pic: string | null }[], count: number) {
  return cards
    .slice(0, count)
    .flatMap((card) => (card.primary_profile_pic ? [card.primary_profile_pic] : []));
}

export { nextOffset };
