/** The matches screen's API calls: the app and index.html's early requests share them. */
import { apiPath } from '../../api/paths';
import type { PathsWith, Query } from '../../api/schema';

/** Cards per page of the ranked list. */
export const MATCHES_PAGE = 20;

/** GET: today's picks, up to 10, the same all day. */
export const TODAY_PICKS_PATH = '/api/v1/matches/today' satisfies PathsWith<'get'>;

/** GET /api/v1/matches: the query of a page of the ranked list, best first. */
export function matchesPageQuery(offset: number): Query<'/api/v1/matches'> {
  return { limit: MATCHES_PAGE, offset };
}

/** GET: a page of the ranked list, best first. */
export function matchesPagePath(offset: number): string {
  return apiPath('/api/v1/matches', { query: matchesPageQuery(offset) });
}
