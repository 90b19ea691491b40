import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { messages, profiles } from '../../db/schema';
import type { NewMatchesListener } from '../matchmaking/match-list.jobs';
import type { RequestKind, SocialEvents } from '../social/acceptance-events';
import { notificationTexts, type ReviewedDocument } from './notification-texts';
import type { NotificationsService } from './notifications.service';

/** A reply counts as "after a silence" (and is mailed at once) when the conversation was quiet this long. */
export const REPLY_SILENCE_MS = 24 * 3600_000;

/**
 * Turns what members do to each other (and what staff decide) into notifications for the member
 * it concerns, named by the other's first name. Each method runs after the step's commit.
 */
export class MemberNotifier implements SocialEvents, NewMatchesListener {
  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationsService,
  ) {}

  private async people(ids: string[]) {
    const rows = await this.db
      .select({ id: profiles.id, userId: profiles.userId, name: profiles.name })
      .from(profiles)
      .where(inArray(profiles.id, ids));
    const of = (id: string) => rows.find((r) => r.id === id);
    return {
      userOf: (id: string) => of(id)?.userId,
      nameOf: (id: string) => of(id)?.name?.trim() || 'A member',
    };
  }

  async requested(kind: RequestKind, from: string, to: string): Promise<void> {
    const { userOf, nameOf } = await this.people([from, to]);
    const userId = userOf(to);
    if (!userId) return;
    const draft =
      kind === 'interest'
        ? notificationTexts.interestReceived(nameOf(from), from)
        : notificationTexts.chatRequestReceived(nameOf(from), from);
    await this.notifications.notify(userId, draft);
  }

  async accepted(kind: RequestKind, by: string, of: string): Promise<void> {
    const { userOf, nameOf } = await this.people([by, of]);
    const userId = userOf(of);
    if (!userId) return;
    const draft =
      kind === 'interest'
        ? notificationTexts.interestAccepted(nameOf(by), by)
        : notificationTexts.chatRequestAccepted(nameOf(by), by);
    await this.notifications.notify(userId, draft);
  }

  /** A message from `from` to `to` was stored (`sentAt`): one notification per conversation, mailed after a silence. */
  async messageSent(from: string, to: string, sentAt: Date): Promise<void> {
    const { userOf, nameOf } = await this.people([from, to]);
    const userId = userOf(to);
    if (!userId) return;
    const [before] = await this.db
      .select({ at: messages.createdAt })
      .from(messages)
      .where(
        and(
          sql`least(${messages.fromProfileId}, ${messages.toProfileId}) = least(${from}::uuid, ${to}::uuid)`,
          sql`greatest(${messages.fromProfileId}, ${messages.toProfileId}) = greatest(${from}::uuid, ${to}::uuid)`,
          sql`${messages.createdAt} < ${sentAt.toISOString()}`,
        ),
      )
      .orderBy(
        sql`least(${messages.fromProfileId}, ${messages.toProfileId})`,
        sql`greatest(${messages.fromProfileId}, ${messages.toProfileId})`,
        desc(messages.createdAt),
      )
      .limit(1);
    const replyAfterSilence =
      before !== undefined && sentAt.getTime() - before.at.getTime() >= REPLY_SILENCE_MS;
    await this.notifications.notify(userId, notificationTexts.message(nameOf(from), from), {
      replyAfterSilence,
    });
  }

  /** The night's list holds `count` profiles the member's earlier list did not (one entry a day). */
  async newMatches(profileId: string, count: number): Promise<void> {
    const { userOf } = await this.people([profileId]);
    const userId = userOf(profileId);
    const day = new Date().toISOString().slice(0, 10);
    if (userId) await this.notifications.notify(userId, notificationTexts.newMatches(count, day));
  }

  /** Staff approved or rejected one of the member's documents. */
  async documentReviewed(profileId: string, document: ReviewedDocument, approved: boolean): Promise<void> {
    const { userOf } = await this.people([profileId]);
    const userId = userOf(profileId);
    if (userId)
      await this.notifications.notify(userId, notificationTexts.documentReviewed(document, approved));
  }
}
