import {
  filtersFromSearchParams,
  type ListingMode,
  leadingCardPhotos,
  profilesListPath,
} from '../../features/listing/listingQuery';
import { matchesPagePath, TODAY_PICKS_PATH } from '../../features/matchmaking/matchesPaths';
import {
  mainPhotoUrl,
  memberProfileApiPath,
  publicProfileApiPath,
} from '../../features/profile-view/profileRequests';
import { PATHS } from '../../lib/paths';
import { decodeProfileId } from '../../lib/profileId';
import { isTokenFresh } from '../../session/token';
import type { PathsWith } from '../schema';

/** A GET the app makes at start; `auth`: with the member's token (else without any). */
export interface PlannedRequest {
  path: string;
  auth: boolean;
}

/** The screen's own data, with the images of its answer that the screen paints largest. */
export interface PlannedScreenRequest extends PlannedRequest {
  photos(body: unknown): string[];
  /** More of the screen's data, lower on it: asked at once, after the screen's own call. */
  alongside?: PlannedRequest[];
  /** The photo is painted as soon as it is in, before the app runs (the profile view: firstPaint.ts). */
  paintsPhotoEarly?: boolean;
}

export interface EarlyPlan {
  /** The token the app will use: the stored one while fresh (main.tsx signs an expired one out). */
  token: string | null;
  screen: PlannedScreenRequest | null;
  startup: PlannedRequest[];
}

/**
 * What every screen asks for as it mounts: the site's details (the footer's useSiteInfo) for anyone;
 * for members also the A/B menu texts (the top bar's useAbTexts), the session user
 * (useSessionUserRefresh), the unread chat count (useUnreadChatsSync) and the profile completion
 * (useProfileCompletion). plan.app.test.tsx checks the app still makes each of them.
 */
type StartupRequest = PlannedRequest & { path: PathsWith<'get'> };
const STARTUP_FOR_ANYONE: StartupRequest[] = [{ path: '/api/v1/site', auth: false }];
const STARTUP_FOR_MEMBERS: StartupRequest[] = [
  { path: '/api/v2/ab', auth: false },
  { path: '/api/v1/user', auth: true },
  { path: '/api/v1/counts/subscribe', auth: true },
  { path: '/api/v1/profile_completion', auth: true },
];

/** The listing routes (app/routes.tsx) and their modes. */
const LISTING_MODES: Record<string, ListingMode> = {
  [PATHS.home]: 'all',
  [PATHS.profiles]: 'all',
  [PATHS.filteredProfiles]: 'filtered',
  [PATHS.savedProfiles]: 'saved',
};
const PROFILE_ROUTE = new RegExp(`^${PATHS.profile.replace(':pid', '([^/]+)')}$`);

/** Photos fetched ahead from a list of cards: the first card's, the largest paint on a phone. */
export const LISTING_PHOTOS_AHEAD = 1;

const envelopeData = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;

function listingPhotos(body: unknown): string[] {
  const cards = envelopeData(body);
  return Array.isArray(cards) ? leadingCardPhotos(cards, LISTING_PHOTOS_AHEAD) : [];
}

function profilePhotos(body: unknown): string[] {
  const pics = (envelopeData(body) as { pics?: unknown } | undefined)?.pics;
  const url = Array.isArray(pics) ? mainPhotoUrl(pics) : null;
  return typeof url === 'string' ? [url] : [];
}

function screenRequest(pathname: string, search: string, signedIn: boolean): PlannedScreenRequest | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  // Matches are for members only (visitors are sent to /login): today's picks lead the screen, the
  // ranked list follows them.
  if (path === PATHS.matches) {
    return signedIn
      ? {
          path: TODAY_PICKS_PATH,
          auth: true,
          photos: listingPhotos,
          alongside: [{ path: matchesPagePath(0), auth: true }],
        }
      : null;
  }
  const mode = LISTING_MODES[path];
  if (mode) {
    // Saved profiles are for members only: visitors are sent to /login.
    if (mode === 'saved' && !signedIn) return null;
    const filters = mode === 'filtered' ? filtersFromSearchParams(new URLSearchParams(search)) : {};
    return { path: profilesListPath({ mode, filters }), auth: signedIn, photos: listingPhotos };
  }
  const pid = PROFILE_ROUTE.exec(path)?.[1];
  if (pid === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pid);
  } catch {
    return null;
  }
  // A banner above the photo (a member's own profile missing its birth name) moves it: not painted early.
  const paintsPhotoEarly = !new URLSearchParams(search).has('birthname');
  if (!signedIn)
    return { path: publicProfileApiPath(decoded), auth: false, photos: profilePhotos, paintsPhotoEarly };
  const id = decodeProfileId(decoded);
  return id ? { path: memberProfileApiPath(id), auth: true, photos: profilePhotos, paintsPhotoEarly } : null;
}

/** The calls the app will make first when it starts at `location` with `storedToken` saved. */
export function planEarlyRequests(
  location: { pathname: string; search: string },
  storedToken: string | null,
  nowMs: number,
): EarlyPlan {
  // /logout ends the session: nothing is asked with the token there (a call racing the sign-out
  // would come back 401), as the app's own start-up calls wait (useMemberCallsAllowed).
  const ending = location.pathname.replace(/\/+$/, '') === PATHS.logout;
  const token = !ending && isTokenFresh(storedToken, nowMs) ? storedToken : null;
  const signedIn = token !== null;
  return {
    token,
    screen: screenRequest(location.pathname, location.search, signedIn),
    startup: signedIn ? [...STARTUP_FOR_ANYONE, ...STARTUP_FOR_MEMBERS] : STARTUP_FOR_ANYONE,
  };
}
