import { apiPath } from '../../api/paths';
import type { Query } from '../../api/schema';
import { nextOffset } from '../../lib/paging';

type ProfilesQuery = Query<'/api/v1/profiles'>;

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
] as const satisfies readonly (keyof ProfilesQuery)[];
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

export interface ListingPage {
  mode: ListingMode;
  filters?: ListingFilters;
  limit?: number;
  offset?: number;
}

/**
 * The query of GET /api/v1/profiles for one page of a listing. The filters are the page URL's
 * text as typed or shared; the server checks their values (a wrong one answers 400).
 */
export function listQuery({ mode, filters = {}, limit = PAGE_SIZE, offset = 0 }: ListingPage): ProfilesQuery {
  const query: Record<string, string | number> = { limit, offset };
  if (mode === 'saved') query.saved = 'true';
  if (mode === 'filtered') {
    for (const [key, value] of filtersToSearchParams(filters)) query[key] = value;
  }
  return query as ProfilesQuery;
}

/** The API path of one page of a listing (GET /api/v1/profiles{query}). */
export function profilesListPath(page: ListingPage): string {
  return apiPath('/api/v1/profiles', { query: listQuery(page) });
}

/** The query string of GET /api/v1/profiles for one page of a listing. */
export function buildListQuery(page: ListingPage): string {
  const path = profilesListPath(page);
  return path.slice(path.indexOf('?'));
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
