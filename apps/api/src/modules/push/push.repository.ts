import { and, desc, eq, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { messages, profiles, pushSubscriptions } from '../../db/schema';
import type { PushTarget } from './push-sender';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Browsers kept per member: a new one past this replaces the one subscribed longest ago. */
export const MAX_PUSH_DEVICES = 10;

/** The members' push subscriptions, and what a push says of a message. */
export class PushRepository {
  /**
   * Stores a subscription by its endpoint. The member's own endpoint is renewed (keys and time);
   * another account's moves to this member only when its keys are the same (the same browser,
   * signed in as someone else): else nothing changes and the answer is false. Keeps the member's
   * newest `MAX_PUSH_DEVICES`.
   */
  async save(db: Database, userId: string, target: PushTarget, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const saved = await tx
        .insert(pushSubscriptions)
        .values({ userId, ...target, createdAt: at })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: target.p256dh, auth: target.auth, createdAt: at },
          setWhere: or(
            eq(pushSubscriptions.userId, userId),
            and(eq(pushSubscriptions.p256dh, target.p256dh), eq(pushSubscriptions.auth, target.auth)),
          ),
        })
        .returning({ id: pushSubscriptions.id });
      if (saved.length === 0) return false;
      const newest = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(MAX_PUSH_DEVICES);
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
      return true;
    });
  }

  /** Removes the member's own subscription of `endpoint`; answers whether there was one. */
  async remove(db: Database, userId: string, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  }

  /** Removes a subscription its push service no longer knows. */
  async removeGone(db: Database, id: string): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async ofUser(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
    return db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(pushSubscriptions.createdAt);
  }

  /** The newest message `fromProfileId` sent to the member `toUserId` (a push preview), if any. */
  async newestMessage(db: Database, fromProfileId: string, toUserId: string): Promise<string | null> {
    const [row] = await db
      .select({ body: messages.body })
      .from(messages)
      .innerJoin(profiles, eq(profiles.id, messages.toProfileId))
      .where(and(eq(profiles.userId, toUserId), eq(messages.fromProfileId, fromProfileId)))
      .orderBy(desc(messages.createdAt))
      .limit(1);
    return row?.body ?? null;
  }
}
