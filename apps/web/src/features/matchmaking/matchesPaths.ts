/** The matches screen's API paths, without dependencies: the app and index.html's early requests share them. */

/** Cards per page of the ranked list. */
export const MATCHES_PAGE = 20;

/** GET: today's picks, up to 10, the same all day. */
export const TODAY_PICKS_PATH = '/api/v1/matches/today';

/** GET: a page of the ranked list, best first. */
export function matchesPagePath(offset: number): string {
  return `/api/v1/matches?limit=${MATCHES_PAGE}&offset=${offset}`;
}
