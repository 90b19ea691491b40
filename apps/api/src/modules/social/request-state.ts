/**
 * The one state machine of a request one profile makes of another (an interest, a chat request,
 * spec 4): it is sent pending; the receiver accepts or declines it; the sender may cancel it
 * (deleting it) while it is pending; either member may withdraw it once accepted (decision 28: what
 * the acceptance granted ends). Nothing leaves declined or withdrawn.
 */
export type RequestState = 'pending' | 'accepted' | 'declined' | 'withdrawn';
export type RequestAnswer = 'accepted' | 'declined';

/** The two ends of a stored request. */
export interface RequestEnds {
  fromProfileId: string;
  toProfileId: string;
}

/** A move on an existing request: who may make it, and from which state. */
interface Move {
  by: 'sender' | 'receiver' | 'either';
  from: RequestState;
}

export const ANSWER: Move = { by: 'receiver', from: 'pending' };
export const CANCEL: Move = { by: 'sender', from: 'pending' };
/** Either member ends an acceptance (theirs or the other's): accepted becomes withdrawn. */
export const WITHDRAW: Move = { by: 'either', from: 'accepted' };

/**
 * Why a move is refused: the caller is the wrong side (403), or the request is not in the state
 * the move starts from (409; named for the usual case, a request no longer pending).
 */
export type MoveRefusal = 'wrong-side' | 'not-pending';

/** Whether `me` (one of the two ends) may make `move` on a request in `state`; null when they may. */
export function refusalOf(
  move: Move,
  request: RequestEnds,
  state: RequestState,
  me: string,
): MoveRefusal | null {
  const side = request.fromProfileId === me ? 'sender' : 'receiver';
  if (move.by !== 'either' && side !== move.by) return 'wrong-side';
  return state === move.from ? null : 'not-pending';
}

/**
 * What sending a request means, given the caller's earlier one (`mine`) and the other side's
 * (`theirs`). A kind where asking back is an answer (`mutual`: interests) accepts the other side's
 * pending request instead of making a second one, and refuses once the two have accepted. After a
 * withdrawal (like a decline) only the one who never sent may ask: a new request, pending.
 */
export type SendStep = 'create' | 'already-sent' | 'accept-theirs';

export function sendStep(
  mine: RequestState | null,
  theirs: RequestState | null,
  { mutual }: { mutual: boolean },
): SendStep {
  if (mine) return 'already-sent';
  if (!mutual) return 'create';
  if (theirs === 'accepted') return 'already-sent';
  return theirs === 'pending' ? 'accept-theirs' : 'create';
}
