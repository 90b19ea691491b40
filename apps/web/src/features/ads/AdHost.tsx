import type { Ad } from '@jodi/contract';
import { useCallback, useState } from 'react';
import { useSocketEvent } from '../../api/SocketProvider';
import { AdDialog } from './AdDialog';
import { useListingAd } from './useListingAd';

/**
 * Mounted once in the layout; shows ads to a signed-in member only (visitors have no socket and never
 * ask for the listing ad): each `ad` socket event (staff pushed one live), and the session's
 * ad on the listing. A newer ad replaces the one shown, and its countdown starts again.
 */
export function AdHost() {
  const [shown, setShown] = useState<{ ad: Ad; seq: number } | null>(null);
  const show = useCallback((ad: Ad) => {
    if (ad.status === 'inactive') return;
    setShown((current) => ({ ad, seq: (current?.seq ?? 0) + 1 }));
  }, []);
  useSocketEvent('ad', show);
  useListingAd(show);
  return shown ? <AdDialog key={shown.seq} ad={shown.ad} onClose={() => setShown(null)} /> : null;
}
