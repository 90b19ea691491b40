import type { NotificationKind, NotificationSettings } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { timestampOf } from '../../db/raw-values';
import {
  deliveryFailures,
  type NotificationParams,
  notificationSettings,
  notifications,
  profiles,
  pushSubscriptions,
  users,
} from '../../db/schema';
import { wordedIn } from './notification-texts';

export type NotificationRow = typeof notifications.$inferSelect;

/** What the push and mail jobs of a member's notification depend on: their settings and devices. */
export interface DeliveryFacts {
  settings: Partial<NotificationSettings> | null;
  pushDevice: boolean;
}

/**
 * `DeliveryFacts` as columns of a query that reads the member anyway (`userId`: their users.id
 * column), so a notification needs no reads of its own for them.
 */
export function deliveryFactsOf(userId: AnyPgColumn) {
  return {
    settings: sql<Partial<NotificationSettings> | null>`(SELECT ${notificationSettings.settings} FROM ${notificationSettings} WHERE ${notificationSettings.userId} = ${userId})`,
    pushDevice: sql<boolean>`EXISTS (SELECT 1 FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${userId})`,
  };
}

/** A member a notification is for, read by their profile: who they are and how to reach them. */
export interface RecipientRow extends DeliveryFacts {
  /** The profile. */
  id: string;
  userId: string;
  /** The profile's name as typed. */
  name: string | null;
  language: Language;
}

/** A paid member's plan and its end, with the member's language (the plan reminders). */
export interface PlanEndRow {
  id: string;
  plan: string;
  planExpiresAt: Date | null;
  language: Language;
}

export interface NotificationDraft {
  kind: NotificationKind;
  /** What it is about: it is worded from these in the reader's language (notification-texts.ts). */
  params: NotificationParams;
  link: string;
  /** One entry per key: a new notification with the same key updates it and makes it unread again. */
  groupKey?: string;
  /** The other member it names: the notification goes when their profile does (account erasure). */
  aboutProfileId?: string;
  /**
   * With `groupKey`: `params.count` is added to the entry's count rather than replacing it, and
   * only the entry's first notification is pushed or mailed (new matches placed one by one through
   * the day tell the member once, decision 35).
   */
  addsToCount?: boolean;
}

/** A notification to send: its row, and the member's address, language and stored settings. */
export interface NotificationForDelivery {
  row: NotificationRow;
  email: string;
  /** The member's language: the notification is worded in it, and so is the mail around it. */
  language: Language;
  settings: Partial<NotificationSettings> | null;
}

/** A notifications row as a raw statement returns it. */
interface StoredNotification {
  id: string;
  user_id: string;
  kind: NotificationRow['kind'];
  title: string;
  body: string;
  params: NotificationParams | null;
  link: string;
  group_key: string | null;
  about_profile_id: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
  created: boolean;
}

const fromStored = (r: StoredNotification): NotificationRow & { created: boolean } => ({
  id: r.id,
  userId: r.user_id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  params: r.params,
  link: r.link,
  groupKey: r.group_key,
  aboutProfileId: r.about_profile_id,
  createdAt: timestampOf(r.created_at),
  readAt: r.read_at === null ? null : timestampOf(r.read_at),
  created: r.created,
});

/** The stored entry's params with `added` added to its count (`addsToCount`). */
const countAddedTo = (added: SQL) =>
  sql`jsonb_set(${notifications.params}, '{count}', to_jsonb(coalesce((${notifications.params} ->> 'count')::int, 0) + ${added}))`;

