import { lazyNamed } from '../../app/lazyNamed';
import { usePushOffer } from './pushOffer';

const PushOptInDialog = lazyNamed(() => import('./PushOptInDialog'), 'PushOptInDialog');

/** Mounted in the layout: the push opt-in dialog, loaded only when an offer is made. */
export function PushOfferHost() {
  const offer = usePushOffer();
  return offer ? <PushOptInDialog gender={offer.gender} /> : null;
}
