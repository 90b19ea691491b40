import type { Database } from '../../db/database';
import type { Effects } from '../../jobs/outbox';
import type { NewMatchesListener } from '../matchmaking/match-list.jobs';
import type { NewMatchesPlacedListener } from '../matchmaking/match-placement';
import { todayIso } from '../profiles/age';
import type { RequestKind, SocialEvents } from '../social/acceptance-events';
import { notificationDrafts as drafts, type ReviewedDocument } from './notification-texts';
import { NotificationsRepository } from './notifications.repository';
import type { NotificationsService } from './notifications.service';

/** A reply counts as "after a silence" (and is mailed at once) when the conversation was quiet this long. */
export const REPLY_SILENCE_MS = 24 * 3600_000;

/**
 * Turns what members do to each other (and what staff decide) into notifications for the member
 * it concerns, named by the other's first name, in the recipient's language (read with the
 * recipient, in the one query). Each method runs in the transaction of what it is about (`effects`).
 */
export class MemberNotifier implements SocialEvents, NewMatchesListener, NewMatchesPlacedListener {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly repo: Pick<NotificationsRepository, 'recipientsOf'> = new NotificationsRepository(),
  ) {}

  /**
   * The profiles `ids` with their members' user ids, languages and delivery facts, in one query.
   * `to(id)`: the recipient, and the names of the others (their first names as typed).
   */
  private async people(db: Database, ids: string[]) {
    const rows = await this.repo.recipientsOf(db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const of = (id: string) => byId.get(id);
    return {
      to: (id: string) => {
        const row = of(id);
        if (!row) return null;
        const delivery = { settings: row.settings, pushDevice: row.pushDevice };
        return {
          recipient: { userId: row.userId, language: row.language, delivery },
          nameOf: (other: string) => of(other)?.name ?? null,
        };
      },
    };
  }

  async requested(effects: Effects, kind: RequestKind, from: string, to: string): Promise<void> {
    const recipient = (await this.people(effects.tx, [from, to])).to(to);
    if (!recipient) return;
    const name = recipient.nameOf(from);
    const draft =
      kind === 'interest' ? drafts.interestReceived(name, from) : drafts.chatRequestReceived(name, from);
    await this.notifications.notify(effects, recipient.recipient, draft);
  }

  async accepted(effects: Effects, kind: RequestKind, by: string, of: string): Promise<void> {
    const to = (await this.people(effects.tx, [by, of])).to(of);
    if (!to) return;
    const name = to.nameOf(by);
    const draft =
      kind === 'interest' ? drafts.interestAccepted(name, by) : drafts.chatRequestAccepted(name, by);
    await this.notifications.notify(effects, to.recipient, draft);
  }

  /**
   * A message from `from` to `to` was stored at `sentAt`, the conversation's one before it at
   * `previousAt`: one notification per conversation, mailed when it ends a day's silence.
   */
  async messageSent(
    effects: Effects,
    from: string,
    to: string,
    { sentAt, previousAt }: { sentAt: Date; previousAt: Date | null },
  ): Promise<void> {
    const recipient = (await this.people(effects.tx, [from, to])).to(to);
    if (!recipient) return;
    const replyAfterSilence =
      previousAt !== null && sentAt.getTime() - previousAt.getTime() >= REPLY_SILENCE_MS;
    const draft = drafts.message(recipient.nameOf(from), from);
    await this.notifications.notify(effects, recipient.recipient, draft, { replyAfterSilence });
  }

  /** The night's list holds `count` profiles the member's earlier list did not (one entry a day, India's day as the demo and ages). */
  async newMatches(effects: Effects, profileId: string, count: number): Promise<void> {
    const recipient = (await this.people(effects.tx, [profileId])).to(profileId);
    const day = todayIso();
    if (recipient)
      await this.notifications.notify(effects, recipient.recipient, drafts.newMatches(count, day));
  }

  /** New profiles were placed in these members' lists (decision 35): each member's day entry counts them. */
  async newMatchesPlaced(effects: Effects, profileIds: string[]): Promise<void> {
    if (profileIds.length === 0) return;
    const people = await this.people(effects.tx, profileIds);
    const recipients = profileIds.flatMap((id) => people.to(id)?.recipient ?? []);
    await this.notifications.notifyCounted(effects, recipients, drafts.newMatchPlaced(todayIso()));
  }

  /** Staff approved or rejected one of the member's documents. */
  async documentReviewed(
    effects: Effects,
    profileId: string,
    document: ReviewedDocument,
    approved: boolean,
  ): Promise<void> {
    const recipient = (await this.people(effects.tx, [profileId])).to(profileId);
    if (recipient)
      await this.notifications.notify(
        effects,
        recipient.recipient,
        drafts.documentReviewed(document, approved),
      );
  }
}
