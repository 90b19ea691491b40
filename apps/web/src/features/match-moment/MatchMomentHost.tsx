import { lazyNamed } from '../../app/lazyNamed';
import { useMatchMoment } from './matchMoment';

const MatchDialog = lazyNamed(() => import('./MatchDialog'), 'MatchDialog');

/** Mounted in the layout: the "It's a match" dialog, loaded only when a moment is shown. */
export function MatchMomentHost() {
  const moment = useMatchMoment();
  return moment ? <MatchDialog moment={moment} /> : null;
}
