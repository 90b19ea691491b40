/** The match moment's entry for the rest of the app. */

export { MatchMomentHost } from './MatchMomentHost';
export { closeMatchMoment, currentMatchMoment, showMatchMoment } from './matchMoment';
