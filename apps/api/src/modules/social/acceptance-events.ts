import type { Effects } from '../../jobs/outbox';
import type { Realtime } from '../realtime/realtime';
import { AcceptancesRepository } from './acceptances.repository';

/** What one profile asks of another: an interest or a chat request (one state machine, two kinds). */
export type RequestKind = 'interest' | 'chat_request';

/**
 * Told inside the transaction of a social step between two profiles (`effects`: its outbox):
 * `from` asked `to` (a new pending request), or `by` accepted the request of `of`. What a listener
 * writes commits with the step; what it sends live goes after the commit.
 */
export interface SocialEvents {
  requested(effects: Effects, kind: RequestKind, from: string, to: string): Promise<void>;
  accepted(effects: Effects, kind: RequestKind, by: string, of: string): Promise<void>;
}

/**
 * Several listeners as one, told one after another on the step's transaction. A listener's
 * failure fails the step: it is not done without what it sets off.
 */
export function allOf(...listeners: Partial<SocialEvents>[]): SocialEvents {
  const tell = async (call: (l: Partial<SocialEvents>) => Promise<void> | undefined) => {
    for (const listener of listeners) await call(listener);
  };
  return {
    requested: (effects, kind, from, to) => tell((l) => l.requested?.(effects, kind, from, to)),
    accepted: (effects, kind, by, of) => tell((l) => l.accepted?.(effects, kind, by, of)),
  };
}

/**
 * Tells both members on the live socket (`accepted`, naming the other profile), after the commit,
 * so their open screens fetch again what acceptance opens: clear photos, contacts, the chat (decision 18).
 */
export class AcceptanceBroadcast implements Pick<SocialEvents, 'accepted'> {
  constructor(
    private readonly realtime: Pick<Realtime, 'toUser'>,
    private readonly acceptances: Pick<AcceptancesRepository, 'usersOf'> = new AcceptancesRepository(),
  ) {}

  async accepted(effects: Effects, _kind: RequestKind, a: string, b: string): Promise<void> {
    const userOf = await this.acceptances.usersOf(effects.tx, [a, b]);
    effects.afterCommit(() => {
      for (const [me, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const userId = userOf.get(me);
        if (userId) this.realtime.toUser(userId, 'accepted', { profile_id: other });
      }
    });
  }
}
