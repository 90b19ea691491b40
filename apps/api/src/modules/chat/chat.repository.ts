import type { PhotoVisibility } from '@jodi/contract';
import { and, count, desc, eq, getTableColumns, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { chatRequests, interests, messages, photos, profiles } from '../../db/schema';
import { StatementCache } from '../../db/statement-cache';
import { knowableBy } from '../../policies/profile-visibility';

export type MessageRecord = typeof messages.$inferSelect;

/** A chat-list row: the partner, the last message between the two, and what of theirs is unread. */
export interface ThreadRow {
  partnerId: string;
  name: string | null;
  lastName: string | null;
  /** Storage key of the partner's primary photo, thumbnail size. */
  photoKey: string | null;
  photoVisibility: PhotoVisibility;
  last: Pick<
    MessageRecord,
    'id' | 'fromProfileId' | 'toProfileId' | 'body' | 'createdAt' | 'safetyConcern' | 'sentBy'
  >;
  unread: number;
}

/** A chat-list "Say hello" row: a partner the member may chat with, no message yet. */
export interface ConnectionRow {
  partnerId: string;
  name: string | null;
  lastName: string | null;
  photoKey: string | null;
  photoVisibility: PhotoVisibility;
  interestId: string | null;
  chatRequestId: string | null;
  acceptedAt: Date;
}

const partner = alias(profiles, 'chat_partner');

/** The conversation of two profiles, either direction: matches the pair index's leading columns. */
const conversationOf = (
  a: string,
  b: string | SQL,
  table: { fromProfileId: AnyPgColumn; toProfileId: AnyPgColumn } = messages,
): SQL =>
  and(
    sql`least(${table.fromProfileId}, ${table.toProfileId}) = least(${a}::uuid, ${b}::uuid)`,
    sql`greatest(${table.fromProfileId}, ${table.toProfileId}) = greatest(${a}::uuid, ${b}::uuid)`,
  )!;

const earlier = alias(messages, 'earlier_message');

const NEWEST_FIRST = [desc(messages.createdAt), desc(messages.id)];
const PARTNER_ID = sql`partner_id`;

function buildUnreadCount(db: Database) {
  const me = sql.placeholder('me');
  return db
    .select({ total: count() })
    .from(messages)
    .innerJoin(partner, eq(partner.id, messages.fromProfileId))
    .where(and(eq(messages.toProfileId, me), isNull(messages.readAt), knowableBy(me, partner)))
    .prepare('chat_unread_count');
}

export class ChatRepository {
  /** Asked on every page's start and after every message: built once, then only executed. */
  private readonly unreadStatements = new StatementCache<ReturnType<typeof buildUnreadCount>>();

  /**
   * Stores a message; answers it with when the conversation's message before it was sent (null for
   * the first), read in the same statement: RETURNING sees the conversation as it was before.
   */
  async insert(
    db: Database,
    message: Pick<MessageRecord, 'fromProfileId' | 'toProfileId' | 'body' | 'safetyConcern' | 'sentBy'>,
  ): Promise<MessageRecord & { previousAt: Date | null }> {
    const pair = conversationOf(message.fromProfileId, message.toProfileId, earlier);
    const [row] = await db
      .insert(messages)
      .values(message)
      .returning({
        ...getTableColumns(messages),
        previousAt:
          sql<Date | null>`(SELECT max(${earlier.createdAt}) FROM ${messages} ${earlier} WHERE ${pair})`.mapWith(
            messages.createdAt,
          ),
      });
    if (!row) throw new Error('message insert returned nothing');
    return row;
  }

  /** A page of the conversation, newest first, and how many messages it holds. */
  async conversation(
    db: Database,
    me: string,
    other: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: MessageRecord[]; total: number }> {
    const rows = await db
      .select()
      .from(messages)
      .where(conversationOf(me, other))
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit)
      .offset(page.offset);
    const [totals] = await db.select({ total: count() }).from(messages).where(conversationOf(me, other));
    return { rows, total: Number(totals?.total ?? 0) };
  }

  /** Marks what `from` sent to `me` as read; how many messages that was. */
  async markRead(db: Database, me: string, from: string): Promise<number> {
    const rows = await db
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(and(eq(messages.toProfileId, me), eq(messages.fromProfileId, from), isNull(messages.readAt)))
      .returning({ id: messages.id });
    return rows.length;
  }

  /** Unread messages to `me` from profiles `me` may know (no block either way, visible, active). */
  async unreadCount(db: Database, me: string): Promise<number> {
    const [row] = await this.unreadStatements.get(db, 'unread', () => buildUnreadCount(db)).execute({ me });
    return Number(row?.total ?? 0);
  }

  /**
   * One row per conversation partner, newest conversation first, in one query: DISTINCT ON picks
   * each partner's last message, the partner and its photo are joined, the unread count is an
   * index-backed subquery per row, and the window count gives the total before the page is cut.
   */
  async threads(
    db: Database,
    me: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ThreadRow[]; total: number }> {
    const partnerOf = sql<string>`CASE WHEN ${messages.fromProfileId} = ${me} THEN ${messages.toProfileId} ELSE ${messages.fromProfileId} END`;
    const latest = db.$with('latest').as(
      db
        // By the output name: the CASE written twice would carry different parameters, and
        // PostgreSQL wants DISTINCT ON to match the ORDER BY's leading expression exactly.
        .selectDistinctOn([PARTNER_ID], {
          partnerId: partnerOf.as('partner_id'),
          id: messages.id,
          fromProfileId: messages.fromProfileId,
          toProfileId: messages.toProfileId,
          body: messages.body,
          createdAt: messages.createdAt,
          safetyConcern: messages.safetyConcern,
          sentBy: messages.sentBy,
        })
        .from(messages)
        .where(or(eq(messages.fromProfileId, me), eq(messages.toProfileId, me)))
        .orderBy(PARTNER_ID, ...NEWEST_FIRST),
    );
    const rows = await db
      .with(latest)
      .select({
        partnerId: latest.partnerId,
        name: partner.name,
        lastName: partner.lastName,
        photoVisibility: partner.photoVisibility,
        photoKey: sql<
          string | null
        >`(SELECT coalesce(${photos.variants} ->> 'thumb', ${photos.variants} ->> 'medium') FROM ${photos} WHERE ${photos.id} = ${partner.primaryPhotoId})`,
        id: latest.id,
        fromProfileId: latest.fromProfileId,
        toProfileId: latest.toProfileId,
        body: latest.body,
        createdAt: latest.createdAt,
        safetyConcern: latest.safetyConcern,
        sentBy: latest.sentBy,
        unread: sql<number>`(SELECT count(*) FROM ${messages} unread WHERE unread.to_profile_id = ${me} AND unread.from_profile_id = ${latest.partnerId} AND unread.read_at IS NULL)`,
        total: sql<number>`count(*) OVER ()`,
      })
      .from(latest)
      .innerJoin(partner, eq(partner.id, latest.partnerId))
      .where(knowableBy(me, partner))
      .orderBy(desc(latest.createdAt), desc(latest.id))
      .limit(page.limit)
      .offset(page.offset);
    const total = rows[0] ? Number(rows[0].total) : page.offset > 0 ? await this.threadCount(db, me) : 0;
    return {
      total,
      rows: rows.map((row) => ({
        partnerId: row.partnerId,
        name: row.name,
        lastName: row.lastName,
        photoKey: row.photoKey,
        photoVisibility: row.photoVisibility,
        last: {
          id: row.id,
          fromProfileId: row.fromProfileId,
          toProfileId: row.toProfileId,
          body: row.body,
          createdAt: row.createdAt,
          safetyConcern: row.safetyConcern,
          sentBy: row.sentBy,
        },
        unread: Number(row.unread),
      })),
    };
  }

  /**
   * Members the caller may chat with but has no message with yet: an accepted interest
   * or chat request either way (what `canMessage` allows), newest acceptance first, in one query.
   * The accepted rows come from the four (from|to, status) indexes, the missing conversation from
   * the pair index of messages, and the window count gives the total before the page is cut.
   */
  async connections(
    db: Database,
    me: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ConnectionRow[]; total: number }> {
    const mine = (from: SQL, to: SQL) => sql`(${from} = ${me}::uuid OR ${to} = ${me}::uuid)`;
    const other = (from: SQL, to: SQL) => sql`CASE WHEN ${from} = ${me}::uuid THEN ${to} ELSE ${from} END`;
    const i = { from: sql`${interests.fromProfileId}`, to: sql`${interests.toProfileId}` };
    const c = { from: sql`${chatRequests.fromProfileId}`, to: sql`${chatRequests.toProfileId}` };
    const result = await db.execute(sql`
      WITH accepted AS (
        SELECT ${other(i.from, i.to)} AS partner_id, ${interests.id} AS interest_id,
               NULL::uuid AS chat_request_id, ${interests.updatedAt} AS accepted_at
          FROM ${interests}
         WHERE ${interests.status} = 'accepted' AND ${mine(i.from, i.to)}
        UNION ALL
        SELECT ${other(c.from, c.to)}, NULL::uuid, ${chatRequests.id}, ${chatRequests.updatedAt}
          FROM ${chatRequests}
         WHERE ${chatRequests.status} = 'accepted' AND ${mine(c.from, c.to)}
      ), pairs AS (
        SELECT partner_id,
               (array_agg(interest_id) FILTER (WHERE interest_id IS NOT NULL))[1] AS interest_id,
               (array_agg(chat_request_id) FILTER (WHERE chat_request_id IS NOT NULL))[1] AS chat_request_id,
               max(accepted_at) AS accepted_at
          FROM accepted
         GROUP BY partner_id
      )
      SELECT pairs.partner_id, pairs.interest_id, pairs.chat_request_id, pairs.accepted_at,
             ${partner.name} AS name, ${partner.lastName} AS last_name,
             ${partner.photoVisibility} AS photo_visibility,
             (SELECT coalesce(${photos.variants} ->> 'thumb', ${photos.variants} ->> 'medium')
                FROM ${photos} WHERE ${photos.id} = ${partner.primaryPhotoId}) AS photo_key,
             count(*) OVER () AS total
        FROM pairs
        JOIN ${profiles} chat_partner ON ${partner.id} = pairs.partner_id
       WHERE ${knowableBy(me, partner)}
         AND NOT EXISTS (SELECT 1 FROM ${messages} WHERE ${conversationOf(me, sql`pairs.partner_id`)})
       ORDER BY pairs.accepted_at DESC, pairs.partner_id
       LIMIT ${page.limit} OFFSET ${page.offset}`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      rows: rows.map((row) => ({
        partnerId: String(row.partner_id),
        name: (row.name as string | null) ?? null,
        lastName: (row.last_name as string | null) ?? null,
        photoKey: (row.photo_key as string | null) ?? null,
        photoVisibility: row.photo_visibility as PhotoVisibility,
        interestId: (row.interest_id as string | null) ?? null,
        chatRequestId: (row.chat_request_id as string | null) ?? null,
        acceptedAt: new Date(row.accepted_at as string | Date),
      })),
    };
  }

  /** How many partners the chat list has (only needed for a page past the end). */
  private async threadCount(db: Database, me: string): Promise<number> {
    const partnerOf = sql`CASE WHEN ${messages.fromProfileId} = ${me} THEN ${messages.toProfileId} ELSE ${messages.fromProfileId} END`;
    const [row] = await db
      .select({ total: sql<number>`count(DISTINCT ${partner.id})` })
      .from(messages)
      .innerJoin(partner, eq(partner.id, partnerOf))
      .where(and(or(eq(messages.fromProfileId, me), eq(messages.toProfileId, me)), knowableBy(me, partner)));
    return Number(row?.total ?? 0);
  }
}
