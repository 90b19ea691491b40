import type { NotificationKind, NotificationSettings } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import { and, count, desc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { notificationSettings, notifications, users } from '../../../db/schema';
import { wordedIn } from '../notification-texts';
import type { MailedNotification } from './mail-render';

/** A member the digest may write to: their address, language, stored settings and the last digest's time. */
export interface DigestMember {
  userId: string;
  email: string;
  language: Language;
  settings: Partial<NotificationSettings> | null;
  digestSentAt: Date | null;
}

/** What a digest counts: unread notifications, and new matches read or not. */
const digestWorthy = or(isNull(notifications.readAt), eq(notifications.kind, 'new_matches'));
/** The same without new matches (a member who turned their mail off). */
const unreadButMatches = and(isNull(notifications.readAt), ne(notifications.kind, 'new_matches'));

/** The queries of the mail channel (decision 20): the digest's members and activity, and unsubscribing. */
export class MailRepository {
  /**
   * One batch of members with digest-worthy notifications created after `since`, in user id order
   * after `after` (keyset: each batch reads the window's rows through `notifications_created_idx`,
   * never the whole table or every member).
   */
  async digestCandidates(db: Database, since: Date, after: string | null, limit: number): Promise<string[]> {
    const rows = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          gt(notifications.createdAt, since),
          digestWorthy,
          after === null ? undefined : gt(notifications.userId, after),
        ),
      )
      .groupBy(notifications.userId)
      .orderBy(notifications.userId)
      .limit(limit);
    return rows.map((r) => r.userId);
  }

  /** The active accounts among `userIds` with their settings (suspended or deleted ones are left out). */
  async digestMembers(db: Database, userIds: string[]): Promise<DigestMember[]> {
    if (userIds.length === 0) return [];
    return db
      .select({
        userId: users.id,
        email: users.email,
        language: users.language,
        settings: notificationSettings.settings,
        digestSentAt: notificationSettings.digestSentAt,
      })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(and(inArray(users.id, userIds), eq(users.status, 'active')))
      .orderBy(users.id);
  }

  /**
   * A member's digest-worthy notifications created in (`since`, `until`]: how many of each kind,
   * and the newest `newest` (through the member's own index); new matches only with `matches`.
   */
  async activity(
    db: Database,
    userId: string,
    window: { since: Date; until: Date },
    options: { newest: number; matches: boolean; language: Language },
  ): Promise<{ counts: Partial<Record<NotificationKind, number>>; newest: MailedNotification[] }> {
    const where = and(
      eq(notifications.userId, userId),
      gt(notifications.createdAt, window.since),
      lte(notifications.createdAt, window.until),
      options.matches ? digestWorthy : unreadButMatches,
    );
    const [perKind, latest] = await Promise.all([
      db
        .select({ kind: notifications.kind, n: count() })
        .from(notifications)
        .where(where)
        .groupBy(notifications.kind),
      db
        .select({
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          params: notifications.params,
          link: notifications.link,
        })
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.newest),
    ]);
    const counts: Partial<Record<NotificationKind, number>> = {};
    for (const row of perKind) counts[row.kind] = Number(row.n);
    return {
      counts,
      newest: latest.map(({ params, ...row }) => wordedIn(options.language, { ...row, params })),
    };
  }

  /**
   * Records when the member's digest went. A member who never saved settings gets a row with
   * none stored (`{}`: the defaults keep applying, and later defaults too).
   */
  async stampDigest(db: Database, userId: string, at: Date): Promise<void> {
    await db
      .insert(notificationSettings)
      .values({ userId, settings: {} as NotificationSettings, digestSentAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { digestSentAt: at } });
  }

  /** The language of an account (its unsubscribe pages are in it); null when there is no such account. */
  async languageOf(db: Database, userId: string): Promise<Language | null> {
    const [row] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.language ?? null;
  }
}