/** Notifications, the members' settings and the delivery failure counts. */
export class NotificationsRepository {
  /** The profiles `ids` with their members' user ids, names, languages and delivery facts, in one query. */
  async recipientsOf(db: Database, ids: string[]): Promise<RecipientRow[]> {
    return db
      .select({
        id: profiles.id,
        userId: profiles.userId,
        name: profiles.name,
        language: users.language,
        ...deliveryFactsOf(users.id),
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(inArray(profiles.id, ids));
  }

  /**
   * One keyset batch of active paid members whose plan ends in [from, to), after `cursor`, by the
   * plan expiry index.
   */
  async plansEnding(
    db: Database,
    from: Date,
    to: Date,
    cursor: { at: Date; id: string } | null,
    limit: number,
  ): Promise<PlanEndRow[]> {
    return db
      .select({
        id: users.id,
        plan: users.plan,
        planExpiresAt: users.planExpiresAt,
        language: users.language,
      })
      .from(users)
      .where(
        and(
          cursor
            ? sql`(${users.planExpiresAt}, ${users.id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
            : gte(users.planExpiresAt, from),
          lt(users.planExpiresAt, to),
          eq(users.status, 'active'),
          ne(users.plan, 'Hope'),
        ),
      )
      .orderBy(users.planExpiresAt, users.id)
      .limit(limit);
  }

  /**
   * Stores a notification, or updates the member's one with the same group key; answers the row.
   * Its title and body are worded in `language` (the recipient's now) for rows read without params.
   */
  async save(
    db: Database,
    userId: string,
    draft: NotificationDraft,
    language: Language,
    at: Date,
  ): Promise<NotificationRow & { created: boolean }> {
    const { addsToCount, ...fields } = draft;
    const { title, body } = wordedIn(language, { ...fields, title: '', body: '' });
    const values = {
      userId,
      ...fields,
      title,
      body,
      groupKey: draft.groupKey ?? null,
      aboutProfileId: draft.aboutProfileId ?? null,
      createdAt: at,
      readAt: null,
    };
    const query = db.insert(notifications).values(values);
    const params = addsToCount ? countAddedTo(sql`${Number(draft.params.count ?? 0)}::int`) : draft.params;
    // xmax is 0 on a row this statement inserted, not on one it updated.
    const returned = { ...getTableColumns(notifications), created: sql<boolean>`(xmax = 0)` };
    const [row] = draft.groupKey
      ? await query
          .onConflictDoUpdate({
            target: [notifications.userId, notifications.groupKey],
            set: { title, body, params, link: draft.link, createdAt: at, readAt: null },
          })
          .returning(returned)
      : await query.returning(returned);
    return row!;
  }

  /**
   * `save` for many members at once, of a draft that `addsToCount` (decision 35): one statement
   * adds each member's count to their entry of the draft's group key, or starts it. Answers the rows.
   */
  async saveCounted(
    db: Database,
    entries: { userId: string; language: Language; count: number }[],
    draft: NotificationDraft & { groupKey: string },
    at: Date,
  ): Promise<(NotificationRow & { created: boolean })[]> {
    if (entries.length === 0) return [];
    const { addsToCount: _counted, ...fields } = draft;
    const worded = entries.map(({ userId, language, count }) => {
      const params = { ...fields.params, count };
      const { title, body } = wordedIn(language, { ...fields, params, title: '', body: '' });
      return { userId, params, title, body };
    });
    // One statement text for any number of members (arrays, not a VALUES row each): a placement
    // tells a few hundred at once, and each row count was a statement of its own to plan.
    const result = await db.execute(sql`
      INSERT INTO ${notifications} (user_id, kind, title, body, params, link, group_key, created_at)
      SELECT entry.user_id, ${draft.kind}, entry.title, entry.body, entry.params, ${draft.link}, ${draft.groupKey}, ${at}
        FROM unnest(${sql.param(worded.map((w) => w.userId))}::uuid[],
                    ${sql.param(worded.map((w) => w.title))}::text[],
                    ${sql.param(worded.map((w) => w.body))}::text[],
                    ${sql.param(worded.map((w) => JSON.stringify(w.params)))}::jsonb[]) AS entry(user_id, title, body, params)
      ON CONFLICT (user_id, group_key) DO UPDATE SET
        title = excluded.title, body = excluded.body, params = ${countAddedTo(sql`(excluded.params ->> 'count')::int`)},
        link = excluded.link, created_at = excluded.created_at, read_at = NULL
      RETURNING *, (xmax = 0) AS created`);
    return (result as unknown as { rows: StoredNotification[] }).rows.map(fromStored);
  }

  async page(
    db: Database,
    userId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
    const [rows, [counts]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({
          total: count(),
          unread: sql<number>`count(*) FILTER (WHERE ${notifications.readAt} IS NULL)`,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId)),
    ]);
    return { rows, total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
  }

  /** Marks the member's `ids` (or all of theirs) read; answers how many changed. */
  async markRead(db: Database, userId: string, ids: string[] | undefined, at: Date): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** Removes read notifications made before `readBefore` and any made before `before`; answers how many. */
  async prune(db: Database, readBefore: Date, before: Date): Promise<number> {
    const gone = await db
      .delete(notifications)
      .where(
        or(
          lt(notifications.createdAt, before),
          and(lt(notifications.createdAt, readBefore), isNotNull(notifications.readAt)),
        ),
      )
      .returning({ id: notifications.id });
    return gone.length;
  }

  /**
   * A notification with what its delivery needs: the member's address, language and settings; the
   * notification worded in the language the member has when it is delivered.
   */
  async forDelivery(db: Database, id: string): Promise<NotificationForDelivery | null> {
    const [found] = await db
      .select({
        row: notifications,
        email: users.email,
        language: users.language,
        settings: notificationSettings.settings,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
      .where(and(eq(notifications.id, id), eq(users.status, 'active')))
      .limit(1);
    return found ? { ...found, row: wordedIn(found.language, found.row) } : null;
  }

  async settingsOf(db: Database, userId: string): Promise<Partial<NotificationSettings> | null> {
    const [row] = await db
      .select({ settings: notificationSettings.settings })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .limit(1);
    return row?.settings ?? null;
  }

  async saveSettings(db: Database, userId: string, settings: NotificationSettings, at: Date): Promise<void> {
    await db
      .insert(notificationSettings)
      .values({ userId, settings, updatedAt: at })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: at } });
  }

  /** The stored settings of these members (those without any are left out). */
  async settingsOfMany(db: Database, userIds: string[]): Promise<Map<string, Partial<NotificationSettings>>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: notificationSettings.userId, settings: notificationSettings.settings })
      .from(notificationSettings)
      .where(inArray(notificationSettings.userId, userIds));
    return new Map(rows.map((row) => [row.userId, row.settings]));
  }

  /** Which of these members have a browser or app that takes pushes. */
  async withPushDevice(db: Database, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds));
    return new Set(rows.map((row) => row.userId));
  }

  /** Whether the member has a browser or app that takes pushes. */
  async hasPushDevice(db: Database, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .limit(1);
    return row !== undefined;
  }

  /** Counts a delivery that failed for good (no member data: the channel and the day). */
  async countFailure(db: Database, channel: 'push' | 'email', day: string): Promise<void> {
    await db
      .insert(deliveryFailures)
      .values({ channel, day, count: 1 })
      .onConflictDoUpdate({
        target: [deliveryFailures.channel, deliveryFailures.day],
        set: { count: sql`${deliveryFailures.count} + 1` },
      });
  }

  /** Failed deliveries per channel since `day` (the staff desk). */
  async failuresSince(db: Database, day: string): Promise<{ push: number; email: number }> {
    const rows = await db
      .select({ channel: deliveryFailures.channel, n: sql<number>`sum(${deliveryFailures.count})` })
      .from(deliveryFailures)
      .where(sql`${deliveryFailures.day} >= ${day}`)
      .groupBy(deliveryFailures.channel);
    const of = (channel: string) => Number(rows.find((r) => r.channel === channel)?.n ?? 0);
    return { push: of('push'), email: of('email') };
  }
}
