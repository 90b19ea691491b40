import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles } from '../../db/schema';
import type { Realtime } from '../realtime/realtime';

/** What one profile asks of another: an interest or a chat request (one state machine, two kinds). */
export type RequestKind = 'interest' | 'chat_request';

/**
 * Told after the transaction of a social step between two profiles commits: `from` asked `to`
 * (a new pending request), or `by` accepted the request of `of`.
 */
export interface SocialEvents {
  requested(kind: RequestKind, from: string, to: string): Promise<void>;
  accepted(kind: RequestKind, by: string, of: string): Promise<void>;
}

/** Several listeners as one: each is told, and one's failure neither stops the others nor the caller. */
export function allOf(...listeners: Partial<SocialEvents>[]): SocialEvents {
  const tell = async (call: (l: Partial<SocialEvents>) => Promise<void> | undefined) => {
    await Promise.all(listeners.map((l) => Promise.resolve(call(l)).catch(() => {})));
  };
  return {
    requested: (kind, from, to) => tell((l) => l.requested?.(kind, from, to)),
    accepted: (kind, by, of) => tell((l) => l.accepted?.(kind, by, of)),
  };
}

/**
 * Tells both members on the live socket (`accepted`, naming the other profile), so their open
 * screens fetch again what acceptance opens: clear photos, contacts, the chat (issue 20).
 */
export class AcceptanceBroadcast implements Pick<SocialEvents, 'accepted'> {
  constructor(
    private readonly db: Database,
    private readonly realtime: Pick<Realtime, 'toUser'>,
  ) {}

  async accepted(_kind: RequestKind, a: string, b: string): Promise<void> {
    const rows = await this.db
      .select({ id: profiles.id, userId: profiles.userId })
      .from(profiles)
      .where(inArray(profiles.id, [a, b]));
    const userOf = new Map(rows.map((r) => [r.id, r.userId]));
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const userId = userOf.get(me);
      if (userId) this.realtime.toUser(userId, 'accepted', { profile_id: other });
    }
  }
}
