import type { Ad } from '@jodi/contract';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { http } from '../../api/http';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../session';

/** How long a member is on the listing before the session's ad is asked for. */
export const LISTING_AD_DELAY_MS = 3000;

/** The sessionStorage flag: this tab already showed the session's ad (e2e tests set it to keep ads away). */
export const LISTING_AD_SHOWN_KEY = 'jodi.ad-shown';

function wasShown(): boolean {
  try {
    return sessionStorage.getItem(LISTING_AD_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(LISTING_AD_SHOWN_KEY, '1');
  } catch {
    // Storage disabled: the ad may then show again on a later visit to the listing.
  }
}

/**
 * Once per browser tab session (sessionStorage), a few seconds after a signed-in member opens the listing
 * (/ or /profiles), asks GET /api/v1/ad/test for an ad and hands it to `onAd`. A failure is ignored
 * (spec 8: most call failures are silent); leaving the listing before the delay asks nothing.
 */
export function useListingAd(onAd: (ad: Ad) => void): void {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const onListing = pathname === PATHS.profiles || pathname === PATHS.home;
  const deliver = useEffectEvent(onAd);
  useEffect(() => {
    if (!onListing || !isAuthenticated || wasShown()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      http
        .get<Ad | null>('/api/v1/ad/test', { signal: controller.signal })
        .then((ad) => {
          if (!ad || controller.signal.aborted) return;
          markShown();
          deliver(ad);
        })
        .catch(() => undefined);
    }, LISTING_AD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [onListing, isAuthenticated]);
}
