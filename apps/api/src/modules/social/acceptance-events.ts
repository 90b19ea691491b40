import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles } from '../../db/schema';
import type { Realtime } from '../realtime/realtime';

/** Told after a transaction in which two profiles accepted each other (an interest or a chat request). */
export interface AcceptanceListener {
  accepted(a: string, b: string): Promise<void>;
}

/**
 * Tells both members on the live socket (`accepted`, naming the other profile), so their open
 * screens fetch again what acceptance opens: clear photos, contacts, the chat (issue 20).
 */
export class AcceptanceBroadcast implements AcceptanceListener {
  constructor(
    private readonly db: Database,
    private readonly realtime: Pick<Realtime, 'toUser'>,
  ) {}

  async accepted(a: string, b: string): Promise<void> {
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
