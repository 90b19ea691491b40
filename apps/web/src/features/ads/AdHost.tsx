import type { Ad } from '@jodi/contract';
import { Suspense, useCallback, useState } from 'react';
import { useSocketEvent } from '../../api/SocketProvider';
import { lazyNamed } from '../../app/lazyNamed';
import { useListingAd } from './useListingAd';

/** Loaded when the first ad is shown: the dialog (and Mantine's Modal) stay out of the first load. */
const AdDialog = lazyNamed(() => import('./AdDialog'), 'AdDialog');

/**
 * Mounted once in the layout; shows ads to a signed-in member only (visitors have no socket and never
 * ask for the listing ad): each `ad` socket event (staff pushed one live), and the listing ad within
 * its cap (useListingAd). A newer ad replaces the one shown, and its countdown starts again.
 */
export function AdHost() {
  const [shown, setShown] = useState<{ ad: Ad; seq: number } | null>(null);
  const show = useCallback((ad: Ad) => {
    if (ad.status === 'inactive') return;
    setShown((current) => ({ ad, seq: (current?.seq ?? 0) + 1 }));
  }, []);
  useSocketEvent('ad', show);
  useListingAd(show);
  return shown ? (
    <Suspense fallback={null}>
      <AdDialog key={shown.seq} ad={shown.ad} onClose={() => setShown(null)} />
    </Suspense>
  ) : null;
}
