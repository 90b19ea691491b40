import type { Ad } from '@jodi/contract';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../api/client';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../session';
import { listingAdWait, markListingAdShown, rememberFirstVisit } from './listingAdCap';
import { isPageBusy } from './pageBusy';

/** How long a member is on the listing before the ad is asked for. */
export const LISTING_AD_DELAY_MS = 3000;

/** While a dialog is open or the member is typing, the ad looks again this much later. */
export const BUSY_RETRY_MS = 5000;

/**
 * A few seconds after a signed-in member opens the listing (/ or /profiles), asks GET /api/v1/ad/test
 * for an ad and hands it to `onAd`, within the cap of listingAdCap (once a day, not in the first
 * minute of the first visit, not twice in a tab), and only while no dialog is open and the member is
 * not typing in a form: otherwise it waits. A failure is ignored (spec 8: most call failures are
 * silent); leaving the listing before the ad opens asks nothing or drops it.
 */
export function useListingAd(onAd: (ad: Ad) => void): void {
  const { pathname } = useLocation();
  const { isAuthenticated, userId } = useSession();
  const member = isAuthenticated ? (userId ?? 'member') : null;
  const onListing = pathname === PATHS.profiles || pathname === PATHS.home;
  const deliver = useEffectEvent(onAd);

  // The first visit counts from whichever screen the member first opens.
  useEffect(() => {
    if (member) rememberFirstVisit(member, Date.now());
  }, [member]);

  useEffect(() => {
    if (!onListing || !member) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (ms: number, step: () => void) => {
      timer = setTimeout(step, ms);
    };

    const showWhenFree = (ad: Ad) => {
      if (controller.signal.aborted) return;
      if (isPageBusy()) {
        later(BUSY_RETRY_MS, () => showWhenFree(ad));
        return;
      }
      // Another tab may have shown it meanwhile.
      if (listingAdWait(member, Date.now()) === null) return;
      markListingAdShown(member, Date.now());
      deliver(ad);
    };

    const attempt = () => {
      const wait = listingAdWait(member, Date.now());
      if (wait === null) return;
      if (wait > 0) {
        later(wait, attempt);
        return;
      }
      if (isPageBusy()) {
        later(BUSY_RETRY_MS, attempt);
        return;
      }
      api
        .get('/api/v1/ad/test', { signal: controller.signal })
        .then((ad) => {
          if (ad) showWhenFree(ad);
        })
        .catch(() => undefined);
    };

    later(LISTING_AD_DELAY_MS, attempt);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [onListing, member]);
}
